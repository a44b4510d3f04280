import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCookie, languageFromPath, normalizeLanguage } from './detect-language.ts';

function request(path: string, cookie?: string) {
  return new Request(`http://lisbon-stays.localhost:3000${path}`, cookie ? { headers: { cookie } } : {});
}

describe('detectLanguage (server order: query, cookie, path, fallback)', () => {
  it('prefers the query string over cookie and path', () => {
    expect(detectLanguage(request('/pt/?lng=de', 'lng=pt'))).toEqual({ lng: 'de', source: 'query' });
  });

  it('prefers the cookie over the path', () => {
    expect(detectLanguage(request('/de/', 'theme=dark; lng=pt; other=1'))).toEqual({ lng: 'pt', source: 'cookie' });
  });

  it('uses the path prefix when there is no query or cookie', () => {
    expect(detectLanguage(request('/de'))).toEqual({ lng: 'de', source: 'path' });
    expect(detectLanguage(request('/pt/some/page'))).toEqual({ lng: 'pt', source: 'path' });
  });

  it('falls back to English', () => {
    expect(detectLanguage(request('/'))).toEqual({ lng: 'en', source: 'fallback' });
    expect(detectLanguage(request('/deutsch/'))).toEqual({ lng: 'en', source: 'fallback' });
  });

  it('ignores unsupported values and moves on to the next source', () => {
    expect(detectLanguage(request('/de/?lng=fr', 'lng=pt'))).toEqual({ lng: 'pt', source: 'cookie' });
    expect(detectLanguage(request('/de/?lng=', 'lng=xx'))).toEqual({ lng: 'de', source: 'path' });
    expect(detectLanguage(request('/?lng=klingon', 'lng=%E0%A4%A'))).toEqual({ lng: 'en', source: 'fallback' });
  });

  it('accepts region variants and any case in query and cookie', () => {
    expect(detectLanguage(request('/?lng=DE-at')).lng).toBe('de');
    expect(detectLanguage(request('/', 'lng=pt_BR')).lng).toBe('pt');
  });

  it('does not take a cookie whose name merely ends in lng', () => {
    expect(detectLanguage(request('/', 'xlng=de')).source).toBe('fallback');
  });
});

describe('helpers', () => {
  it('reads the language prefix only as an exact first segment', () => {
    expect(languageFromPath('/de/x')).toBe('de');
    expect(languageFromPath('/DE/x')).toBeUndefined();
    expect(languageFromPath('/design')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
  });

  it('normalizes language values', () => {
    expect(normalizeLanguage(' EN ')).toBe('en');
    expect(normalizeLanguage('fr-FR')).toBeUndefined();
    expect(normalizeLanguage(null)).toBeUndefined();
  });

  it('writes a one-year, site-wide, SameSite=Lax cookie', () => {
    expect(languageCookie('de', { secure: false })).toBe('lng=de; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('pt', { secure: true })).toMatch(/; Secure$/);
  });
});
