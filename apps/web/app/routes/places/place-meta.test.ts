import { describe, expect, it } from 'vitest';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { placePageMeta } from './place-meta.ts';

const texts = {
  meta: { pageTitle: '{{page}} · {{brand}}', siteDescription: 'Stays by {{brand}}' },
  pagination: { titled: '{{title}}, page {{page}}' },
  places: { city: { heading: 'Stays in {{city}}', propertiesHeading: 'Where to stay in {{city}}' } },
};
const root = {
  id: 'root',
  loaderData: {
    brand: brandFixture(),
    locale: { lng: 'en', dir: 'ltr', resources: texts, languages: [] },
    year: 2026,
    origin: 'http://lisbon-stays.localhost',
    map: { tileUrl: '', attribution: '' },
  },
};
const route = { metaDescription: null, facebookDescription: 'On Facebook', twitterDescription: null };
const properties = [{ name: 'Alfama River Loft', route: { id: 1, completeRoute: '/stays/lisbon/alfama-river-loft', metaDescription: null } }];

function metaFor(page: number) {
  const loaderData = { route, properties, meta: { page, limit: 12, total: 14 } } as unknown as Parameters<typeof placePageMeta>[1];
  return placePageMeta({ matches: [root], location: { pathname: '/destinations/pt/lisbon', search: page > 1 ? `?page=${page}` : '' } }, loaderData, {
    heading: (t) => t('places.city.heading', { city: 'Lisbon' }),
    listName: (t) => t('places.city.propertiesHeading', { city: 'Lisbon' }),
    description: 'Old town, river views',
    image: '/images/lisbon.jpg',
    jsonLd: (common) => ({ listName: common.listName, offset: common.list.offset, url: common.url }),
  });
}

describe('the city and host pages head', () => {
  it('titles the first page with the heading and later pages with their number', () => {
    expect(metaFor(1)).toContainEqual({ title: 'Stays in Lisbon · Lisbon Stays' });
    expect(metaFor(2)).toContainEqual({ title: 'Stays in Lisbon, page 2 · Lisbon Stays' });
  });

  it('carries the descriptions, the picture and the JSON-LD of the page’s slice of the list', () => {
    const tags = metaFor(2);
    expect(tags).toContainEqual({ name: 'description', content: 'Old town, river views' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'On Facebook' });
    expect(tags).toContainEqual({ 'script:ld+json': { listName: 'Where to stay in Lisbon', offset: 12, url: 'http://lisbon-stays.localhost/destinations/pt/lisbon?page=2' } });
    expect(tags.some((tag) => 'content' in tag && String(tag.content).endsWith('/images/lisbon.jpg'))).toBe(true);
  });

  it('leaves X to read the title and picture from Open Graph, naming its own description only where it differs', () => {
    const tags = metaFor(1);
    const names = tags.flatMap((tag) => ('name' in tag ? [tag.name] : []));
    expect(names).not.toContain('twitter:title');
    expect(names).not.toContain('twitter:image');
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:description', content: 'Old town, river views' });
  });
});
