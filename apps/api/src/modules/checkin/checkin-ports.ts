// What the check-in slices (general and guest info, agreement, identity, deposit) share. Each step
// records its own completion through `CheckinProgress` (services.checkin.progress); the check-in
// hub reads the states. Booking access always goes through the bookings service
// (services.bookings.lifecycle.findByAccess(code, token)), never a repository.

export const checkinSteps = ['general_info', 'guest_info', 'terms', 'identity', 'payment', 'security_deposit'] as const;
export type CheckinStep = (typeof checkinSteps)[number];

export interface CheckinProgress {
  /** Marks a step completed for the booking (idempotent); sets bookings.checkin_ready_at when every required step is done. */
  complete(organizationId: number, bookingId: number, step: CheckinStep): Promise<void>;
  /** Marks a step pending again (e.g. the guest changed the guest list after completing it). */
  reopen(organizationId: number, bookingId: number, step: CheckinStep): Promise<void>;
}

// The host's guest-registration file for an authority (Spain, Italy, Portugal), built from the
// saved guests the way the check-in keeps them; another organization's booking → 404.
export interface GuestRegistrationExports {
  registrationExport(organizationId: number | null, code: string, format: 'es_ses' | 'it_alloggiati' | 'pt_siba'): Promise<{ contentType: string; fileName: string; body: string }>;
}
