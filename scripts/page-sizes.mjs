// `npm run bench:page-size [-- --check] [-- --host a.localhost,b.localhost] [-- --lng de]
// [-- --only property] [-- --web <origin> --api <origin>]`: the uncompressed HTML of every page
// kind in each of the site's languages, on a host's own brand (lisbon-stays) and on the shared
// listing (direct), and how much of it is the hydration data (React Router's inline scripts:
// loader data, translations, route manifest), next to the 40 KB target of issue 10 §3. Besides the
// bare pages it asks for what a guest gets further on: searches with dates and guests (prices
// shown), the property page with dates and guests (rate plans with prices) and with the
// reservation overlay open (?plan=…&reserve=1, which the server renders), and the private pages of
// a booking made and paid as the e2e support code does (a browser fills the payment terminal's
// card form; on the first host only, those pages being the same on every brand). Where the site
// has several pages of a kind (properties, cities, hosts, posts) every one is measured and its row
// shows the heaviest. Without --web/--api it starts the built site (run `npm run build` first) and
// an API on an in-memory demo database, as the end-to-end tests do. --lng and --only (a part of the
// page kind's name) measure fewer rows. PAGE_SIZE_DUMP=<folder> writes each row's heaviest page there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guestSite } from './page-size-guest.mjs';
import { startService, stopAll, waitForHttp } from './processes.mjs';

const targetKb = 40;
const languages = ['en', 'de', 'pt'];
const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const check = args.includes('--check');
const hostnames = (option('--host') ?? 'lisbon-stays.localhost,direct.localhost').split(',');
const apiPort = process.env.PAGE_SIZE_API_PORT ?? '4451';
const webPort = process.env.PAGE_SIZE_WEB_PORT ?? '3451';
const apiOrigin = option('--api') ?? `http://127.0.0.1:${apiPort}`;
const webOrigin = option('--web') ?? `http://127.0.0.1:${webPort}`;
const onlyLanguages = option('--lng') ? option('--lng').split(',') : languages;
const onlyKinds = option('--only');

const siteAt = (hostname) =>
  guestSite({
    webOrigin,
    apiOrigin,
    hostname,
    clientId: process.env.WEB_CLIENT_ID ?? 'direct-web',
    clientSecret: process.env.WEB_CLIENT_SECRET ?? 'demo-web-secret-change-me',
  });
// The brand's own part of a host name, for the table.
const siteName = (hostname) => hostname.split('.')[0];

// English pages have no prefix; the others answer under theirs (/de/…), as the site's own links
// and the language switcher lead there.
const inLanguage = (path, lng) => (lng === 'en' ? path : `/${lng}${path === '/' ? '' : path}`);

