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

// Another page needs other texts; the same page with another query or after a form post keeps its.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function LanguageScope() {
  return <Outlet />;
}
