import { localeData } from '../../../lib/i18n/locale-data.server.ts';
import { translatorFor } from '../../../lib/i18n/translation-context.tsx';
import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { getAddOns } from '../booking/booking.server.ts';
import { checkReserveQuery } from '../booking/resource-query.ts';
import { addOnsView } from '../booking/views.ts';
import { todayUtc } from '../dates.ts';
import { maxStayNights } from '../property.server.ts';
import { brandContext, languageContext } from '../../../lib/request-context.server.ts';
import type { Route } from './+types/add-ons.route';

// The upsell popup's offer: the property's add-ons (extras, early check-in and late check-out
// slots) priced for the stay, as text in the guest's language.
// GET /resources/add-ons?property=&checkIn=&checkOut=&guests=&children= (&lng=)
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const checked = checkReserveQuery(url.searchParams, todayUtc(), maxStayNights, false);
  if (!checked.ok) return invalidQuery(checked.fields);
  const { property, stay } = checked.value;
  const lng = context.get(languageContext);
  try {
    const addOns = await getAddOns(context.get(brandContext), property, stay, request.signal, lng);
    return Response.json({ data: addOnsView(addOns, translatorFor(localeData(lng)), lng) }, { headers: { 'cache-control': 'private, max-age=60' } });
  } catch (error) {
    return apiFailure(error, 'add-ons');
  }
}
