import { ApiError } from '@direct/api-client';
import { apiFailure, invalidQuery } from '../../../lib/api/json-answers.server.ts';
import { choiceFor, getQuote, selectionFor } from '../booking/booking.server.ts';
import { voucherErrorIn } from '../booking/reserve.ts';
import { checkReserveQuery } from '../booking/resource-query.ts';
import { quoteView } from '../booking/views.ts';
import { localeData } from '../../../lib/i18n/locale-data.server.ts';
import { translatorFor } from '../../../lib/i18n/translation-context.tsx';
import { todayUtc } from '../dates.ts';
import { maxStayNights } from '../property.server.ts';
import { brandContext, languageContext } from '../../../lib/request-context.server.ts';
import type { Route } from './+types/booking-quote.route';

// The overlay's itemised total for what the guest chose (POST /apis/booking_quotes; nothing is
// stored): GET /resources/booking-quote?property=&plan=&checkIn=&checkOut=&guests=&children=
// &addOn=<id>x<quantity>&voucher=<code> (&lng=). Answers { quote } as text in the guest's
// language, or the API's 400 with field voucher_codes.N and reason invalid_voucher,
// voucher_not_combinable or voucher_already_applied (and { voucherError } for the overlay), or the
// API's 409 when the stay can no longer be booked.
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const checked = checkReserveQuery(url.searchParams, todayUtc(), maxStayNights, true);
  if (!checked.ok) return invalidQuery(checked.fields);
  const { property, stay, plan, addOns, vouchers } = checked.value;
  const brand = context.get(brandContext);
  const lng = context.get(languageContext);
  const choice = choiceFor(brand.id, property, plan, stay)!;
  try {
    const quote = await getQuote(selectionFor(choice, { addOns, vouchers }, lng), request.signal);
    return Response.json({ quote: quoteView(quote, translatorFor(localeData(lng)), lng) }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    if (error instanceof ApiError && error.code === 'validation_failed') {
      return Response.json(
        { error: { code: error.code, message: error.message, fields: error.fields }, voucherError: voucherErrorIn(error.fields) },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      );
    }
    // The stay was taken or closed meanwhile (e.g. the guest's own hold, made as this quote was on
    // its way): the API's answer for the guest, not a failure of ours.
    if (error instanceof ApiError && error.status === 409) {
      return Response.json({ error: { code: error.code, message: error.message, fields: error.fields } }, { status: 409, headers: { 'cache-control': 'no-store' } });
    }
    return apiFailure(error, 'booking quote');
  }
}
