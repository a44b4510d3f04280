import { describe, expect, it } from 'vitest';
import { blogCard, destinationCard, hostCard, propertyCard } from './cards.ts';

const photo = (id: number) => ({ id, url: `/apis/image/${id}/p.jpg`, alt: `Photo ${id}`, width: 1200, height: 800 });
const seo = { id: 7, completeRoute: '/x', urlEnding: 'x', metaDescription: 'Long text', twitterDescription: 'Long text', facebookDescription: 'Long text' };

describe('cards: what a list sends to the browser', () => {
  it('keeps what a property card shows: first photo, place name, rating, price and address', () => {
    const card = propertyCard({
      id: 1,
      name: 'Loft',
      images: [photo(1), photo(2)],
      reviewAverage: 4.5,
      reviewCount: 3,
      averageNightlyPrice: { amountMinor: 9000, currency: 'EUR' },
      city: { id: 9, name: 'Lisbon' },
      route: { id: 4, completeRoute: '/stays/lisbon/loft', metaDescription: 'A loft by the river.' },
      isFeatured: true,
    });
    expect(card).toEqual({
      id: 1,
      name: 'Loft',
      images: [photo(1)],
      reviewAverage: 4.5,
      reviewCount: 3,
      averageNightlyPrice: { amountMinor: 9000, currency: 'EUR' },
      city: { name: 'Lisbon' },
      route: { completeRoute: '/stays/lisbon/loft' },
    });
    // Fields the API did not send stay absent, not undefined.
    expect(Object.keys(propertyCard({ id: 2, name: 'Bare' }))).toEqual(['id', 'name']);
  });

  it('keeps what a destination, a host and a blog card show', () => {
    expect(
      destinationCard({ id: 1, name: 'Lisbon', country: { code: 'PT', name: 'Portugal' }, images: [photo(3)], numberOfProperties: 8, route: { completeRoute: '/destinations/pt/lisbon', metaDescription: 'Seven hills' } }),
    ).toEqual({ id: 1, name: 'Lisbon', country: { name: 'Portugal' }, images: [photo(3)], numberOfProperties: 8, route: { completeRoute: '/destinations/pt/lisbon' } });
    expect(
      hostCard({ id: 3, name: 'Lisbon Stays', description: null, logo: { url: '/logo.svg', alt: 'Logo' }, numberOfProperties: 2, route: null, brand: { id: 1, name: 'Lisbon Stays', urlAlias: 'lisbon-stays', hostname: null } }),
    ).toEqual({ id: 3, name: 'Lisbon Stays', description: null, logo: { url: '/logo.svg' }, numberOfProperties: 2, route: null });
    expect(
      blogCard({ id: 5, title: '48 hours', type: 'blog', shortContent: 'Short', image: null, summary: 'Summary', date: '2026-11-20T08:00:00.000Z', categories: [], tags: [{ name: 'Lisbon', route: '/blog/tag/lisbon' }], route: seo }),
    ).toEqual({ id: 5, title: '48 hours', image: null, summary: 'Summary', date: '2026-11-20T08:00:00.000Z', route: { completeRoute: '/x' } });
  });
});
