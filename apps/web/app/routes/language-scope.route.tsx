import { isSupportedLanguage } from '@direct/i18n';
import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { PageTextsData } from '../lib/i18n/page-texts.ts';
import { textsForRoute } from '../lib/i18n/route-texts.server.ts';
import { languageContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/language-scope.route';

// "/:lng?" also matches "/anything", which is a missing page, not a language.
// Every page is a child of this route, so its loader sends the page's own texts (decision record
// 0002), found by the matched page's URL pattern.
export function loader({ params, context, pattern }: Route.LoaderArgs): PageTextsData {
  if (params.lng !== undefined && !isSupportedLanguage(params.lng)) throw data(null, { status: 404 });
  return { pageTexts: textsForRoute(context.get(languageContext), pattern) };
}

// Another page needs other texts, however the guest got there: a link, or a form posted on one
// page whose answer is another (the footer's newsletter form answers on the contact page, with a
// 400 after which React Router would not reload this layout by default). The same page with
// another query or after its own form post keeps its texts.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  if (formMethod !== undefined && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
}

export default function LanguageScope() {
  return <Outlet />;
}
