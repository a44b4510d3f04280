import type { Database } from '@direct/db';
import type { BookingMaintenance } from '../bookings/booking-ports.ts';
import { createBlocksRepository } from './blocks.repository.ts';
import { createBlocksService } from './blocks.service.ts';
import { createRatePlansRepository } from './rate-plans.repository.ts';
import { createRatePlansService } from './rate-plans.service.ts';
import { createRatesCalendarRepository } from './rates-calendar.repository.ts';
import { createRatesCalendarService } from './rates-calendar.service.ts';
import { createRatesCsvService } from './rates-csv.service.ts';

export type HostRatesServices = ReturnType<typeof createHostRatesServices>;

// The host's rates: policies and plans, the calendar and its bulk update, blocks, the CSV. Blocks
// release lapsed unpaid holds through the bookings domain before they try a unit.
export function createHostRatesServices(options: { db: Database; holds: Pick<BookingMaintenance, 'releaseExpiredHolds'>; now: () => Date }) {
  const { db, holds, now } = options;
  const calendarRepository = createRatesCalendarRepository(db);
  const calendar = createRatesCalendarService({ repository: calendarRepository, now });
  return {
    plans: createRatePlansService({ repository: createRatePlansRepository(db), properties: calendarRepository, now }),
    calendar,
    blocks: createBlocksService({ repository: createBlocksRepository(db), properties: calendarRepository, holds, now }),
    csv: createRatesCsvService({ repository: calendarRepository, calendar }),
  };
}
