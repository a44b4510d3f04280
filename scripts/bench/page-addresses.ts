import { type Site, siteText } from './site-under-test.ts';

// The pages the bench measures, found on the demo site itself: the first property of the
// explore list, the first blog post, a bookable stay from the property's calendar, and a booking
// made through the API as the reservation overlay makes it (for the terminal and check-in pages).

// `indexed`: a page search engines may index, so SEO 100 is its target. The others say noindex
// on purpose: a booking's pages (its data) and search results with criteria (endless addresses of
// the same homes; the plain /search is indexed and the sitemap lists the catalogue pages instead).
export type BenchPage = { name: string; path: string; indexed: boolean };

type Day = { date: string; minStay: number | null; available: boolean; canCheckIn: boolean; departureAllowed: boolean };
type RateOption = { bookable: boolean; ratePlan: { id: number }; unitType: { id: number } };

const clientId = process.env.WEB_CLIENT_ID ?? 'direct-web';
const clientSecret = process.env.WEB_CLIENT_SECRET ?? 'demo-web-secret-change-me';

export async function benchPages(site: Site): Promise<BenchPage[]> {
  const propertyPath = firstMatch(await siteText(site.webOrigin, '/explore'), /href="(\/stays\/[^"?#]+)"/, 'a property on /explore');
  const propertyHtml = await siteText(site.webOrigin, propertyPath);
  const propertyId = firstMatch(propertyHtml, /"identifier":\s*"?(\d+)/, 'the property id in its JSON-LD');
  const blogPath = firstMatch(await siteText(site.webOrigin, '/blog'), /href="(\/blog\/[^"?#]+)"/, 'a post on /blog');

  const browseStay = await bookableStay(site, propertyId, 40);
  const stayQuery = `checkIn=${browseStay.checkIn}&checkOut=${browseStay.checkOut}&guests=2`;
  const withDates = await siteText(site.webOrigin, `${propertyPath}?${stayQuery}`);
  const plan = firstMatch(withDates, /<input[^>]*name="plan"[^>]*value="([^"]+)"(?![^>]*disabled)/, 'a bookable plan');

  const booking = await createBooking(site, Number(propertyId), await bookableStay(site, propertyId, 120));
  const token = encodeURIComponent(booking.accessToken);
  return [
    { name: 'home', path: '/', indexed: true },
    { name: 'search results', path: `/search?${stayQuery}`, indexed: false },
    { name: 'property', path: propertyPath, indexed: true },
    { name: 'property + overlay', path: `${propertyPath}?${stayQuery}&plan=${encodeURIComponent(plan)}&reserve=1`, indexed: false },
    { name: 'payment terminal', path: booking.paymentPath, indexed: false },
    { name: 'check-in hub', path: `/booking/checkin/${booking.bookingCode}/${token}`, indexed: false },
    { name: 'check-in step', path: `/booking/confirm-booking-first/${booking.bookingCode}?access=${token}`, indexed: false },
    { name: 'blog post', path: blogPath, indexed: true },
  ];
}

function firstMatch(text: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`bench:pages found no ${what}`);
  return found.replaceAll('&amp;', '&');
}

// The first stay from `fromDays` on whose nights are all free, of the arrival's minimum length.
async function bookableStay(site: Site, propertyId: string, fromDays: number): Promise<{ checkIn: string; checkOut: string }> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await siteText(site.webOrigin, `/resources/stay-options?property=${propertyId}&from=${day(fromDays)}&to=${day(fromDays + 92)}&guests=2`);
  const calendar = (JSON.parse(answer) as { calendar: Day[] }).calendar;
  for (let i = 1; i < calendar.length - 30; i++) {
    const arrival = calendar[i]!;
    if (!arrival.canCheckIn || !arrival.minStay) continue;
    for (let nights = arrival.minStay; nights <= 30; nights++) {
      if (!calendar.slice(i, i + nights).every((night) => night.available)) break;
      if (calendar[i + nights]?.departureAllowed) return { checkIn: arrival.date, checkOut: calendar[i + nights]!.date };
    }
  }
  throw new Error('bench:pages found no bookable stay in the demo calendar');
}

async function api<T>(site: Site, token: string | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${site.apiOrigin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createBooking(site: Site, propertyId: number, stay: { checkIn: string; checkOut: string }) {
  const tokenAnswer = await fetch(`${site.apiOrigin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
  const hostname = new URL(site.webOrigin).hostname;
  const brand = await api<{ id: number }>(site, token, `/apis/brands/resolve?hostname=${hostname}`);
  const query = new URLSearchParams({
    property: String(propertyId),
    'date[after]': stay.checkIn,
    'date[before]': stay.checkOut,
    number_of_guests: '2',
    number_of_children: '0',
    allow_for_booking_engine: 'true',
    brand_id: String(brand.id),
  });
  const rates = await api<{ data: RateOption[] }>(site, token, `/apis/rate_and_availability?${query}`);
  const option = rates.data.find((candidate) => candidate.bookable);
  if (!option) throw new Error('bench:pages found no bookable rate');
  return api<{ bookingCode: string; accessToken: string; paymentPath: string }>(site, token, '/apis/booking_requests', {
    method: 'POST',
    headers: { 'idempotency-key': `bench-pages-${Date.now()}` },
    body: {
      brand: brand.id,
      property: propertyId,
      unit_type: option.unitType.id,
      rate_plan: option.ratePlan.id,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      adults: 2,
      children: 0,
      guest: { first_name: 'Ana', last_name: 'Pagadora', email: 'ana.pagadora@example.com', phone: '+351 912 345 678' },
      language: 'en',
    },
  });
}
