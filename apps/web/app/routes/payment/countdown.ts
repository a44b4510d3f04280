// The hold countdown of the payment terminal and the success page's redirect countdown.

// Whole seconds from `now` until `expiresAt` (never negative; 0 when unparsable).
export function secondsUntil(expiresAt: string | null, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

// "mm:ss" (minutes may pass 99: "125:04").
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  const rest = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

// What the polite live region says: once per minute (whole minutes left, rounded up), and once
// when less than a minute is left, so screen readers hear about 1 message a minute, not 60.
export type CountdownAnnouncement = { kind: 'minutes'; count: number } | { kind: 'lastMinute' } | { kind: 'over' };

export function announcementFor(seconds: number): CountdownAnnouncement {
  if (seconds <= 0) return { kind: 'over' };
  if (seconds < 60) return { kind: 'lastMinute' };
  return { kind: 'minutes', count: Math.ceil(seconds / 60) };
}

export function sameAnnouncement(a: CountdownAnnouncement, b: CountdownAnnouncement): boolean {
  return a.kind === b.kind && (a.kind !== 'minutes' || (b.kind === 'minutes' && a.count === b.count));
}

// The success page's way home (spec §2: after 20 seconds), which the guest can stop or extend
// (WCAG 2.2.1 Timing Adjustable). Times are epoch milliseconds.
export const returnHomeSeconds = 20;

export function secondsLeftOf(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

// "Give me 20 more seconds": from the current deadline (never from a past one).
export function extendedDeadline(deadline: number, now: number): number {
  return Math.max(deadline, now) + returnHomeSeconds * 1000;
}

// When the polite live region speaks again: at 10 and at 5 seconds left (the visible timer is
// not announced every second). Null between milestones.
export function returnHomeMilestone(seconds: number): 10 | 5 | null {
  if (seconds <= 0) return null;
  if (seconds <= 5) return 5;
  if (seconds <= 10) return 10;
  return null;
}
