import type { RouterContextProvider } from 'react-router';
import { ApiError } from '@direct/api-client';
import { pageStatusFor } from '../../lib/api/route-errors.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { parsePage } from '../../lib/catalog/pagination.ts';
import { pageUrl, siteOrigin } from '../../lib/i18n/page-meta.ts';
import { localeData } from '../../lib/i18n/locale-data.server.ts';
import { translatorFor } from '../../lib/i18n/translation-context.tsx';
import type { TranslationKey } from '@direct/i18n/translator';
import { isDataRequest, sendOnce } from '../../lib/react/served-once.server.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { overlayState } from './booking/overlay-state.server.ts';
import { reserveResultContext } from './booking/reserve-context.server.ts';
import { otherOptions, overlayLinks } from './components/overlay-body.tsx';
import { todayUtc } from './dates.ts';
import { vacationRentalJsonLd } from './json-ld.ts';
import { propertyView, rateChoices, ratesView, withoutLines, type RateChoice } from './page-view.ts';
import { reviewsView } from './review-view.ts';
import { getProperty, getRates, getReviews, maxStayNights, resolvePropertyId } from './property.server.ts';
import { staticHtml } from './render.server.tsx';
import { galleryImage, type GalleryImage } from './gallery-image.ts';
import { parseStay, stayParams } from './stay-query.ts';

