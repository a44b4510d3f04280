import type { BookingActionResult, CancellationPreview, StayChangeInput, StayChangePreview } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import type { BookingEmailDraft } from '../bookings/booking-ports.ts';

// What the guest's own page ("My booking") may ask of the host's booking actions: the same
// cancellation (policy refund reserved, sent through the gateway, dates freed, one answer per
// key) and the same stay change, so a guest's action and a host's can never disagree.

export type GuestActionCaller = { organizationId: number; bookingId: number; actor: AuditActor; requestId?: string | undefined };

export interface BookingChangesForGuests {
  cancellationPreview(caller: { organizationId: number; bookingId: number }): Promise<CancellationPreview>;
  /**
   * Cancels with the policy's refund under `idempotencyKey`; the guest's own email replaces the
   * host's. A concurrent or repeated call with the key waits for, and answers, the first result.
   * `expectedRefundMinor`: the refund the guest was shown (another one now → 409 refund_changed).
   */
  cancelForGuest(caller: GuestActionCaller, input: { idempotencyKey: string; expectedRefundMinor: number; reason: string; email: (refundMinor: number) => Promise<BookingEmailDraft> }): Promise<BookingActionResult>;
  previewStayChange(caller: { organizationId: number; bookingId: number }, input: StayChangeInput): Promise<StayChangePreview>;
  changeStay(caller: GuestActionCaller, input: StayChangeInput & { idempotency_key: string }): Promise<BookingActionResult>;
}