const linksTo = (html, prefix) => [
  ...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"?#]+)"`, 'g'))].map((match) => match[1].replaceAll('&amp;', '&'))),
];

async function allLinks(site, listPath, prefix) {
  const links = linksTo((await site.get(listPath)).body, prefix);
  if (links.length === 0) throw new Error(`no link to ${prefix}… on ${listPath}`);
  return links;
}

const propertyIdOf = (html) => {
  const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return Number(JSON.parse(jsonLd[1]).identifier);
};

const query = (params) => `?${new URLSearchParams(params)}`.replaceAll('%2C', ',');

// Every property of the explore page's first page, with a stay it can be booked for (dates and
// guests: its rates are shown with prices) and its first rate plan for that stay (the overlay).
async function propertyVariants(site) {
  const paths = await allLinks(site, '/explore', '/stays/');
  const variants = { plain: paths, dated: [], overlay: [] };
  let firstStay = null;
  for (const path of paths) {
    const id = propertyIdOf((await site.get(path)).body);
    const stay = await site.bookableStay(id, 45);
    if (!stay) continue;
    firstStay ??= stay;
    const dated = `${path}${query({ ...stay, guests: '2' })}`;
    variants.dated.push(dated);
    const plan = (await site.get(dated)).body.match(/name="plan" value="([\d-]+)"/)?.[1];
    if (plan) variants.overlay.push(`${dated}&${new URLSearchParams({ plan, reserve: '1' })}`);
  }
  if (!firstStay) throw new Error('no property with a bookable stay in the demo calendar');
  return { ...variants, stay: firstStay };
}

async function publicPages(site) {
  const properties = await propertyVariants(site);
  const { stay } = properties;
  const explore = (await site.get('/explore')).body;
  return [
    ['home', ['/']],
    ['search', ['/search']],
    ['search, dates+guests', [`/search${query({ ...stay, guests: '2' })}`]],
    ['search, place+dates+filters', [`/search${query({ destination: 'Lisbon', ...stay, guests: '2', children: '1', maxPrice: '2000', amenities: 'wifi' })}`]],
    ['explore', ['/explore']],
    // A second page only where the listing has one (the shared listing).
    ...(explore.includes('href="/explore?page=2"') ? [['explore, page 2', ['/explore?page=2']]] : []),
    ['destinations', ['/destinations']],
    ['city', await allLinks(site, '/destinations', '/destinations/')],
    ['hosts', ['/hosts']],
    ['host', await allLinks(site, '/hosts', '/hosts/')],
    ['property', properties.plain],
    ['property, dates+guests', properties.dated],
    ['property, reserve overlay', properties.overlay],
    ['blog', ['/blog']],
    ['blog post', await allLinks(site, '/blog', '/blog/')],
    ['contact', ['/contact']],
  ];
}

// A booking of the property that asks a deposit (Príncipe Real Garden House), for the payment
// terminal before it is paid and the check-in pages after.
async function bookingPages(site) {
  const explore = (await site.get('/explore')).body;
  const garden = explore.match(/href="(\/stays\/[^"]*principe-real-garden[^"]*)"/)?.[1] ?? linksTo(explore, '/stays/')[0];
  const propertyId = propertyIdOf((await site.get(garden)).body);
  const brandId = (await site.api(`/apis/brands/resolve?hostname=${site.hostname}`)).id;
  const booking = await site.createBooking(propertyId, brandId);
  const { bookingCode, accessToken } = booking;
  const token = encodeURIComponent(accessToken);
  // A past stay to review (the shared listing can't make one: its properties are its hosts' brands').
  const past = await site.api('/apis/dev/past_stays', { method: 'POST', body: { brand_id: brandId, property_id: propertyId } }).catch((error) => {
    console.error(`No review page measured: ${error.message.split('\n')[0].slice(0, 160)}`);
    return null;
  });
  return {
    paymentPath: booking.paymentPath,
    unpaid: [['payment terminal', [booking.paymentPath]]],
    paid: [
      ['payment success', [`/booking-confirmation-success?booking=${bookingCode}`]],
      ['check-in hub', [`/booking/checkin/${bookingCode}/${token}`]],
      ['check-in 1 general', [`/booking/confirm-booking-first/${bookingCode}?access=${token}`]],
      ['check-in 2 guests', [`/booking/confirm-booking-second/${bookingCode}/${token}`]],
      ['check-in 3 arrival', [`/booking/arrival-time/${bookingCode}/${token}`]],
      ['check-in 4 agreement', [`/agreement/${bookingCode}?access=${token}`]],
      ['check-in 5 identity', [`/booking/identity/${bookingCode}/${token}`]],
      ['check-in 6 deposit', [`/deposit/booking_deposit_terminal/${bookingCode}/${token}`]],
      ...(past ? [['review', [`/booking/review/${past.bookingCode}/${encodeURIComponent(past.accessToken)}`]]] : []),
    ],
  };
}

// Hydration data: React Router's inline scripts (not JSON-LD, not external modules).
function measure(html) {
  let hydration = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
    hydration += Buffer.byteLength(match[1]);
  }
  return { htmlKb: Buffer.byteLength(html) / 1024, hydrationKb: hydration / 1024 };
}

const rows = [];
const dumpDir = process.env.PAGE_SIZE_DUMP;

// One row per page kind and language: the heaviest of its pages, and the worst status among them.
async function measureAll(site, entries) {
  for (const lng of onlyLanguages) {
    for (const [kind, paths] of entries) {
      if (onlyKinds && !kind.includes(onlyKinds)) continue;
      let heaviest = null;
      let overCount = 0;
      const failures = [];
      for (const path of paths.map((path) => inLanguage(path, lng))) {
        const { status, body } = await site.get(path, { language: lng });
        if (status !== 200) failures.push({ status, path });
        const size = measure(body);
        if (size.htmlKb > targetKb) overCount += 1;
        if (!heaviest || size.htmlKb > heaviest.htmlKb) heaviest = { path, status, body, ...size };
      }
      const status = failures[0]?.status ?? heaviest.status;
      rows.push({ site: siteName(site.hostname), kind, lng, pages: paths.length, overCount, ...heaviest, status, failures });
      // PAGE_SIZE_DUMP=<folder>: each row's heaviest page, to see what its bytes are.
      if (dumpDir) writeFileSync(join(dumpDir, `${siteName(site.hostname)}.${kind.replaceAll(/[^\w]+/g, '-')}.${lng}.html`), heaviest.body);
    }
  }
}

function report() {
  const pad = (text, width) => String(text).padEnd(width);
  // A row of several pages says how many of them are over.
  const verdict = (row) => (row.status !== 200 ? 'FAILED' : row.htmlKb <= targetKb ? 'ok' : row.pages > 1 ? `OVER (${row.overCount} of ${row.pages})` : 'OVER');
  console.log(`\nUncompressed HTML per page, target ≤ ${targetKb} KB; a row of several pages shows the heaviest:`);
  console.log(`${pad('site', 14)}${pad('page', 32)}${pad('lng', 5)}${pad('status', 8)}${pad('HTML KB', 9)}${pad('hydration KB', 14)}verdict`);
  for (const row of rows) {
    const kind = row.pages > 1 ? `${row.kind} (${row.pages})` : row.kind;
    console.log(`${pad(row.site, 14)}${pad(kind, 32)}${pad(row.lng, 5)}${pad(row.status, 8)}${pad(row.htmlKb.toFixed(1), 9)}${pad(row.hydrationKb.toFixed(1), 14)}${verdict(row)}`);
  }
  const largest = [...rows].sort((a, b) => b.htmlKb - a.htmlKb).slice(0, 10);
  console.log('\nLargest:');
  for (const row of largest) console.log(`  ${row.htmlKb.toFixed(1)} KB (${row.hydrationKb.toFixed(1)} hydration)  ${row.site} ${row.kind}, ${row.lng}  ${row.path}`);
  const failed = rows.flatMap((row) => row.failures.map((failure) => `${row.kind} ${failure.status} ${failure.path}`));
  if (failed.length) console.error(`Not answered with 200: ${failed.join(', ')}`);
  const over = rows.filter((row) => row.htmlKb > targetKb);
  console.log(`\n${rows.length} rows; ${over.length} over ${targetKb} KB; largest ${largest[0]?.htmlKb.toFixed(1)} KB.`);
  if (check && (over.length || failed.length)) {
    console.error(`Over ${targetKb} KB: ${over.map((row) => `${row.site} ${row.kind} (${row.lng}) ${row.htmlKb.toFixed(1)} KB`).join(', ') || 'none'}`);
    return 1;
  }
  return 0;
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
  if (dumpDir) mkdirSync(dumpDir, { recursive: true });

  for (const hostname of hostnames) {
    const site = siteAt(hostname);
    await measureAll(site, await publicPages(site));
  }
  const site = siteAt(hostnames[0]);
  const booking = await bookingPages(site);
  await measureAll(site, booking.unpaid);
  await site.payInBrowser(booking.paymentPath);
  await measureAll(site, booking.paid);
  return report();
}

main().then(
  (code) => (option('--web') ? process.exit(code) : stopAll(code)),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    if (option('--web')) process.exit(1);
    else stopAll(1);
  },
);
