import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromAcceptLanguage } from './detect-language.ts';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://console.localhost${url}`, { headers });

describe('console language', () => {
  it('takes ?lng= first', () => {
    expect(detectLanguage(request('/sign-in?lng=de', { cookie: 'direct_console_lng=pt', 'accept-language': 'en' }))).toEqual({ lng: 'de', source: 'query' });
  });

  it('then the cookie the switcher set', () => {
    expect(detectLanguage(request('/sign-in', { cookie: 'a=1; direct_console_lng=pt', 'accept-language': 'de' }))).toEqual({ lng: 'pt', source: 'cookie' });
  });

  it('then the browser’s Accept-Language', () => {
    expect(detectLanguage(request('/', { 'accept-language': 'fr-FR,de-AT;q=0.8,en;q=0.5' }))).toEqual({ lng: 'de', source: 'header' });
  });

  it('falls back to English, ignoring unsupported values everywhere', () => {
    expect(detectLanguage(request('/?lng=fr', { cookie: 'direct_console_lng=xx', 'accept-language': 'fr, es;q=0.9' }))).toEqual({ lng: 'en', source: 'fallback' });
  });

  it('ranks Accept-Language by quality, keeping the order of equals, and skips q=0', () => {
    expect(languageFromAcceptLanguage('en;q=0.3, pt;q=0.9, de;q=0.9')).toBe('pt');
    expect(languageFromAcceptLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('PT_br')).toBe('pt');
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage(null)).toBeUndefined();
  });
});
