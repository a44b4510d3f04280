import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

describe('robots.txt', () => {
  const text = robotsTxt('https://lisbon.example');

  it('allows everything but the JSON resources and search results with a query, in every language', () => {
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /resources/\n');
    for (const prefix of ['', '/en', '/de', '/pt']) expect(text).toContain(`Disallow: ${prefix}/search?\n`);
    expect(text).not.toMatch(/Disallow: \/search\n/);
  });

  it('names the sitemap on the brand origin', () => {
    expect(text).toContain('Sitemap: https://lisbon.example/sitemap.xml\n');
  });
});
