// Time limits of a reservation: the hold that keeps the dates while the guest pays, and the
// deadline after which an unpaid booking is cancelled.

const minute = 60_000;
const hour = 60 * minute;

/** When an unpaid hold made at `now` lapses. */
export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * minute);
}

/** When a booking (or an instalment) still unpaid since `since` may be cancelled. */
export function unpaidCancelDeadline(since: Date, unpaidCancelHours: number): Date {
  return new Date(since.getTime() + unpaidCancelHours * hour);
}

/** Whether a hold has lapsed at `now`. */
export function holdLapsed(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
