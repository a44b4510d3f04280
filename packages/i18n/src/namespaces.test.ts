import { describe, expect, it } from 'vitest';
import { en } from './catalogs/en.ts';
import { mergeTexts, namespaces, pickTexts } from './namespaces.ts';

describe('namespaces', () => {
  it('are the top-level parts of the catalog', () => {
    expect(namespaces).toContain('shell');
    expect(namespaces).toContain('checkin');
    expect(namespaces).toHaveLength(Object.keys(en).length);
  });

  it('picks whole namespaces and single parts of one', () => {
    expect(pickTexts(en, ['nav', 'contact.optional'])).toEqual({ nav: en.nav, contact: { optional: en.contact.optional } });
  });

  it('picks a plural text by its base key', () => {
    expect(pickTexts(en, ['catalog.reviewCount'])).toEqual({ catalog: { reviewCount_one: en.catalog.reviewCount_one, reviewCount_other: en.catalog.reviewCount_other } });
  });

  it('refuses a selection the catalog has no texts for', () => {
    expect(() => pickTexts(en, ['contact.nothing' as 'contact'])).toThrow(/contact\.nothing/);
  });

  it('merges parts of one namespace from several selections', () => {
    const merged = mergeTexts(pickTexts(en, ['contact.honeypot']), pickTexts(en, ['contact.optional', 'nav']), undefined);
    expect(merged).toEqual({ contact: { honeypot: en.contact.honeypot, optional: en.contact.optional }, nav: en.nav });
  });
});
