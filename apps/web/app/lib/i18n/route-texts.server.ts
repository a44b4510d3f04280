import { catalogs, pickTexts, type SupportedLanguage, type TextSelection, type Texts } from '@direct/i18n';

// Which texts each page uses beyond the shell's (decision record 0002). Keyed by the page's URL
// pattern under the language prefix (routes.ts), so route modules can move between folders without
// touching this table; route-texts.server.test.ts checks every page of routes.ts has an entry and
// that no page receives an email text. A text missing here shows as its key, which the
// end-to-end tests of that page would catch. Where a page uses a small part of a big namespace,
// only that part is listed; texts the server renders into static HTML (the property page's
// details, rates and reviews) come from the whole catalog on the server and need no listing.
export const routeTexts: Record<string, readonly TextSelection[]> = {
  '': ['home', 'catalog', 'search.prompt', 'search.suggestions', 'search.errors'],
  explore: ['explore', 'catalog', 'pagination'],
  // The search's error messages come with a search that has errors, its empty state's texts with
  // one that found nothing (routes/search/state-texts.server.ts).
  search: [
    'search.title',
    'search.titleWithPlace',
    'search.metaDescription',
    'search.prompt',
    'search.suggestions',
    'search.results.count',
    'search.results.countAbout',
    'search.results.nights',
    'search.results.adults',
    'search.results.children',
    'search.results.anyDates',
    'search.results.workTrip',
    'search.results.addDatesHint',
    'search.results.stayTotal',
    'search.results.perNight',
    'search.results.allIn',
    'search.results.promotion',
    'search.results.showing',
    'search.results.loadMore',
    'search.results.loadingMore',
    'search.results.loadedMore',
    'search.results.loadMoreFailed',
    'search.filters',
    'search.map',
    'catalog',
    'amenity',
  ],
  destinations: ['destinations', 'catalog'],
  'destinations/*': ['places.breadcrumbs', 'places.city', 'explore.count', 'catalog', 'pagination'],
  hosts: ['hosts', 'catalog', 'pagination'],
  'hosts/*': ['places.breadcrumbs', 'places.host', 'explore.count', 'catalog', 'pagination'],
  // The property page's browser code only: its facts, amenities, reviews, rate terms and prices
  // are server-rendered HTML (see the comment above); the date picker's, the photo viewer's and the
  // reservation dialog's come with them when they open (routes/property/lazy-texts.ts).
  'stays/*': [
    'property.booking.heading',
    'property.booking.checkIn',
    'property.booking.checkOut',
    'property.booking.addDate',
    'property.booking.adults',
    'property.booking.children',
    'property.booking.childrenHint',
    'property.booking.submit',
    'property.booking.capacity',
    'property.picker.loading',
    'property.picker.open',
    'property.gallery.label',
    'property.gallery.open',
    'property.gallery.showAll',
    'property.location.map',
    'property.section.rates',
    'property.section.reviews',
    'property.rates.pickDates',
    'property.rates.noOptions',
    'property.rates.loadFailed',
    'property.rates.reserve',
    'property.rates.chooseFirst',
    'property.rates.selection',
    'property.rates.noSelection',
    'property.reviews.loadFailed',
    'property.reviews.loading',
    'property.reviews.showMore',
    // The map's controls and states; its one marker has no link and no group (components/map).
    'search.map.zoomIn',
    'search.map.zoomOut',
    'search.map.closePopup',
    'search.map.loading',
    'search.map.failed',
  ],
  blog: ['blog', 'pagination'],
  'blog/*': ['blog'],
  // The newsletter's answers too: the footer's form, on any page, answers here.
  contact: ['contact', 'newsletter'],
  'payment/booking_payment_terminal/:bookingCode/:accessToken': ['paymentPage', 'payment', 'errors.timeout'],
  'payment/authenticate/:bookingCode/:accessToken': ['paymentPage', 'payment'],
  'payment/redirect/:bookingCode/:accessToken': ['paymentPage.redirect', 'payment.processing'],
  'booking-confirmation-success': ['paymentPage'],
  'booking/checkin/:bookingCode/:accessToken': ['checkin'],
  'booking/confirm-booking-first/:bookingCode': ['checkin', 'contact.optional'],
  // The guests step: its form, the booking summary and the notices of an unpaid or cancelled booking.
  'booking/confirm-booking-second/:bookingCode/:accessToken': [
    'checkin.guests',
    'checkin.fields',
    'checkin.errors',
    'checkin.summary',
    'checkin.hub.heading',
    'checkin.hub.cancelled',
    'checkin.hub.unpaid',
    'checkin.hub.payNow',
  ],
  // The arrival-time step's texts live in the review namespace (review.arrival).
  'booking/arrival-time/:bookingCode/:accessToken': ['review'],
  'agreement/:bookingCode': ['agreement', 'contact.optional'],
  'booking/identity/:bookingCode/:accessToken': ['identity'],
  'deposit/booking_deposit_terminal/:bookingCode/:accessToken': ['deposit', 'paymentPage', 'payment', 'errors.timeout'],
  'booking/card/:bookingCode/:accessToken': ['paymentPage', 'payment', 'errors.timeout'],
  'booking/review/:bookingCode/:accessToken': ['review'],
  'booking/manage': ['myBooking.lost', 'myBooking.errors'],
  'booking/manage/:bookingCode/:accessToken': ['myBooking'],
  'dev/mailbox': ['mailbox', 'pagination'],
  'dev/mailbox/:messageId': ['mailbox'],
  '*': [],
};

const languagePrefix = /^\/?:lng\?\/?/;

// The page's key in routeTexts from React Router's matched pattern ("/:lng?/stays/*").
export function routeKey(pattern: string): string {
  return pattern.replace(languagePrefix, '');
}

const cache = new Map<string, Texts>();

export function textsForRoute(lng: SupportedLanguage, pattern: string): Texts {
  const key = routeKey(pattern);
  const selections = routeTexts[key];
  if (!selections) {
    // A new page nobody listed: the whole catalog beats texts shown as keys (and the unit test fails).
    console.error(`No texts listed for the page ${pattern} in route-texts.server.ts`);
  }
  const cacheKey = `${lng} ${key}`;
  let texts = cache.get(cacheKey);
  if (!texts) {
    texts = selections ? pickTexts(catalogs[lng], selections) : catalogs[lng];
    cache.set(cacheKey, texts);
  }
  return texts;
}
