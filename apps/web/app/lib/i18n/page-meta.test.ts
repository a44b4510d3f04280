import { describe, expect, it } from 'vitest';
import { pageUrl, siteOrigin } from './page-meta.ts';

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
    expect(pageUrl('https://x.test', { pathname: '/explore', search: '?page=1' })).toBe('https://x.test/explore');
  });
});
