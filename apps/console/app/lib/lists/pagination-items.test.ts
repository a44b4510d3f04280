import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items.ts';

const shape = (current: number, total: number) => paginationItems(current, total).map((item) => (item.type === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('audit log pages', () => {
  it('shows the ends and the neighbours, with gaps', () => {
    expect(shape(1, 1)).toBe('[1]');
    expect(shape(1, 3)).toBe('[1] 2 3');
    expect(shape(5, 10)).toBe('1 … 4 [5] 6 … 10');
    expect(shape(10, 10)).toBe('1 … 9 [10]');
  });
});
