import type { CheckinStep, CheckinProgress } from './checkin-ports.ts';
import { checkinSteps } from './checkin-ports.ts';
import type { CheckinRepository } from './checkin.repository.ts';

// services.checkin.progress: each step records its completion; the booking is "check-in ready"
// (bookings.checkin_ready_at) while every step the property requires is done. Payment is derived
// from the instalments (nothing due by today unpaid) each time, so it is right right after a
// payment and wrong never: a paid slot chosen later makes it pending again.

export type StepStates = {
  required: CheckinStep[];
  completed: Map<CheckinStep, Date | null>;
  ready: boolean;
  readyAt: Date | null;
};

export type CheckinProgressService = CheckinProgress & {
  /** The required steps (spec order) with the completed ones, re-deriving payment and readiness. */
  states(organizationId: number, bookingId: number): Promise<StepStates>;
};

export function createCheckinProgressService(options: { repository: CheckinRepository; now: () => Date }): CheckinProgressService {
  const { repository, now } = options;

  async function states(organizationId: number, bookingId: number): Promise<StepStates> {
    const booking = await repository.readyAt(organizationId, bookingId);
    if (!booking) return { required: [], completed: new Map(), ready: false, readyAt: null };
    const at = now();
    const configured = new Set(await repository.requiredSteps(organizationId, booking.propertyId));
    const required = checkinSteps.filter((step) => configured.has(step));
    const rows = await repository.stepRows(organizationId, bookingId);
    const completed = new Map<CheckinStep, Date | null>();
    for (const row of rows) if (row.status !== 'pending') completed.set(row.step, row.completedAt);

    const paid = await repository.paymentSettled(organizationId, bookingId, at.toISOString().slice(0, 10));
    if (paid !== completed.has('payment')) {
      // Stored as seen, so the row says when the payment step was first done.
      await repository.setStep(organizationId, bookingId, 'payment', paid, at);
      if (paid) completed.set('payment', at);
      else completed.delete('payment');
    }
    const ready = required.length > 0 && required.every((step) => completed.has(step));
    let readyAt = booking.checkinReadyAt;
    if (ready && !readyAt) readyAt = at;
    if (!ready) readyAt = null;
    if (readyAt?.getTime() !== booking.checkinReadyAt?.getTime()) await repository.setReadyAt(organizationId, bookingId, readyAt);
    return { required, completed, ready, readyAt };
  }

  return {
    states,
    async complete(organizationId, bookingId, step) {
      await repository.setStep(organizationId, bookingId, step, true, now());
      await states(organizationId, bookingId);
    },
    async reopen(organizationId, bookingId, step) {
      await repository.setStep(organizationId, bookingId, step, false, now());
      await states(organizationId, bookingId);
    },
  };
}
