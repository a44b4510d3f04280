import type { GuestsInfo } from '@direct/contracts';
import { Button, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { data, Form, useLocation } from 'react-router';
import { CheckinNotice, CheckinSummary } from './components/checkin-summary.tsx';
import { GuestFieldset, guestErrorText } from './components/guest-fieldset.tsx';
import { api } from '../../lib/api/api.server.ts';
import { loadGuestsInfo, saveGuests, type StepAnswer } from './checkin.server.ts';
import { CountryList } from './components/country-list.tsx';
import { countryName } from './countries.ts';
import { orderedErrorKeys, type GuestFormState } from './guest-form.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { TranslationKey } from '@direct/i18n/translator';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import checkinStyles from './checkin.css?url';
import type { Route } from './+types/checkin-guests.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkinStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('checkin.guests.heading'), { noindex: true });
}

const countryListId = 'checkin-countries';

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// Step 2: a fieldset per guest (the booker first, adults then children). Saved by a plain POST;
// problems come back per field in the page's language with everything typed kept.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const answer = await loadGuestsInfo(api, context.get(brandContext), { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  return data<StepAnswer<GuestsInfo>>(answer, { headers, status: answer.kind === 'cancelled' ? 410 : 200 });
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'guests') throw data(null, { status: 400 });
  const result = await saveGuests(api, { bookingCode: params.bookingCode, accessToken: params.accessToken }, url.pathname, form, context.get(languageContext), request.signal);
  if (result instanceof Response) return result;
  return data<GuestFormState>(result, { status: 400, headers: { 'cache-control': 'no-store' } });
}

export default function CheckinGuestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) summaryRef.current?.focus();
  }, [actionData]);
  if (loaderData.kind !== 'open') return <CheckinNotice kind={loaderData.kind} paymentPath={loaderData.kind === 'unpaid' ? localizedPath(pathname, loaderData.paymentPath) : undefined} />;
  const { info } = loaderData;
  const lng = i18n.language;
  const guests = actionData?.values ?? info.guests;
  const errors = actionData?.errors ?? {};
  const errorKeys = orderedErrorKeys(errors, guests.length);
  const accessToken = decodeURIComponent(pathname.split('/').at(-1) ?? '');
  const hub = localizedPath(pathname, `/booking/checkin/${encodeURIComponent(info.bookingCode)}/${encodeURIComponent(accessToken)}`);
  // "Adult 2", "Child 1"…: the summary says whose field it is.
  const labels = guests.reduce<{ adults: number; children: number; labels: string[] }>(
    (acc, guest, index) => {
      if (guest.is_adult) acc.adults += 1;
      else acc.children += 1;
      acc.labels.push(index === 0 ? t('checkin.guests.booker') : guest.is_adult ? t('checkin.guests.adult', { number: acc.adults }) : t('checkin.guests.child', { number: acc.children }));
      return acc;
    },
    { adults: 0, children: 0, labels: [] },
  ).labels;
  let adults = 0;
  let children = 0;

  return (
    <div className="container checkin-page">
      <header className="checkin-head">
        <p className="checkin-note">
          <a href={hub}>{t('checkin.hub.heading')}</a>
        </p>
        <h1>{t('checkin.guests.heading')}</h1>
        <p className="checkin-head__intro">{t('checkin.guests.intro')}</p>
        {info.authority && info.countryCode && <p className="checkin-note">{t('checkin.guests.countryNote', { country: countryName(info.countryCode, lng) })}</p>}
      </header>
      <div className="aside-layout aside-layout--wide">
        <Form method="post" noValidate className="aside-layout__main checkin-form" aria-label={t('checkin.guests.heading')}>
          <input type="hidden" name="intent" value="guests" />
          <input type="hidden" name="guest_count" value={guests.length} />
          {actionData && (errorKeys.length > 0 || actionData.formError) && (
            <Notice ref={summaryRef} tone="error" boxed focusable>
              {actionData.formError === 'guest_count' && <p>{t('checkin.guests.guestCount', { adults: info.adults, children: info.children })}</p>}
              {actionData.formError && actionData.formError !== 'guest_count' && <p>{t('checkin.errors.generic')}</p>}
              {errorKeys.length > 0 && (
                <>
                  <p>
                    <strong>{t('checkin.guests.errorSummary', { count: errorKeys.length })}</strong>
                  </p>
                  <ul>
                    {errorKeys.map((key) => {
                      const [, index, field] = key.split('.');
                      return (
                        <li key={key}>
                          <a href={`#g${index}-${field}`}>
                            {labels[Number(index)]} – {t(`checkin.fields.${field}` as TranslationKey)}: {guestErrorText(t, errors[key]!.reason)}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
            </Notice>
          )}
          {guests.map((guest, index) => {
            const number = guest.is_adult ? ++adults : ++children;
            return <GuestFieldset key={index} index={index} guest={guest} number={number} countryCode={info.countryCode} checkIn={info.checkIn} errors={errors} countryListId={countryListId} />;
          })}
          <CountryList id={countryListId} lng={lng} />
          <div className="form-actions">
            <Button type="submit">{t('checkin.guests.submit')}</Button>
          </div>
        </Form>
        <aside className="aside-layout__aside">
          <CheckinSummary booking={{ code: info.bookingCode, propertyName: info.propertyName, checkIn: info.checkIn, checkOut: info.checkOut, adults: info.adults, children: info.children }} />
        </aside>
      </div>
    </div>
  );
}
