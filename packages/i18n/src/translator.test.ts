import { catalogs } from './index.ts';
import { describe, expect, it } from 'vitest';
import { createTranslator, type TranslationKey } from './translator.ts';

describe('createTranslator', () => {
  const en = createTranslator('en', catalogs.en);
  const de = createTranslator('de', catalogs.de);

  it('looks up nested keys and fills placeholders', () => {
    expect(en('nav.home')).toBe('Home');
    expect(en('meta.pageTitle', { page: 'Blog', brand: 'Lisbon Stays' })).toBe('Blog · Lisbon Stays');
    expect(de('shell.copyright', { year: 2026, brand: 'Alpine' })).toBe('© 2026 Alpine');
  });

  it('chooses the plural form by the language’s rules', () => {
    expect(en('explore.count', { count: 1 })).toBe('1 property');
    expect(en('explore.count', { count: 12 })).toBe('12 properties');
    expect(en('explore.count', { count: 0 })).toBe('0 properties');
    expect(de('explore.count', { count: 1 })).toMatch(/^1 /);
  });

  it('counts the European Portuguese way: 0 and fractions take the plural', () => {
    const pt = createTranslator('pt', catalogs.pt);
    const one = pt('explore.count', { count: 1 });
    const many = pt('explore.count', { count: 2 });
    expect(one).not.toBe(many.replace(/^2/, '1'));
    expect(pt('explore.count', { count: 0 })).toBe(many.replace(/^2/, '0'));
  });

  it('prefers a _zero text for a count of 0 when the catalog has one', () => {
    const t = createTranslator('en', { ...catalogs.en, explore: { ...catalogs.en.explore, count_zero: 'No properties' } } as typeof catalogs.en);
    expect(t('explore.count', { count: 0 })).toBe('No properties');
    expect(t('explore.count', { count: 2 })).toBe('2 properties');
  });

  it('shows a missing key as the key and leaves unknown placeholders visible', () => {
    expect(en('nav.nowhere' as TranslationKey)).toBe('nav.nowhere');
    expect(en('meta.pageTitle', { page: 'Blog' })).toBe('Blog · {{brand}}');
  });

  it('answers the same when asked again (each key is looked up once), missing keys and namespaces included', () => {
    const t = createTranslator('en', catalogs.en);
    for (let round = 0; round < 2; round++) {
      expect(t('nav.home')).toBe('Home');
      expect(t('nav.nowhere' as TranslationKey)).toBe('nav.nowhere');
      expect(t('nav' as TranslationKey)).toBe('nav');
      expect(t('nav.home.deeper' as TranslationKey)).toBe('nav.home.deeper');
      expect(t('explore.count', { count: round + 1 })).toBe(round === 0 ? '1 property' : '2 properties');
    }
  });

  it('writes quantities the language’s way, and leaves codes and years as given', () => {
    const texts = { review: { limit: '{{max}} Zeichen, {{percent}} %, Code {{code}}, © {{year}}' } } as unknown as Parameters<typeof createTranslator>[1];
    expect(createTranslator('de', texts)('review.limit' as TranslationKey, { max: 12000, percent: 12.5, code: 123456, year: 2026 })).toBe('12.000 Zeichen, 12,5 %, Code 123456, © 2026');
    expect(createTranslator('en', texts)('review.limit' as TranslationKey, { max: 2000, percent: 12.5, code: 123456, year: 2026 })).toBe('2000 Zeichen, 12.5 %, Code 123456, © 2026');
  });

  it('does not escape values (React escapes on render)', () => {
    expect(en('meta.siteDescription', { brand: 'Tom & Jerry <Stays>' })).toContain('Tom & Jerry <Stays>');
  });
});
