import { describe, expect, it } from 'vitest';
import { createProcessingSlots } from './processing-slots.ts';

describe('processing slots', () => {
  it('runs at most the given number of jobs at once, in the order they came', async () => {
    const withSlot = createProcessingSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (index: number) =>
      withSlot(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (index === 3) throw new Error('a failed job frees its slot too');
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5, 6].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    // Free again afterwards.
    expect(await withSlot(async () => 'next')).toBe('next');
  });
});
