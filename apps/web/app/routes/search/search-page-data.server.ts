import { data, type RouterContextProvider } from 'react-router';
import { pageStatusFor } from '../../lib/api/route-errors.server.ts';
import { pageError } from '../../lib/catalog/page-errors.server.ts';
import { parsePage } from '../../lib/catalog/pagination.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import { earliestCheckInOnServer } from '../../lib/search/dates.ts';
import { readSearchValues, searchLimits, validateSearch } from '../../lib/search/search-params.ts';
import { amenityCodes, guestFieldErrors, searchPages } from './search.server.ts';

// The page renders pages 1..page of the results (so "load more" without JavaScript is a link to
// the next page that still shows everything before it); with append=1 only that page, for the
// browser's own "load more". Bad values are a 400 page with the form and the messages.
export async function searchPageData({ context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL }) {
  const brand = context.get(brandContext);
  const values = readSearchValues(url.searchParams);
  const append = url.searchParams.get('append') === '1';
  // A page number that is no number is ignored rather than an error.
  const asked = parsePage(url.searchParams.get('page')) ?? 1;
  const page = append ? Math.min(asked, 10_000) : Math.min(asked, searchLimits.pageMax);
  const { criteria, errors, valid } = validateSearch(values, { earliestCheckIn: earliestCheckInOnServer(), amenityCodes });
  if (!valid) return data({ kind: 'invalid' as const, values, errors, criteria }, { status: 400 });
  try {
    const result = await searchPages(brand, criteria, append ? { from: page, to: page } : { from: 1, to: page }, request.signal);
    // The form's values are the criteria's (valuesOf), so the browser derives them (pageValues).
    return {
      kind: 'results' as const,
      criteria: result.criteria,
      from: append ? page : 1,
      to: page,
      items: result.items,
      total: result.total,
      totalIsEstimate: result.totalIsEstimate,
      hasMore: result.hasMore,
      priceRange: result.priceRange,
      amenityCounts: result.amenityCounts,
    };
  } catch (error) {
    const fieldErrors = guestFieldErrors(error);
    if (fieldErrors) return data({ kind: 'invalid' as const, values, errors: fieldErrors, criteria }, { status: 400 });
    // The browser's "load more" shows its own message; an error page would replace the results.
    if (append) {
      console.error('search page failed', error);
      return data({ kind: 'failed' as const, values }, { status: pageStatusFor(error) });
    }
    return pageError(error);
  }
}
