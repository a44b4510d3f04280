import { fallbackLanguage, isSupportedLanguage, type SupportedLanguage } from '@direct/i18n';

export const languageParam = 'lng';
export const languageCookieName = 'lng';

export type LanguageSource = 'query' | 'cookie' | 'path' | 'fallback';

export type DetectedLanguage = { lng: SupportedLanguage; source: LanguageSource };

// The server's half of the specification's detection order (query string, cookie, local storage,
// html tag, path). Local storage and the html tag only exist in the browser; the browser's
// detector writes the cookie whenever it stores a choice, so the cookie stands in for them here.
export function detectLanguage(request: Pick<Request, 'url' | 'headers'>): DetectedLanguage {
  const url = new URL(request.url);
  const fromQuery = normalizeLanguage(url.searchParams.get(languageParam));
  if (fromQuery) return { lng: fromQuery, source: 'query' };

  const fromCookie = normalizeLanguage(readCookie(request.headers.get('cookie'), languageCookieName));
  if (fromCookie) return { lng: fromCookie, source: 'cookie' };

  const fromPath = languageFromPath(url.pathname);
  if (fromPath) return { lng: fromPath, source: 'path' };

  return { lng: fallbackLanguage, source: 'fallback' };
}

// "/de/…" or "/pt". Exact codes only: the router answers 404 for any other first segment.
export function languageFromPath(pathname: string): SupportedLanguage | undefined {
  const segment = pathname.split('/')[1];
  return isSupportedLanguage(segment) ? segment : undefined;
}

// "DE", "de-AT" and "de_AT" mean German; anything unsupported is ignored, not an error.
export function normalizeLanguage(value: string | null | undefined): SupportedLanguage | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : undefined;
}

export function languageCookie(lng: SupportedLanguage, { secure }: { secure: boolean }): string {
  // Readable by script on purpose: the browser's language detector reads and writes it too.
  const attributes = [`${languageCookieName}=${lng}`, 'Path=/', `Max-Age=${365 * 24 * 60 * 60}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
