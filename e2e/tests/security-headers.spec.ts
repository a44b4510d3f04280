import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type Response } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';

// The site's own server (apps/web/server.mjs) answers every request with the security headers;
// here the browser proves they hold: only our nonced scripts run, the payment page can't be
// framed, and pages with an access token in their address are neither cached nor leaked.

const lisbon = webOrigin('lisbon-stays.localhost');

function cspOf(response: Response | null): Record<string, string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function nonceOf(csp: Record<string, string[]>): string {
  const source = (csp['script-src'] ?? []).find((value) => value.startsWith("'nonce-"));
  expect(source, 'script-src carries a nonce').toBeTruthy();
  return source!.slice("'nonce-".length, -1);
}

function expectBaseHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // Plain http here: no HSTS (it is sent only to visitors who came over HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = cspOf(response);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['script-src']).toContain("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  // Sandbox payments: no third-party script origin at all.
  expect((csp['script-src'] ?? []).filter((value) => value.startsWith('http'))).toEqual([]);
}

// Console reports of blocked content while the page loads and runs.
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

// Requests from inside the page (Node can't resolve the brands' *.localhost names).
async function fetchHeaders(page: Page, url: string): Promise<{ status: number; headers: Record<string, string> }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target, { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, headers: Object.fromEntries(response.headers) };
  }, url);
}

async function expectOnlyNoncedScripts(page: Page, nonce: string) {
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll('script')]
      // Data blocks (JSON-LD) are never executed; the policy is about scripts that run.
      .filter((script) => ['', 'module', 'text/javascript'].includes(script.type))
      .map((script) => ({ src: script.src, nonce: script.nonce, inline: !script.src })),
  );
  expect(scripts.filter((script) => script.inline).length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.nonce, script.src || 'inline script').toBe(nonce);
}

test('the page scripts are sent as the build compressed them, by what the browser accepts, and kept for a year', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  const script = await page.locator('link[rel="modulepreload"][href*="/assets/framework-"]').getAttribute('href');
  expect(script).toBeTruthy();
  const sizes: Record<string, number> = {};
  for (const encoding of ['br', 'gzip', 'identity']) {
    // From the test's own process (the browser may not choose its encodings): the files are the
    // same on every host name, and only the browser resolves *.localhost.
    const answer = await page.request.get(`${webOrigin('127.0.0.1')}${script}`, { headers: { 'accept-encoding': encoding } });
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toContain('Accept-Encoding');
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    sizes[encoding] = Number(headers['content-length']);
  }
  expect(sizes['br']).toBeLessThan(sizes['gzip']!);
  expect(sizes['gzip']).toBeLessThan(sizes['identity']! / 2);
});

test('the home page, a property page and robots.txt carry the security headers; the pages run only nonced scripts', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = watchViolations(page);
  const home = await page.goto(`${lisbon}/`);
  expectBaseHeaders(home);
  expect(home?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const homeNonce = nonceOf(cspOf(home));
  await expectOnlyNoncedScripts(page, homeNonce);

  // The property page: its map tiles and the date picker work under the policy.
  await page.goto(`${lisbon}/explore`);
  const href = await page.getByRole('main').getByRole('link', { name: 'Bairro Alto Sunset Terrace' }).first().getAttribute('href');
  const property = await page.goto(`${lisbon}${href}`);
  expectBaseHeaders(property);
  const propertyNonce = nonceOf(cspOf(property));
  expect(propertyNonce, 'a fresh nonce per answer').not.toBe(homeNonce);
  expect(cspOf(property)['img-src']).toContain('https://tile.openstreetmap.org');
  await expectOnlyNoncedScripts(page, propertyNonce);
  await page.getByRole('heading', { level: 2, name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await page.getByRole('button', { name: /Choose dates/ }).click();
  await expect(page.getByRole('group', { name: 'Choose your dates' }).getByRole('status').first()).toHaveText('Choose your check-in date.');

  const robots = await fetchHeaders(page, `${lisbon}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.headers['x-content-type-options']).toBe('nosniff');
  expect(robots.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(robots.headers['x-frame-options']).toBe('DENY');

  expect(violations).toEqual([]);
});

test('a script injected without the nonce does not run, and the browser reports the violation', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  await page.evaluate(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(event.effectiveDirective));
  });
  // An injected inline script (what a stored-XSS payload would be), and an inline event handler.
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__handler = true');
    img.src = 'data:,not-an-image';
    document.body.append(img);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    expect.arrayContaining(['script-src-elem', 'script-src-attr']),
  );
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined();
  // The page's own scripts still work: client-side navigation happens.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('the payment page refuses to be framed, and pages with an access token are neither cached nor leaked', async ({ page }) => {
  test.setTimeout(90_000);
  const created = await createBooking(page, lisbon, { fromDays: 470, propertyName: 'Alfama River Loft' });
  const paymentUrl = `${lisbon}${created.paymentPath}`;

  // At the top level it is an ordinary page…
  const direct = await page.goto(paymentUrl);
  expect(direct?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  expectBaseHeaders(direct);
  expect(direct?.headers()['cache-control']).toBe('private, no-store');
  expect(direct?.headers()['referrer-policy']).toBe('no-referrer');

  // …its client-side data requests and error answers get the same headers…
  const data = await fetchHeaders(page, `${paymentUrl}.data`);
  expect(data.status).toBe(200);
  expect(data.headers['cache-control']).toBe('private, no-store');
  expect(data.headers['referrer-policy']).toBe('no-referrer');
  const wrongToken = await fetchHeaders(page, `${lisbon}/payment/booking_payment_terminal/${created.bookingCode}/not-the-token`);
  expect(wrongToken.status).toBe(404);
  expect(wrongToken.headers['referrer-policy']).toBe('no-referrer');
  expect(wrongToken.headers['cache-control']).toBe('private, no-store');
  // The check-in way in by code (?access=…) too.
  const checkin = await fetchHeaders(page, `${lisbon}/booking/confirm-booking-first/${created.bookingCode}?access=${created.accessToken}`);
  expect(checkin.headers['referrer-policy']).toBe('no-referrer');
  expect(checkin.headers['cache-control']).toBe('private, no-store');

  // …but another site framing it gets nothing: Chromium refuses by frame-ancestors 'none'.
  // Another site, served by the test on this machine (another origin, like an attacker's page).
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<h1>Another site</h1><iframe src="${paymentUrl}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    // The same address loaded at the top level above (200, frame-ancestors 'none'); framed, the
    // browser refuses to show it.
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeTruthy();
    // Chromium shows its own error document in the frame instead of our page.
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    await expect(frame!.getByRole('heading', { name: 'Pay for your booking' })).toHaveCount(0);
  } finally {
    attacker.close();
  }
});
