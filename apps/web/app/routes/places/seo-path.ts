import { withoutLanguagePrefix } from '../../lib/i18n/language-links.ts';

// The SEO path the API resolves for a page address: without the language prefix ("/de/…"),
// percent-decoded, without trailing slashes. null when it can't be one (malformed escapes, too
// long for the API), which the page answers with its 404.
export function seoPathOf(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(withoutLanguagePrefix(pathname));
  } catch {
    return null;
  }
  path = path.replace(/\/+$/, '');
  if (path === '' || path.length > 500 || !path.startsWith('/')) return null;
  return path;
}
