import { fallbackLanguage, isSupportedLanguage, type SupportedLanguage } from '@direct/i18n';

export const languageParam = 'lng';
export const languageCookieName = 'direct_console_lng';

export type LanguageSource = 'query' | 'cookie' | 'header' | 'fallback';
export type DetectedLanguage = { lng: SupportedLanguage; source: LanguageSource };

// The console's language: ?lng= (the switcher's links), then the cookie the switcher set, then
// the browser's Accept-Language, then English.
export function detectLanguage(request: Pick<Request, 'url' | 'headers'>): DetectedLanguage {
  const fromQuery = normalizeLanguage(new URL(request.url).searchParams.get(languageParam));
  if (fromQuery) return { lng: fromQuery, source: 'query' };
  const fromCookie = normalizeLanguage(cookieValue(request.headers.get('cookie'), languageCookieName));
  if (fromCookie) return { lng: fromCookie, source: 'cookie' };
  const fromHeader = languageFromAcceptLanguage(request.headers.get('accept-language'));
  if (fromHeader) return { lng: fromHeader, source: 'header' };
  return { lng: fallbackLanguage, source: 'fallback' };
}

// "DE", "de-AT" and "de_AT" mean German; anything unsupported is ignored, not an error.
export function normalizeLanguage(value: string | null | undefined): SupportedLanguage | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : undefined;
}

// The supported language the browser prefers most (RFC 9110 §12.5.4 quality values; q=0 means
// "not this one").
export function languageFromAcceptLanguage(header: string | null | undefined): SupportedLanguage | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { lng: normalizeLanguage(range), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry): entry is { lng: SupportedLanguage; quality: number; index: number } => entry.lng !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.lng;
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
