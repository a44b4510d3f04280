import { data, redirect, redirectDocument, type ShouldRevalidateFunctionArgs } from 'react-router';
import { brandMeasures } from '../../lib/measurement/measured-pages.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { localeData } from '../../lib/i18n/locale-data.server.ts';
import { translatorFor } from '../../lib/i18n/translation-context.tsx';
import { todayUtc } from './dates.ts';
import { reserveAction } from './booking/reserve-action.server.ts';
import { reserveResultContext } from './booking/reserve-context.server.ts';
import { reserveIntents } from './booking/reserve.ts';
import { maxStayNights, resolvePropertyId } from './property.server.ts';
import { propertyPageData } from './property-page-data.server.ts';
import { parseStay } from './stay-query.ts';
import { servedDescriptions, servedJsonLd } from './served-head.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { PropertyPage } from './components/property-page.tsx';
import propertyStyles from './property.css?url';
import type { Route } from './+types/property.route';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: propertyStyles }];

export function loader({ context, request, url }: Route.LoaderArgs) {
  return propertyPageData({ context, request, url });
}

// The reservation overlay's form: Reserve (a booking request that holds the dates, then the
// payment page) and, without JavaScript, Apply / Remove voucher and Update total. Errors come back
// per field with everything the guest typed; never a 500 for bad input.
export async function action({ context, request, url }: Route.ActionArgs) {
  const brand = context.get(brandContext);
  const lng = context.get(languageContext);
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent') ?? 'reserve';
  if (!form || typeof intent !== 'string' || !(reserveIntents as readonly string[]).includes(intent)) throw data(null, { status: 400 });
  const id = await resolvePropertyId(brand, url.pathname, request.signal).catch(pageError);
  if (id === undefined) notFound();
  const answer = await reserveAction({
    form,
    intent,
    brandId: brand.id,
    propertyId: id,
    url,
    plan: url.searchParams.get('plan'),
    stay: parseStay(url.searchParams, todayUtc(), maxStayNights).stay,
    lng,
    t: translatorFor(localeData(lng)),
    signal: request.signal,
  });
  // Where the brand's tags may be running on this page, the payment page opens as a new document,
  // which carries none (decision 0033).
  if ('redirect' in answer) return (brandMeasures(brand) ? redirectDocument : redirect)(answer.redirect, 303);
  // The loader of a post without JavaScript renders the overlay with it.
  context.set(reserveResultContext, answer.result);
  return data(answer.result, { status: answer.status });
}

// Posting the reservation form changes nothing the page shows (the overlay shows the answer, a
// success leaves the page); only a new stay (a GET) reloads it.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? false : defaultShouldRevalidate;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { meta } = loaderData;
  const jsonLd = meta.jsonLd ?? servedJsonLd();
  const descriptions = meta.description === undefined ? servedDescriptions() : meta;
  return brandPageMeta(matches, () => meta.title, {
    // The canonical address is the property's own; the stay in the query is not part of it.
    location: { pathname: meta.path, search: '' },
    description: descriptions.description,
    twitterDescription: descriptions.twitter,
    facebookDescription: descriptions.facebook,
    image: meta.image,
    noindex: loaderData.reserve,
    extra: jsonLd ? [{ 'script:ld+json': jsonLd }] : [],
  });
}

export default function Property({ loaderData }: Route.ComponentProps) {
  return <PropertyPage data={loaderData} />;
}

