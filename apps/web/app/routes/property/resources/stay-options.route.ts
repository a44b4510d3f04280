import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { getCalendar, maxCalendarSpan } from '../property.server.ts';
import { checkCalendarQuery } from '../resource-query.ts';
import { brandContext } from '../../../lib/request-context.server.ts';
import { revalidatedJson } from './revalidated-json.server.ts';
import type { Route } from './+types/stay-options.route';

// The date picker's data for the months the guest looks at: per date the lowest price, the
// minimum stay for an arrival that day and whether arrival and departure are allowed, for the
// guests chosen. GET /resources/stay-options?property=&from=&to=&guests=&children=
// A proxy of rate_and_availability so the browser never holds the API's token. Never served
// from the browser's cache unchecked: a booking just made must show its nights taken at once.
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const checked = checkCalendarQuery(url.searchParams, maxCalendarSpan);
  if (!checked.ok) return invalidQuery(checked.fields);
  const { property, from, to, adults, children } = checked.value;
  const brand = context.get(brandContext);
  try {
    const answer = await getCalendar(brand, property, { from, to }, { adults, children }, request.signal);
    return revalidatedJson(request, answer);
  } catch (error) {
    return apiFailure(error, 'stay options');
  }
}
