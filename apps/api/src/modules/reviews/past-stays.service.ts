import type { DevPastStay } from '@direct/contracts';
import { addDays } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { createBookingAccess } from '../bookings/booking-access.ts';
import type { PastStaysRepository } from './past-stays.repository.ts';

// Development and end-to-end tests only: the review form needs a stay that has ended, and no
// public call can book the past. Registered only when DEV_SURFACES is on (reviews.services.ts),
// like the development mailbox.

export type PastStaysService = ReturnType<typeof createPastStaysService>;

export function createPastStaysService(options: { repository: PastStaysRepository; signingSecret: string; now: () => Date }) {
  const { repository, now } = options;
  const access = createBookingAccess(options.signingSecret);
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
      return { bookingCode: booking.code, accessToken: access.tokenFor({ ...booking, checkOut }), propertyId: place.propertyId, checkOut };
    },
  };
}
