import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';
import { createGuestReviewsRepository } from './guest-reviews.repository.ts';
import { createGuestReviewsService } from './guest-reviews.service.ts';
import { createHostReviewsRepository } from './host-reviews.repository.ts';
import { createHostReviewsService } from './host-reviews.service.ts';
import { createPastStaysRepository } from './past-stays.repository.ts';
import { createPastStaysService } from './past-stays.service.ts';

export type ReviewsServices = ReturnType<typeof createReviewsServices>;

// Guest reviews (writing, editing), the host's moderation (list, reply, hide, stats) and, only with DEV_SURFACES on, the past demo stays to review
// (they fabricate finished stays, so reviews: never on unless asked for).
export function createReviewsServices(options: { db: Database; config: Config; bookings: Pick<BookingLifecycleService, 'findByAccess' | 'accessTokenById'>; now: () => Date }) {
  const { db, config, bookings, now } = options;
  return {
    guestReviews: createGuestReviewsService({ repository: createGuestReviewsRepository(db), bookings, now }),
    hostReviews: createHostReviewsService({ repository: createHostReviewsRepository(db), now }),
    pastStays: config.devSurfaces ? createPastStaysService({ repository: createPastStaysRepository(db), bookings, now }) : null,
  };
}
