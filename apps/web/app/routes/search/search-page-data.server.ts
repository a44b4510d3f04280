import { data, type RouterContextProvider } from 'react-router';
import { pageStatusFor } from '../../lib/api/route-errors.server.ts';
import { pageError } from '../../lib/catalog/page-errors.server.ts';
import { parsePage } from '../../lib/catalog/pagination.ts';
import { sendOnce } from '../../lib/react/served-once.server.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { earliestCheckInOnServer } from '../../lib/search/dates.ts';
import { readSearchValues, searchLimits, validateSearch } from '../../lib/search/search-params.ts';
import { searchEmptyTexts, searchErrorTexts } from './state-texts.server.ts';
import type { ResultItem } from './results.ts';
import { amenityCodes, guestFieldErrors, searchPages } from './search.server.ts';

// The page renders pages 1..page of the results (so "load more" without JavaScript is a link to
// the next page that still shows everything before it). With append=1 it answers the browser's own
// requests for part of the list: only that page ("load more"), or pages from..page (the map, for
// the cards a document load served as markup: served-card.tsx). Bad values are a 400 page with
// the form and the messages.
export async function searchPageData({ context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL }) {
  const brand = context.get(brandContext);
  const values = readSearchValues(url.searchParams);
  const append = url.searchParams.get('append') === '1';
  // A page number that is no number is ignored rather than an error.
  const asked = parsePage(url.searchParams.get('page')) ?? 1;
  const page = append ? Math.min(asked, 10_000) : Math.min(asked, searchLimits.pageMax);
  // Never more pages at once than a page without JavaScript shows (one API call each).
  const askedFrom = (url.searchParams.has('from') && parsePage(url.searchParams.get('from'))) || page;
  const from = append ? Math.min(page, Math.max(askedFrom, page - searchLimits.pageMax + 1)) : 1;
  const { criteria, errors, valid } = validateSearch(values, { earliestCheckIn: earliestCheckInOnServer(), amenityCodes });
  // A search with errors brings their messages, one that found nothing its empty state's texts
  // (state-texts.server.ts).
  const errorTexts = () => searchErrorTexts(context.get(languageContext));
  if (!valid) return data({ kind: 'invalid' as const, values, errors, criteria, errorTexts: errorTexts() }, { status: 400 });
  try {
    const result = await searchPages(brand, criteria, { from, to: page }, request.signal, context.get(languageContext));
    // The form's values are the criteria's (valuesOf), so the browser derives them (pageValues).
    const results = {
      kind: 'results' as const,
      criteria: result.criteria,
      from,
      to: page,
      // Absent in the browser after a document load: the cards' markup has them (sendOnce,
      // served-card.tsx).
      items: result.items as ResultItem[] | undefined,
      total: result.total,
      totalIsEstimate: result.totalIsEstimate,
      hasMore: result.hasMore,
      priceRange: result.priceRange,
      amenityCounts: result.amenityCounts,
      ...(result.total === 0 || result.items.length === 0 ? { emptyTexts: searchEmptyTexts(context.get(languageContext)) } : {}),
    };
    return sendOnce(results, 'items', request);
  } catch (error) {
    const fieldErrors = guestFieldErrors(error);
    if (fieldErrors) return data({ kind: 'invalid' as const, values, errors: fieldErrors, criteria, errorTexts: errorTexts() }, { status: 400 });
    // The browser's "load more" shows its own message; an error page would replace the results.
    if (append) {
      console.error('search page failed', error);
      return data({ kind: 'failed' as const, values }, { status: pageStatusFor(error) });
    }
    return pageError(error);
  }
}
