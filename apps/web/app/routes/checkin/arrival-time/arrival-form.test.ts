import { describe, expect, it } from 'vitest';
import { checkArrival, suggestedTimes } from './arrival-form.ts';

const open = { earliestArrivalTime: '15:00', earlyCheckIn: null, checkInTime: '15:00', slots: [] as string[] };
const windowed = { ...open, slots: ['16:00', '17:00', '18:00'] };

describe('arrival time form', () => {
  it('accepts any time from the earliest without a window', () => {
    expect(checkArrival('16:45', open)).toBeNull();
    expect(checkArrival('14:00', open)).toBe('tooEarly');
    expect(suggestedTimes(open)).toContain('15:00');
  });

  it('accepts only the host’s slots and suggests exactly them', () => {
    expect(checkArrival('17:00', windowed)).toBeNull();
    expect(checkArrival('16:30', windowed)).toBe('notOffered');
    expect(suggestedTimes(windowed)).toEqual(['16:00', '17:00', '18:00']);
  });
});
