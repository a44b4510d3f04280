// The life of a booking and of its instalments, written once: the database enums, the API's
// contracts and the modules all take these lists.

export const bookingStatuses = [
  // Dates held while the guest pays; released when hold_expires_at passes unpaid.
  'pending_payment',
  'confirmed',
  'cancelled',
  'expired',
  'completed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const instalmentStatuses = ['scheduled', 'due', 'paid', 'failed', 'cancelled'] as const;
export type InstalmentStatus = (typeof instalmentStatuses)[number];
