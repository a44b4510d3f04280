import type { SupportedLanguage } from '@direct/i18n';
import { languageFromPath, languageParam } from './detect-language.ts';

// Link that switches the current page to another language. A plain link with ?lng= works without
// JavaScript; the server then stores the choice in the cookie. A language prefix in the path is
// dropped so the query is the one source of truth for this request.
export function languageSwitchHref(location: { pathname: string; search: string }, lng: SupportedLanguage): string {
  const params = new URLSearchParams(location.search);
  params.set(languageParam, lng);
  return `${withoutLanguagePrefix(location.pathname)}?${params.toString()}`;
}

// Home of the language the page was opened in by path ("/de/…" → "/de"), else "/".
export function homePathFor(pathname: string): string {
  const lng = languageFromPath(pathname);
  return lng ? `/${lng}` : '/';
}

export function withoutLanguagePrefix(pathname: string): string {
  const lng = languageFromPath(pathname);
  if (!lng) return pathname;
  const rest = pathname.slice(lng.length + 1);
  return rest === '' ? '/' : rest;
}

// A site path in the language the page was opened in by path ("/explore" on "/de/…" → "/de/explore").
export function localizedPath(currentPathname: string, path: string): string {
  const lng = languageFromPath(currentPathname);
  return lng ? `/${lng}${path === '/' ? '' : path}` : path;
}
