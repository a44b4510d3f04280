// What the page-size script (page-sizes.mjs) does as a guest would: asks the site for pages under
// a brand's host name, finds a stay that can be booked, books it through the provider API and pays
// it in a browser (the token pages need a paid booking), the way the e2e support code does.
import { request as httpRequest } from 'node:http';
import { findChromium } from './browser.mjs';

export function guestSite({ webOrigin, apiOrigin, hostname, clientId, clientSecret }) {
  // Node's resolver doesn't know *.localhost: ask 127.0.0.1 and name the brand in the Host header.
  // No user agent, as a person's browser: streamed (bots get the whole document in one piece).
  function get(path, { language = 'en' } = {}) {
    const url = new URL(path, webOrigin);
    return new Promise((resolve, reject) => {
      const headers = { host: `${hostname}:${url.port}`, 'accept-language': language };
      const req = httpRequest(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  let tokenPromise;
  function apiToken() {
    tokenPromise ??= fetch(`${apiOrigin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    })
      .then((response) => response.json())
      .then((json) => json.access_token);
    return tokenPromise;
  }

  async function api(path, init = {}) {
    const token = await apiToken();
    const response = await fetch(`${apiOrigin}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  // The first stay the site's own calendar data says can be booked (e2e/support/stays.ts, findStay).
  async function bookableStay(propertyId, fromDays) {
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await get(`/resources/stay-options?property=${propertyId}&from=${day(fromDays)}&to=${day(fromDays + 92)}&guests=2`);
    const calendar = JSON.parse(answer.body).calendar;
    for (let i = 1; i < calendar.length - 30; i++) {
      const arrival = calendar[i];
      if (!arrival.canCheckIn || !arrival.minStay) continue;
      for (let nights = arrival.minStay; nights <= 30; nights++) {
        if (!calendar.slice(i, i + nights).every((d) => d.available)) break;
        if (calendar[i + nights]?.departureAllowed) return { checkIn: arrival.date, checkOut: calendar[i + nights].date };
      }
    }
    return null;
  }

  // Random dates within the demo calendar's year, so runs against one API don't collide.
  async function createBooking(propertyId, brandId) {
    const stay = await bookableStay(propertyId, 30 + Math.floor(Math.random() * 240));
    if (!stay) throw new Error('no bookable stay in the demo calendar');
    const query = new URLSearchParams({
      property: String(propertyId),
      'date[after]': stay.checkIn,
      'date[before]': stay.checkOut,
      number_of_guests: '2',
      number_of_children: '0',
      allow_for_booking_engine: 'true',
      brand_id: String(brandId),
      'calendar[from]': stay.checkIn,
      'calendar[to]': stay.checkIn,
    });
    const option = (await api(`/apis/rate_and_availability?${query}`)).data.find((candidate) => candidate.bookable);
    if (!option) throw new Error('no bookable rate');
    return api('/apis/booking_requests', {
      method: 'POST',
      headers: { 'idempotency-key': `page-size-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: {
        brand: brandId,
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

  // Paying needs the terminal's card form (the sandbox card is tokenised in the browser).
  async function payInBrowser(paymentPath) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      const origin = new URL(webOrigin);
      await page.goto(`${origin.protocol}//${hostname}:${origin.port}${paymentPath}`);
      await page.getByLabel('Card number').fill('4242424242424242');
      await page.getByLabel('Expiry date').fill('12/34');
      await page.getByLabel('Security code').fill('123');
      await page.getByLabel('Name on card').fill('Ana Pagadora');
      await page.getByRole('button', { name: /^Pay €/ }).click();
      await page.waitForURL(/\/booking-confirmation-success/, { timeout: 30_000 });
    } finally {
      await browser.close();
    }
  }

  return { hostname, get, api, bookableStay, createBooking, payInBrowser };
}
