import { describe, expect, it } from 'vitest';
import { pageHref, paginationModel, parsePage } from './pagination.ts';

const pages = (model: ReturnType<typeof paginationModel>) =>
  model.items.map((item) => (item.type === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('parsePage', () => {
  it('reads whole numbers from 1 and defaults to 1', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBeNull();
    expect(parsePage('-1')).toBeNull();
    expect(parsePage('2.5')).toBeNull();
    expect(parsePage('abc')).toBeNull();
  });
});

describe('paginationModel', () => {
  it('has one page for an empty or short list', () => {
    expect(paginationModel(1, 0, 12)).toMatchObject({ pageCount: 1, previous: null, next: null });
    expect(paginationModel(1, 12, 12).pageCount).toBe(1);
  });

  it('shows every page of a short list', () => {
    const model = paginationModel(1, 39, 12);
    expect(model).toMatchObject({ pageCount: 4, previous: null, next: 2 });
    expect(pages(model)).toBe('[1] 2 3 4');
  });

  it('shows first, last and neighbours with gaps in a long list', () => {
    const model = paginationModel(10, 240, 12);
    expect(model).toMatchObject({ pageCount: 20, previous: 9, next: 11 });
    expect(pages(model)).toBe('1 … 9 [10] 11 … 20');
  });

  it('fills a gap of one page with that page', () => {
    expect(pages(paginationModel(4, 240, 12))).toBe('1 2 3 [4] 5 … 20');
    expect(pages(paginationModel(20, 240, 12))).toBe('1 … 19 [20]');
  });
});

describe('pageHref', () => {
  it('sets the page and drops it for page 1', () => {
    expect(pageHref('/explore', '?page=2&lng=de', 3)).toBe('/explore?page=3&lng=de');
    expect(pageHref('/explore', '?page=2', 1)).toBe('/explore');
  });
});
