import { describe, expect, it } from 'vitest';
import { homePathFor, languageSwitchHref, withoutLanguagePrefix } from './language-links.ts';

describe('language links', () => {
  it('switches the current page by query, keeping other parameters', () => {
    expect(languageSwitchHref({ pathname: '/', search: '' }, 'de')).toBe('/?lng=de');
    expect(languageSwitchHref({ pathname: '/search', search: '?guests=2&lng=en' }, 'pt')).toBe(
      '/search?guests=2&lng=pt',
    );
  });

  it('drops a language prefix from the path', () => {
    expect(languageSwitchHref({ pathname: '/de/search', search: '' }, 'pt')).toBe('/search?lng=pt');
    expect(languageSwitchHref({ pathname: '/pt', search: '' }, 'en')).toBe('/?lng=en');
    expect(withoutLanguagePrefix('/design')).toBe('/design');
  });

  it('keeps the language prefix for the home link', () => {
    expect(homePathFor('/de/anything')).toBe('/de');
    expect(homePathFor('/anything')).toBe('/');
  });
});
