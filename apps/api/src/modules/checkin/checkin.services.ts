import type { Database } from '@direct/db';
import { createAccessAttemptsRepository } from './access-attempts.repository.ts';
import { checkinAccessPolicy, createAccessLimiter } from './access-limiter.ts';
import type { CheckinBookings } from './checkin-hub.service.ts';
import { createCheckinHubService } from './checkin-hub.service.ts';
import { createCheckinProgressService } from './checkin-progress.service.ts';
import { createCheckinRepository } from './checkin.repository.ts';
import { createGeneralInfoService } from './general-info.service.ts';
import { createGuestInfoService } from './guest-info.service.ts';

export type CheckinServices = ReturnType<typeof createCheckinServices>;

// Online check-in: progress (the CheckinProgress port other steps call), the hub and access by
// email, General info and Guest info. Bookings are reached through the bookings services only.
export function createCheckinServices(options: { db: Database; bookings: CheckinBookings; now: () => Date }) {
  const { db, bookings, now } = options;
  const repository = createCheckinRepository(db);
  const progress = createCheckinProgressService({ repository, now });
  return {
    progress,
    hub: createCheckinHubService({
      bookings,
      progress,
      limiter: createAccessLimiter({ repository: createAccessAttemptsRepository(db), scope: 'checkin_access', policy: checkinAccessPolicy, now }),
    }),
    generalInfo: createGeneralInfoService({ bookings, progress, windows: repository, now }),
    guestInfo: createGuestInfoService({ bookings, progress, repository, now }),
  };
}
