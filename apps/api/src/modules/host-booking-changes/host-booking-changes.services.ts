import type { Database } from '@direct/db';
import type { BookingsForHosts } from '../bookings/booking-ports.ts';
import type { PaymentsForHosts } from '../payments/payment-ports.ts';
import { createBookingMoneyRepository } from './booking-money.repository.ts';
import { createHostBookingActionsRepository } from './host-booking-actions.repository.ts';
import { createGuestBookingChanges } from './guest-booking-changes.ts';
import { createHostBookingChangesService } from './host-booking-changes.service.ts';
import { createStayChangeRepository } from './stay-change.repository.ts';

// The front desk's and manager's booking actions, wired to the bookings and payments ports.
export function createHostBookingChangesServices(options: {
  db: Database;
  bookings: BookingsForHosts;
  payments: PaymentsForHosts;
  chargeFailed: (input: { organizationId: number; bookingId: number; instalmentId: number }) => Promise<void>;
  now: () => Date;
}) {
  const { db } = options;
  const actions = createHostBookingActionsRepository(db);
  const changes = createHostBookingChangesService({
    actions,
    money: createBookingMoneyRepository(db, actions),
    stays: createStayChangeRepository(db, actions),
    bookings: options.bookings,
    payments: options.payments,
    chargeFailed: options.chargeFailed,
    now: options.now,
  });
  // The guest's own page (My booking) cancels and moves dates through the same code paths.
  return { changes, forGuests: createGuestBookingChanges({ changes, actions }) };
}
