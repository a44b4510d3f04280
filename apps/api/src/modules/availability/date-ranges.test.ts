import { describe, expect, it } from 'vitest';
import { disjointRanges } from './date-ranges.ts';

describe('disjointRanges', () => {
  it('merges overlapping and contained ranges, keeps distant ones apart, in date order', () => {
    expect(
      disjointRanges([
        { from: '2027-07-02', to: '2027-07-06' },
        { from: '2026-03-01', to: '2026-06-07' },
        { from: '2026-04-10', to: '2026-04-15' },
        { from: '2026-06-07', to: '2026-06-20' },
      ]),
    ).toEqual([
      { from: '2026-03-01', to: '2026-06-20' },
      { from: '2027-07-02', to: '2027-07-06' },
    ]);
  });

  it('keeps touching ranges apart (no shared date), drops empty ones and leaves its input alone', () => {
    const input = [
      { from: '2026-05-01', to: '2026-05-03' },
      { from: '2026-05-04', to: '2026-05-09' },
      { from: '2026-05-10', to: '2026-05-09' },
    ];
    expect(disjointRanges(input)).toEqual([
      { from: '2026-05-01', to: '2026-05-03' },
      { from: '2026-05-04', to: '2026-05-09' },
    ]);
    expect(input[0]).toEqual({ from: '2026-05-01', to: '2026-05-03' });
    expect(disjointRanges([])).toEqual([]);
  });
});
