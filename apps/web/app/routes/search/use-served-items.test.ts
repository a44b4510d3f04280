import { describe, expect, it } from 'vitest';
import type { ResultItem } from './results.ts';
import { itemsWithData } from './use-served-items.ts';

const item = (id: number): ResultItem => ({
  id,
  name: `Stay ${id}`,
  image: null,
  city: 'Lisbon',
  area: null,
  reviewAverage: null,
  reviewCount: 0,
  stayTotal: null,
  stayPromotion: null,
  averageNightlyPrice: { amountMinor: 9000, currency: 'EUR' },
  route: `/stays/lisbon/stay-${id}`,
  position: { lat: 38.7, lng: -9.1 },
});
const card = (id: number) => ({ id, html: `<article>Stay ${id}</article>`, href: `/stays/lisbon/stay-${id}` });

describe('the listed stays with data (what the map shows)', () => {
  it('are the items themselves when the list came with its data', () => {
    expect(itemsWithData([item(1), item(2)], { state: 'idle' })).toEqual([item(1), item(2)]);
  });

  it('leave out served cards until their items arrive, then take them in the list order', () => {
    const listed = [card(1), card(2), item(3)];
    expect(itemsWithData(listed, { state: 'loading' })).toEqual([item(3)]);
    expect(itemsWithData(listed, { state: 'failed' })).toEqual([item(3)]);
    // A stay the second answer no longer has stays off the map rather than showing another one.
    const arrived = new Map([2, 1, 9].map((id) => [id, item(id)]));
    expect(itemsWithData(listed, { state: 'loaded', items: arrived }).map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(itemsWithData([card(1), card(4)], { state: 'loaded', items: arrived }).map((entry) => entry.id)).toEqual([1]);
  });
});
