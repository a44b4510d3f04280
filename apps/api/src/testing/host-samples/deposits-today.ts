import type { HostOperationSamples } from './sample.ts';

// Deposits, the Today dashboard and the housekeeping board: a booking that doesn't exist is fine
// (an allowed role gets its 404); the claim's body is valid.
const booking = { bookingId: 999_999 };

export const depositsTodaySamples: HostOperationSamples = {
  hostGetBookingDeposit: { params: booking },
  hostPlaceDeposit: { params: booking },
  hostReleaseDeposit: { params: booking },
  hostCaptureBookingDeposit: { params: booking, body: { amountMinor: 5000, reason: 'Broken lamp' } },
  // Multipart: without a file an allowed role gets 415, which is not a refusal.
  hostAddDepositPhoto: { params: booking },
  hostGetDepositPhoto: { params: { ...booking, documentId: 999_999 } },
  hostDashboardToday: {},
  hostDashboardOccupancy: {},
  hostDashboardRevenue: {},
  hostHousekeepingBoard: {},
  // A unit that doesn't exist: an allowed role gets its 404.
  hostMarkUnitCleaned: { body: { unitId: 999_999, date: '2026-03-10' } },
};