// A property at its SEO address (/stays/<city>/<property>), with the stay from the query
// (?checkIn=&checkOut=&guests=&children=): the rates for it are rendered on the server, so the
// page works before (and without) JavaScript.
export async function propertyPageData({ context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL }) {
  const brand = context.get(brandContext);
  const lng = context.get(languageContext);
  const id = await resolvePropertyId(brand, url.pathname, request.signal).catch(pageError);
  if (id === undefined) notFound();
  const today = todayUtc();
  const { stay, complete, problem } = parseStay(url.searchParams, today, maxStayNights);
  const loadReviews = (page: number) =>
    getReviews(brand, id, page, request.signal).catch((error: unknown) => {
      if (pageStatusFor(error) !== 404) console.error('property reviews failed', error);
      return null;
    });
  let reviewsPage = parsePage(url.searchParams.get('reviews')) ?? 1;
  const [property, rates, firstReviews] = await Promise.all([
    getProperty(brand, id, lng, request.signal).catch(pageError),
    getRates(brand, id, stay, complete, request.signal, lng).then(
      (answer) => ({ ok: true as const, options: answer.data, nights: answer.stay?.nights ?? null }),
      (error: unknown) => rateFailure(error),
    ),
    loadReviews(reviewsPage),
  ]);
  let reviews = firstReviews;
  // ?reviews= past the last page (an old link): the newest reviews instead of an empty page.
  if (reviews && reviews.data.length === 0 && reviewsPage > 1) {
    reviewsPage = 1;
    reviews = await loadReviews(1);
  }
  const origin = siteOrigin({ brand, origin: url.origin });
  const canonicalPath = property.seo?.completeRoute ?? property.route?.completeRoute ?? url.pathname;
  const locale = localeData(lng);
  const t = translatorFor(locale);
  const jsonLd = vacationRentalJsonLd(property, {
    origin,
    url: pageUrl(origin, { pathname: canonicalPath, search: '' }, lng),
    brandName: brand.name,
    lng,
    reviews: reviews?.summary ?? null,
    amenityName: (code) => t(`amenity.${code}` as TranslationKey),
  });
  const language = url.searchParams.get('lng');
  // The chosen rate (?plan=<unit type>-<rate plan>, from Reserve without JavaScript).
  const plan = /^\d{1,10}-\d{1,10}$/.test(url.searchParams.get('plan') ?? '') ? url.searchParams.get('plan') : null;
  const view = propertyView(property, t, lng, url.pathname);
  // The host writes the SEO descriptions once, in the brand's language; other languages describe
  // the property with its summary in that language (or its fallback), not with another language's text.
  const seo = lng === brand.defaultLanguage ? property.seo : null;
  // ?rates=all: every rate, where the page lists the first ones of a property with many (decision 0053).
  const listing = { all: url.searchParams.get('rates') === 'all', plan, allHref: allRatesHref(url) };
  const ratesPart = ratesView({ property, stay, complete, problem, maxNights: maxStayNights, rates, listing }, t, lng);
  const reviewsPart = reviews ? reviewsView(reviews, reviewsPage, t, lng, (page) => reviewsHref(url, page)) : null;
  const { groups: _groups, ...ratesHead } = ratesPart;
  const choices = rateChoices(ratesPart);
  const stayInputs: [string, string][] = [...stayParams(stay), ...(language ? [['lng', language] as [string, string]] : [])];
  const choice = plan ? choices[plan] : undefined;
  const reserve = url.searchParams.get('reserve') === '1';
  // ?reserve=1 (Reserve without JavaScript, or after posting the form): the overlay, open.
  const overlay =
    reserve && choice && plan
      ? {
          choice,
          pathname: url.pathname,
          stayInputs,
          state: await overlayState({ brand, propertyId: id, plan, stay, lng, t, result: context.get(reserveResultContext) }, request.signal),
          others: otherOptions(choices, plan, url.pathname, stayInputs),
          ...overlayLinks(url.pathname, stayInputs),
        }
      : null;
  // A document with the overlay open (?reserve=1, the page without JavaScript or reloaded) leaves
  // the details and reviews behind the dialog out: closing it loads the page's address without
  // reserve=1 (a link, or a client navigation with JavaScript), which brings them. Issue 10 §3.
  const behindOverlay = overlay !== null && !isDataRequest(request);
  const page = {
    // What the browser renders or acts on itself; the text-only parts come as HTML.
    property: {
      id: view.id,
      name: view.name,
      // Absent in the browser after a document load: the gallery's markup has them (sendOnce).
      images: view.images.map(galleryImage) as GalleryImage[] | undefined,
      position: view.position,
      maxOccupancy: view.maxOccupancy,
      // With dates, what the stay costs all-in; without, the honest average (decision 0030).
      fromPrice: ratesPart.stayPrice ?? view.fromPrice,
    },
    // Absent in the browser after a document load: the markup has them (sendOnce).
    html: staticHtml(locale, {
      property: view,
      rates: ratesPart,
      plan,
      reviews: behindOverlay ? null : reviewsPart,
      details: !behindOverlay,
      overlay,
    }) as ReturnType<typeof staticHtml> | undefined,
    rates: {
      ...ratesHead,
      options: ratesPart.groups.length,
      // Absent in the browser after a document load: the rate list's markup has them (sendOnce).
      choices: withoutLines(choices) as Record<string, RateChoice> | undefined,
    },
    reviews: behindOverlay || !reviewsPart ? null : { page: reviewsPart.page, lastPage: reviewsPart.lastPage, moreHref: reviewsPart.moreHref, shown: reviewsPart.items.length },
    stay,
    // The stay (and an explicit language) as hidden fields of the page's GET forms.
    stayInputs,
    plan,
    reserve,
    today,
    maxNights: maxStayNights,
    meta: {
      title: property.name,
      path: canonicalPath,
      // These three and the JSON-LD are absent in the browser after a document load: the head
      // has them (sendOnce, served-head.ts).
      description: (seo?.metaDescription || property.summary) as string | undefined,
      twitter: (seo?.twitterDescription ?? null) as string | null | undefined,
      facebook: (seo?.facebookDescription ?? null) as string | null | undefined,
      image: property.images[0]?.url ?? null,
      // The open reservation form (?reserve=1) is a form's state, not a page to index: it says
      // noindex and leaves the structured data to the property's own address.
      jsonLd: reserve ? undefined : (jsonLd as typeof jsonLd | undefined),
    },
  };
  for (const key of ['description', 'twitter', 'facebook', 'jsonLd'] as const) sendOnce(page.meta, key, request);
  sendOnce(page.property, 'images', request);
  sendOnce(page.rates, 'choices', request);
  return sendOnce(page, 'html', request);
}

// The page as it is (stay, language, chosen rate, reviews page) with every rate, back at the rates.
export function allRatesHref(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('reserve');
  params.set('rates', 'all');
  return `${url.pathname}?${params.toString()}#rates`;
}

function reviewsHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page > 1) params.set('reviews', String(page));
  else params.delete('reviews');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}#reviews`;
}

// The rates failing must not take the rest of the page with them; dates the API refuses (say,
// an arrival that has passed where the property is) are the guest's to correct.
function rateFailure(error: unknown): { ok: false; invalidDates: boolean } {
  const invalidDates = error instanceof ApiError && error.code === 'validation_failed';
  if (!invalidDates) console.error('property rates failed', error);
  return { ok: false, invalidDates };
}
