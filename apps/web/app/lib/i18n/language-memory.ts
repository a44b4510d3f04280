import type { SupportedLanguage } from '@direct/i18n';
import { useEffect } from 'react';
import { languageCookie, languageCookieName, languageFromPath, languageParam, normalizeLanguage } from './detect-language.ts';

// The browser's half of the detection order (query string, cookie, local storage, html tag,
// path): the server already used the query, the cookie and the path; the html tag is what the
// server rendered. What is left is local storage, which only the browser can read. A language
// remembered there but missing from the cookie (cookies cleared) wins over the path and the
// default, so the page reloads once in that language. Only an explicit choice (?lng=, what the
// language switcher sends) is remembered: a shared /de/… link read once must not turn every
// later visit German.
export function useLanguageMemory(lng: SupportedLanguage): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const stored = readStored();
    const cookieSet = document.cookie.split(';').some((part) => part.trim().startsWith(`${languageCookieName}=`));
    if (!cookieSet && stored && stored !== lng && !url.searchParams.has(languageParam) && !languageFromPath(url.pathname)) {
      url.searchParams.set(languageParam, stored);
      window.location.replace(url);
      return;
    }
    if (!url.searchParams.has(languageParam)) return;
    try {
      window.localStorage.setItem(languageCookieName, lng);
    } catch {
      // Storage can be disabled (private modes); the cookie still remembers the choice.
    }
    document.cookie = languageCookie(lng, { secure: url.protocol === 'https:' });
  }, [lng]);
}

function readStored(): string | undefined {
  try {
    return normalizeLanguage(window.localStorage.getItem(languageCookieName));
  } catch {
    return undefined;
  }
}
