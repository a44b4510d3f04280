import type { CityDetail, HostDetail } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './canonical-path.ts';
import { cityJsonLd, hostJsonLd } from './json-ld.ts';
import { seoPathOf } from './seo-path.ts';

describe('SEO paths', () => {
  it('drops the language prefix and trailing slashes and decodes', () => {
    expect(seoPathOf('/destinations/pt/lisbon')).toBe('/destinations/pt/lisbon');
    expect(seoPathOf('/de/destinations/pt/lisbon/')).toBe('/destinations/pt/lisbon');
    expect(seoPathOf('/hosts/s%C3%A3o-jorge')).toBe('/hosts/são-jorge');
  });

  it('has no path for malformed or overlong addresses', () => {
    expect(seoPathOf('/hosts/%E0%A4%A')).toBeNull();
    expect(seoPathOf(`/hosts/${'x'.repeat(600)}`)).toBeNull();
  });

  it("redirects other spellings to the route's own path, keeping language prefix and query", () => {
    expect(canonicalRedirect(new URL('http://x/destinations/pt/lisbon'), '/destinations/pt/lisbon')).toBeNull();
    expect(canonicalRedirect(new URL('http://x/hosts/s%C3%A3o-jorge'), '/hosts/são-jorge')).toBeNull();
    expect(canonicalRedirect(new URL('http://x/de/destinations/pt/lisbon/?page=2'), '/destinations/pt/lisbon')).toBe(
      '/de/destinations/pt/lisbon?page=2',
    );
    expect(canonicalRedirect(new URL('http://x/Destinations/PT/Lisbon'), '/destinations/pt/lisbon')).toBe('/destinations/pt/lisbon');
  });
});

const list = {
  properties: [
    { name: 'Alfama River Loft', route: { id: 1, completeRoute: '/stays/lisbon/alfama-river-loft', metaDescription: null } },
    { name: 'No page yet', route: null },
  ],
  total: 14,
  offset: 12,
};

describe('JSON-LD', () => {
  it('describes a city page as a City with its properties as an ItemList', () => {
    const city: CityDetail = {
      id: 1,
      name: 'Lisbon',
      country: { code: 'PT', name: 'Portugal' },
      images: [{ url: '/apis/image/1/pt-lisbon.svg', alt: '', width: 1200, height: 800 }],
      numberOfProperties: 14,
      route: null,
      description: 'Seven hills.',
      seo: null,
    };
    const url = 'https://x.test/destinations/pt/lisbon?page=2&lng=en';
    const [place, items] = cityJsonLd({ origin: 'https://x.test', url, city, description: 'Seven hills.', listName: 'Places to stay in Lisbon', list, lng: 'en' })['@graph'];
    expect(place).toMatchObject({
      '@type': 'City',
      name: 'Lisbon',
      image: 'https://x.test/apis/image/1/pt-lisbon.svg',
      containedInPlace: { '@type': 'Country', name: 'Portugal' },
    });
    expect(items).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 14,
      itemListElement: [{ '@type': 'ListItem', position: 13, name: 'Alfama River Loft', url: 'https://x.test/stays/lisbon/alfama-river-loft' }],
    });
  });

  it('describes a host page as an Organization', () => {
    const host: HostDetail = {
      id: 1,
      name: 'Lisbon Stays',
      description: null,
      logo: { url: '/apis/image/9/lisbon-stays.svg', alt: '' },
      route: null,
      numberOfProperties: 10,
      seo: null,
    };
    const [organization] = hostJsonLd({ origin: 'https://x.test', url: 'https://x.test/hosts/lisbon-stays', host, description: null, listName: 'Homes', list, lng: 'en' })['@graph'];
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': 'https://x.test/hosts/lisbon-stays#organization',
      name: 'Lisbon Stays',
      logo: 'https://x.test/apis/image/9/lisbon-stays.svg',
      url: 'https://x.test/hosts/lisbon-stays',
    });
  });
});
