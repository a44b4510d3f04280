import type { BookingActionResult } from '@direct/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../http/app-error.ts';
import type { BookingChangesForGuests } from './host-booking-changes-ports.ts';
import type { HostBookingChangesService } from './host-booking-changes.service.ts';
import type { createHostBookingActionsRepository } from './host-booking-actions.repository.ts';

// The host's cancellation and stay change, offered to the guest's own page (BookingChangesForGuests).
// A guest cancels under one key per booking, so a double submit, a retry or two tabs are one
// cancellation: whichever comes second waits for the first's stored answer instead of refusing.

const waitForFirstMs = 15_000;
const pollEveryMs = 100;

export function createGuestBookingChanges(options: { changes: HostBookingChangesService; actions: ReturnType<typeof createHostBookingActionsRepository> }): BookingChangesForGuests {
  const { changes, actions } = options;

  async function stored(organizationId: number, key: string): Promise<BookingActionResult | null> {
    const row = await actions.storedAction(organizationId, key);
    return row?.answer ? (row.answer as BookingActionResult) : null;
  }

  // Another request with the key is under way (its refund waits for the gateway, or it holds the
  // booking): its answer once stored, or the conflict if it never is.
  async function answerOfFirst(organizationId: number, key: string, conflict: unknown): Promise<BookingActionResult> {
    const until = Date.now() + waitForFirstMs;
    while (Date.now() < until) {
      const answer = await stored(organizationId, key);
      if (answer) return answer;
      await sleep(pollEveryMs);
    }
    throw conflict;
  }

  return {
    cancellationPreview: (caller) => changes.cancellationPreview(caller),
    previewStayChange: (caller, input) => changes.previewStayChange(caller, input),
    changeStay: (caller, input) => changes.changeStay(caller, input),

    async cancelForGuest(caller, input) {
      const first = await stored(caller.organizationId, input.idempotencyKey);
      if (first) return first;
      let preview;
      try {
        preview = await changes.cancellationPreview(caller);
      } catch (error) {
        // Cancelled meanwhile: by this key (a parallel submit) answers its result.
        if (error instanceof AppError && error.code === 'conflict') return answerOfFirst(caller.organizationId, input.idempotencyKey, error);
        throw error;
      }
      if (preview.policyRefundMinor !== input.expectedRefundMinor) {
        // The preview reads the booking, then its settled refunds: a parallel submit with the key
        // that commits in between (refund settled, booking cancelled, answer stored together)
        // makes the refund look spent. Its answer is this one's too.
        const done = await stored(caller.organizationId, input.idempotencyKey);
        if (done) return done;
        throw new AppError('conflict', 'The refund for cancelling has changed since it was shown; look at it again.', {
          fields: [{ field: 'expected_refund_minor', message: 'is not the refund the policy gives now', reason: 'refund_changed' }],
        });
      }
      const email = await input.email(preview.policyRefundMinor);
      try {
        return await changes.cancel(caller, { idempotency_key: input.idempotencyKey, refund: 'policy', reason: input.reason }, false, email);
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict') return answerOfFirst(caller.organizationId, input.idempotencyKey, error);
        throw error;
      }
    },
  };
}
