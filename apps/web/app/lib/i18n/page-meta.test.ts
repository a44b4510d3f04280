import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { brandPageMeta, pageUrl, siteOrigin } from './page-meta.ts';

const brand = (primaryHostname: string | null) => ({ primaryHostname }) as Parameters<typeof siteOrigin>[0]['brand'];

describe('page addresses', () => {
  it('prefers the brand primary host name', () => {
    expect(siteOrigin({ brand: brand('book.example.com'), origin: 'http://other.example:3000' })).toBe('https://book.example.com');
    expect(siteOrigin({ brand: brand('a.localhost'), origin: 'http://a.localhost:3170' })).toBe('http://a.localhost:3170');
    expect(siteOrigin({ brand: brand(null), origin: 'http://a.localhost:3170' })).toBe('http://a.localhost:3170');
  });

  it('keeps the page number, sets the language and drops the path prefix and other parameters', () => {
    const location = { pathname: '/de/explore', search: '?page=2&utm_source=x&lng=pt' };
    expect(pageUrl('https://x.test', location, 'de')).toBe('https://x.test/explore?page=2&lng=de');
    expect(pageUrl('https://x.test', location, 'en')).toBe('https://x.test/explore?page=2');
    expect(pageUrl('https://x.test', { pathname: '/explore', search: '?page=1' })).toBe('https://x.test/explore');
  });
});

// The head of a page opened in `lng` at `search`, as the root's loader data gives it.
function headOf(lng: string, search: string) {
  const root = {
    id: 'root',
    loaderData: {
      brand: brandFixture(),
      locale: { lng, dir: 'ltr', resources: { meta: { pageTitle: '{{page}} · {{brand}}', siteDescription: 'Stays' } }, languages: [] },
      origin: 'http://lisbon-stays.localhost',
    },
  };
  const tags = brandPageMeta([root], () => 'Explore', { location: { pathname: '/explore', search } });
  const links = tags.filter((tag): tag is MetaDescriptor & { rel: string; href: string; hrefLang?: string } => 'tagName' in tag && tag.tagName === 'link');
  const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href);
  const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate').map((link) => [link.hrefLang, link.href]));
  return { canonical, alternates };
}

describe('canonical and hreflang links', () => {
  it('name the fallback language at the bare address, which is also x-default and the canonical of a page opened there', () => {
    const { canonical, alternates } = headOf('en', '?utm_source=mail');
    expect(canonical).toEqual(['http://lisbon-stays.localhost/explore']);
    expect(alternates).toEqual({
      en: 'http://lisbon-stays.localhost/explore',
      de: 'http://lisbon-stays.localhost/explore?lng=de',
      pt: 'http://lisbon-stays.localhost/explore?lng=pt',
      'x-default': 'http://lisbon-stays.localhost/explore',
    });
  });

  it('make the canonical of every language its own hreflang address', () => {
    for (const lng of ['en', 'de', 'pt']) {
      const { canonical, alternates } = headOf(lng, `?lng=${lng}`);
      expect(canonical).toEqual([alternates[lng]]);
    }
  });
});
