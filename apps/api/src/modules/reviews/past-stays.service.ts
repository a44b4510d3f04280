import type { DevPastStay } from '@direct/contracts';
import { addDays } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';
import type { PastStaysRepository } from './past-stays.repository.ts';

// Development and end-to-end tests only: the review form needs a stay that has ended, and no
// public call can book the past. Registered only when DEV_SURFACES is on (reviews.services.ts),
// like the development mailbox.

export type PastStaysService = ReturnType<typeof createPastStaysService>;

// The stay's link token comes from the bookings domain, like every other booking link's.
export function createPastStaysService(options: { repository: PastStaysRepository; bookings: Pick<BookingLifecycleService, 'accessTokenById'>; now: () => Date }) {
  const { repository, bookings, now } = options;
  return {
    // A completed 3-night stay that checked out yesterday, booked by "Maria Silva".
    async create(input: { brandId: number; propertyId?: number | undefined }): Promise<DevPastStay> {
      const place = await repository.placeOnBrand(input.brandId, input.propertyId);
      if (!place) throw new AppError('not_found', 'There is no such property on this brand.');
      const checkOut = addDays(now().toISOString().slice(0, 10), -1);
      const checkIn = addDays(checkOut, -3);
      const booking = await repository.insertCompletedStay(place, {
        brandId: input.brandId,
        checkIn,
        checkOut,
        guest: { firstName: 'Maria', lastName: 'Silva', email: 'maria.silva@example.com' },
      });
      const accessToken = await bookings.accessTokenById(place.organizationId, booking.id);
      if (!accessToken) throw new Error('the past stay just written is not readable');
      return { bookingCode: booking.code, accessToken, bookingId: booking.id, propertyId: place.propertyId, checkOut };
    },
  };
}
