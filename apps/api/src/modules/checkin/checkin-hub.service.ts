import type { CheckinAccess, CheckinHub } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BookingCheckinService } from '../bookings/booking-checkin.service.ts';
import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { AccessLimiter } from './access-limiter.ts';
import type { CheckinProgressService } from './checkin-progress.service.ts';
import { finishPath, hubPath, stepPath } from './checkin-paths.ts';

// The check-in hub (every required step with its state and page) and the way in by booking code
// plus the booker's email. Every check-in call opens the booking the same way: code + token.

const notFoundMessage = 'There is no booking with this code and access token.';
export const accessDeniedMessage = 'We couldn’t find a booking with this code and email.';

export type CheckinBookings = { lifecycle: BookingLifecycleService; checkin: BookingCheckinService };

/** The booking a code and token open for check-in: 404 when they don't; only confirmed stays check in. */
export async function openForCheckin(bookings: CheckinBookings, code: string, token: string): Promise<Booking> {
  const record = await bookings.lifecycle.findByAccess(code, token);
  if (!record) throw new AppError('not_found', notFoundMessage);
  if (record.status === 'pending_payment') throw new AppError('conflict', 'The booking isn’t confirmed yet: pay for it first, then check in.');
  if (record.status === 'cancelled' || record.status === 'expired') throw new AppError('expired', 'This booking was cancelled; there is nothing to check in.');
  return record;
}

export type CheckinHubService = ReturnType<typeof createCheckinHubService>;

export function createCheckinHubService(options: { bookings: CheckinBookings; progress: CheckinProgressService; limiter: AccessLimiter }) {
  const { bookings, progress, limiter } = options;

  return {
    async hub(code: string, token: string): Promise<CheckinHub> {
      const record = await openForCheckin(bookings, code, token);
      const states = await progress.states(record.organizationId, record.id);
      const steps = states.required.map((step) => {
        const completedAt = states.completed.get(step);
        return {
          step,
          state: completedAt !== undefined ? ('completed' as const) : ('pending' as const),
          path: stepPath(step, record.code, token),
          completedAt: completedAt ? completedAt.toISOString() : null,
        };
      });
      return {
        booking: {
          code: record.code,
          brandId: record.brandId,
          status: record.status,
          propertyName: record.propertyName,
          unitTypeName: record.unitTypeName,
          checkIn: record.checkIn,
          checkOut: record.checkOut,
          adults: record.adults,
          children: record.children,
          bookerName: `${record.guest.firstName} ${record.guest.lastName}`.trim(),
        },
        steps,
        nextStep: steps.find((step) => step.state === 'pending')?.step ?? null,
        checkinReady: states.ready,
        checkinReadyAt: states.readyAt ? states.readyAt.toISOString() : null,
        hubPath: hubPath(record.code, token),
        finishPath: finishPath(record.code),
      };
    },

    // One answer for an unknown code, another booker's email or an expired link: nothing tells
    // whether the code exists. Guesses are limited per client and per code (access-limiter.ts).
    async access(bookingCode: string, email: string, clientAddress: string): Promise<CheckinAccess> {
      return limiter.guard({ clientAddress, bookingCode }, async () => {
        const found = await bookings.checkin.byCodeAndEmail(bookingCode, email);
        if (!found) return { ok: false, error: new AppError('not_found', accessDeniedMessage) };
        const { record, accessToken } = found;
        return { ok: true, value: { bookingCode: record.code, accessToken, brandId: record.brandId, checkinPath: hubPath(record.code, accessToken) } };
      });
    },
  };
}
