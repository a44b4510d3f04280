// `npm run bench:page-size [-- --check] [-- --web <origin> --api <origin>]`: the uncompressed HTML
// of one page of each kind, and how much of it is the hydration data (React Router's inline
// scripts: loader data, translations, route manifest), next to the 40 KB target of issue 10 §3.
// Without --web/--api it starts the built site (run `npm run build` first) and an API on an
// in-memory demo database, as the end-to-end tests do; the token pages get a booking made and paid
// the way the e2e support code makes one (a browser fills the payment terminal's card form).
// PAGE_SIZE_DUMP=<folder> also writes each page's HTML there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './browser.mjs';
import { startService, stopAll, waitForHttp } from './processes.mjs';

const targetKb = 40;
const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const check = args.includes('--check');
const hostname = option('--host') ?? 'lisbon-stays.localhost';
const apiPort = process.env.PAGE_SIZE_API_PORT ?? '4451';
const webPort = process.env.PAGE_SIZE_WEB_PORT ?? '3451';
const apiOrigin = option('--api') ?? `http://127.0.0.1:${apiPort}`;
const webOrigin = option('--web') ?? `http://127.0.0.1:${webPort}`;
const clientId = process.env.WEB_CLIENT_ID ?? 'direct-web';
const clientSecret = process.env.WEB_CLIENT_SECRET ?? 'demo-web-secret-change-me';

// Node's resolver doesn't know *.localhost: ask 127.0.0.1 and name the brand in the Host header.
function get(path) {
  const url = new URL(path, webOrigin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: `${hostname}:${url.port}`, 'accept-language': 'en' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
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

const firstLink = (html, prefix) => {
  const match = html.match(new RegExp(`href="(${prefix}[^"?#]+)"`));
  if (!match) throw new Error(`no link to ${prefix}… found`);
  return match[1].replaceAll('&amp;', '&');
};

async function linkFrom(listPath, prefix) {
  return firstLink((await get(listPath)).body, prefix);
}

const propertyIdOf = (html) => {
  const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return Number(JSON.parse(jsonLd[1]).identifier);
};

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
  throw new Error('no bookable stay in the demo calendar');
}

// Random dates within the demo calendar's year, so runs against one API don't collide.
async function createBooking(propertyId, brandId) {
  const stay = await bookableStay(propertyId, 30 + Math.floor(Math.random() * 240));
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

// Hydration data: React Router's inline scripts (not JSON-LD, not external modules).
function measure(html) {
  let hydration = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
    hydration += Buffer.byteLength(match[1]);
  }
  return { htmlKb: Buffer.byteLength(html) / 1024, hydrationKb: hydration / 1024 };
}

async function pages() {
  const list = [
    ['home', '/'],
    ['search', '/search'],
    ['explore', '/explore'],
    ['destinations', '/destinations'],
    ['city', await linkFrom('/destinations', '/destinations/')],
    ['hosts', '/hosts'],
    ['host', await linkFrom('/hosts', '/hosts/')],
    ['property', await linkFrom('/explore', '/stays/')],
    ['blog', '/blog'],
    ['blog post', await linkFrom('/blog', '/blog/')],
    ['contact', '/contact'],
  ];
  // The deposit terminal needs a property that asks a deposit (Príncipe Real Garden House).
  const explore = (await get('/explore')).body;
  const garden = explore.match(/href="(\/stays\/[^"]*principe-real-garden[^"]*)"/)?.[1] ?? list.find(([kind]) => kind === 'property')[1];
  const propertyId = propertyIdOf((await get(garden)).body);
  const brandId = (await api(`/apis/brands/resolve?hostname=${hostname}`)).id;

  const booking = await createBooking(propertyId, brandId);
  const { bookingCode, accessToken } = booking;
  const token = encodeURIComponent(accessToken);
  list.push(['payment terminal', booking.paymentPath]);
  const tokenPages = [
    ['check-in hub', `/booking/checkin/${bookingCode}/${token}`],
    ['check-in 1 general', `/booking/confirm-booking-first/${bookingCode}?access=${token}`],
    ['check-in 2 guests', `/booking/confirm-booking-second/${bookingCode}/${token}`],
    ['check-in 3 arrival', `/booking/arrival-time/${bookingCode}/${token}`],
    ['check-in 4 agreement', `/agreement/${bookingCode}?access=${token}`],
    ['check-in 5 identity', `/booking/identity/${bookingCode}/${token}`],
    ['check-in 6 deposit', `/deposit/booking_deposit_terminal/${bookingCode}/${token}`],
  ];
  const past = await api('/apis/dev/past_stays', { method: 'POST', body: { brand_id: brandId, property_id: propertyId } });
  return { list, tokenPages, review: ['review', `/booking/review/${past.bookingCode}/${encodeURIComponent(past.accessToken)}`], paymentPath: booking.paymentPath };
}

async function main() {
  if (!option('--web')) {
    startService('API', process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'apps/api/src/server.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PORT_API: apiPort, PGLITE_DATA_DIR: 'memory://', FILES_DIR: '.data/page-size-files', DEMO_DATA: 'true', DEV_SURFACES: 'true', LOG_LEVEL: 'warn' },
    });
    await waitForHttp(`${apiOrigin}/health`, { label: 'The API', timeoutMs: 300_000 });
    startService('Website', process.execPath, ['server.mjs'], {
      cwd: `${root}apps/web`,
      stdio: 'ignore',
      env: { ...process.env, PORT: webPort, API_URL: apiOrigin, NODE_ENV: 'production', WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? 'build' },
    });
    await waitForHttp(`${webOrigin}/`, { label: 'The website' });
  }

  const { list, tokenPages, review, paymentPath } = await pages();
  const rows = [];
  const dumpDir = process.env.PAGE_SIZE_DUMP;
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });
  const measureAll = async (entries) => {
    for (const [kind, path] of entries) {
      const { status, body } = await get(path);
      rows.push({ kind, path, status, ...measure(body) });
      // PAGE_SIZE_DUMP=<folder>: each page's HTML there, to see what its bytes are.
      if (dumpDir) writeFileSync(join(dumpDir, `${kind.replaceAll(' ', '-')}.html`), body);
    }
  };
  await measureAll(list);
  await payInBrowser(paymentPath);
  await measureAll([...tokenPages, review]);

  const pad = (text, width) => String(text).padEnd(width);
  console.log(`\nUncompressed HTML per page (${hostname}, English), target ≤ ${targetKb} KB:`);
  console.log(`${pad('page', 22)}${pad('status', 8)}${pad('HTML KB', 10)}${pad('hydration KB', 14)}target`);
  for (const row of rows) {
    const verdict = row.htmlKb <= targetKb ? 'ok' : 'OVER';
    console.log(`${pad(row.kind, 22)}${pad(row.status, 8)}${pad(row.htmlKb.toFixed(1), 10)}${pad(row.hydrationKb.toFixed(1), 14)}${verdict}`);
  }
  const failed = rows.filter((row) => row.status !== 200);
  if (failed.length) console.error(`Not answered with 200: ${failed.map((row) => `${row.kind} ${row.path}`).join(', ')}`);
  const over = rows.filter((row) => row.htmlKb > targetKb);
  if (check && (over.length || failed.length)) {
    console.error(`Over ${targetKb} KB: ${over.map((row) => `${row.kind} ${row.htmlKb.toFixed(1)} KB`).join(', ') || 'none'}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => (option('--web') ? process.exit(code) : stopAll(code)),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    if (option('--web')) process.exit(1);
    else stopAll(1);
  },
);
