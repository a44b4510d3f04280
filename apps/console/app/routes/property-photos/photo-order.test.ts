import { describe, expect, it } from 'vitest';
import { droppedOn, moved, parseOrder } from './photo-order.ts';

describe('photo order', () => {
  it('moves one photo a place earlier or later, never past either end', () => {
    expect(moved([1, 2, 3], 2, 'earlier')).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 'later')).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, 'earlier')).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 'later')).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 9, 'later')).toEqual([1, 2, 3]);
  });

  it('puts a dragged photo where the one it was dropped on was', () => {
    expect(droppedOn([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(droppedOn([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(droppedOn([1, 2, 3, 4], 2, 2)).toEqual([1, 2, 3, 4]);
  });

  it('reads the order a form sent, dropping what is not an id', () => {
    expect(parseOrder('3, 1,x,,2,-4')).toEqual([3, 1, 2]);
  });
});
