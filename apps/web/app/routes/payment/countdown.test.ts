import { describe, expect, it } from 'vitest';
import { announcementFor, extendedDeadline, formatCountdown, returnHomeMilestone, returnHomeSeconds, sameAnnouncement, secondsLeftOf, secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  it('counts whole seconds, rounding up, never below 0', () => {
    expect(secondsUntil('2026-05-01T10:15:00Z', now)).toBe(900);
    expect(secondsUntil('2026-05-01T10:00:00.200Z', now)).toBe(1);
    expect(secondsUntil('2026-05-01T09:59:00Z', now)).toBe(0);
  });
  it('treats missing or unreadable times as over', () => {
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(7504)).toBe('125:04');
  });
});

describe('announcementFor', () => {
  it('announces whole minutes left (rounded up), the last minute, and the end', () => {
    expect(announcementFor(900)).toEqual({ kind: 'minutes', count: 15 });
    expect(announcementFor(841)).toEqual({ kind: 'minutes', count: 15 });
    expect(announcementFor(840)).toEqual({ kind: 'minutes', count: 14 });
    expect(announcementFor(60)).toEqual({ kind: 'minutes', count: 1 });
    expect(announcementFor(59)).toEqual({ kind: 'lastMinute' });
    expect(announcementFor(0)).toEqual({ kind: 'over' });
  });

  it('changes once a minute, not every second', () => {
    let changes = 0;
    let last = announcementFor(900);
    for (let s = 899; s >= 0; s--) {
      const next = announcementFor(s);
      if (!sameAnnouncement(next, last)) changes++;
      last = next;
    }
    // 14 … 1 minutes, the last minute, the end.
    expect(changes).toBe(16);
  });
});

describe('the success page’s return home', () => {
  it('counts whole seconds to the deadline, never below 0', () => {
    expect(secondsLeftOf(20_000, 0)).toBe(20);
    expect(secondsLeftOf(20_000, 100)).toBe(20);
    expect(secondsLeftOf(20_000, 19_001)).toBe(1);
    expect(secondsLeftOf(20_000, 25_000)).toBe(0);
  });

  it('extends by 20 seconds from the deadline, or from now once it passed', () => {
    expect(returnHomeSeconds).toBe(20);
    expect(extendedDeadline(20_000, 15_000)).toBe(40_000);
    expect(extendedDeadline(20_000, 30_000)).toBe(50_000);
  });

  it('speaks at 10 and 5 seconds left only', () => {
    expect([20, 11, 10, 6, 5, 1, 0].map(returnHomeMilestone)).toEqual([null, null, 10, 10, 5, 5, null]);
  });
});
