import { describe, expect, it } from 'vitest';
import { arrivalSlots, arrivalWindowProblem, departureSlots } from './arrival-window.ts';

describe('arrival window', () => {
  const window = { earliestArrival: '15:00', latestArrival: '17:00', slotMinutes: 30, departureBy: '08:00' };

  it('offers every slot from the earliest to the latest arrival, and departures until the deadline', () => {
    expect(arrivalSlots(window)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(departureSlots(window)).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00']);
    expect(arrivalSlots({ ...window, slotMinutes: 120, latestArrival: '18:00' })).toEqual(['15:00', '17:00']);
  });

  it('names what is wrong with a window', () => {
    expect(arrivalWindowProblem(window)).toBeNull();
    expect(arrivalWindowProblem({ ...window, latestArrival: '14:00' })).toBe('latest_before_earliest');
    expect(arrivalWindowProblem({ ...window, departureBy: '05:00' })).toBe('departure_too_early');
  });
});
