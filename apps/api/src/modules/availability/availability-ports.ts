import type { RateOption } from '@direct/contracts';
import type { GuestCount, Stay } from '@direct/domain';

// What other modules may ask of availability, in domain terms (wired in services.ts).

// excludeBookingId: the nights this booking holds count as free (a host re-quoting a change of its stay).
// language: the quote's names (rate plan, fees) in it where the host wrote them (decision 0032).
// organizationId: the property's host (the caller has it from the brand's scope).
export type StayRequest = { organizationId: number; propertyId: number; stay: Stay; guests: GuestCount; excludeBookingId?: number | undefined; language?: string | undefined };

export interface AvailabilityForBookings {
  /**
   * The booking engine's options for one stay at one property: one per active unit type and
   * offered plan, with reasons and a quote when bookable (the offers rate_and_availability lists,
   * without its calendar). Not found when the property is not.
   */
  quoteStay(request: StayRequest): Promise<RateOption[]>;
}
