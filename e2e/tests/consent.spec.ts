import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';
import { payOnTerminal } from '../support/checkin.ts';
import { expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// Consent and measurement (decision 0033) on Budget Beds, a brand no other spec visits: its owner
// sets Google Analytics 4, Tag Manager and a Meta pixel on the console's brand page; the site then
// asks for consent and loads nothing before it, loads the tags (local stand-ins here) after
// Accept, never on the payment page, nothing after Reject; the banner speaks German and
// Portuguese. The brand's tags are removed again at the end, so other specs never see a banner.

test.describe.configure({ mode: 'default', timeout: 180_000 });

const owner = { email: 'owner@budget-beds.example', password: 'demo-owner-password' };
const site = webOrigin('budget-beds.localhost');
const ids = { ga4MeasurementId: 'G-E2ECONSENT1', gtmContainerId: 'GTM-E2ETEST', metaPixelId: '123456789012345' };
const propertyName = 'Budget Beds Lisbon Baixa';
const thirdParty = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|connect\.facebook\.net|facebook\.com/;

async function setMeasurement(page: Page, values: typeof ids | null) {
  await signInToConsole(page, owner);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Brand', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Brand: / })).toBeVisible();
  const fields = page.getByRole('group', { name: 'Measurement' });
  if (values) {
    // A pixel id with letters is refused by field, in place, keeping what was typed.
    await fields.getByLabel('Meta pixel id').fill('fb-123');
    await page.getByRole('button', { name: 'Save the look' }).click();
    await expect(fields.getByLabel('Meta pixel id')).toHaveAttribute('aria-invalid', 'true');
    await expect(fields).toContainText('digits only');
  }
  await fields.getByLabel('Google Analytics 4 measurement id').fill(values?.ga4MeasurementId ?? '');
  await fields.getByLabel('Google Tag Manager container').fill(values?.gtmContainerId ?? '');
  await fields.getByLabel('Meta pixel id').fill(values?.metaPixelId ?? '');
  await page.getByRole('button', { name: 'Save the look' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();
  await expect(fields.getByLabel('Meta pixel id')).toHaveValue(values?.metaPixelId ?? '');
}

// Stand-ins of the tags' files: gtag.js and gtm.js mark that they ran (the calls are in our own
// dataLayer); fbevents.js takes the pixel's queued calls and records every call, as Meta's does.
async function standIns(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  context.on('request', (request) => {
    if (thirdParty.test(new URL(request.url()).hostname)) requested.push(request.url());
  });
  await context.route(thirdParty, (route) => {
    const url = route.request().url();
    const body = url.includes('fbevents.js')
      ? 'window.__fbq=[];var f=window.fbq;f.callMethod=function(){window.__fbq.push(Array.from(arguments))};f.queue.forEach(function(a){f.callMethod.apply(f,a)});f.queue=[];'
      : url.includes('/gtm.js') || url.includes('/gtag/js')
        ? 'window.__tags=(window.__tags||[]).concat([location.pathname]);'
        : '';
    return route.fulfill({ status: 200, contentType: 'application/javascript', body });
  });
  return requested;
}

const dataLayerOf = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);

// GA4 events (gtag's Arguments objects) and Tag Manager e-commerce pushes, by name. The success
// page reloads itself once so its tags may run (decision 0033): a poll that meets that reload
// reads nothing this time and asks again.
const gaEvents = (page: Page) =>
  eventsOf(page).catch((error: unknown) => {
    if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)) return [];
    throw error;
  });
const eventsOf = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) => {
      const item = entry as { 0?: unknown; 1?: unknown; 2?: unknown; event?: string; ecommerce?: unknown };
      if (item[0] === 'event') return [{ via: 'gtag', name: String(item[1]), params: item[2] as Record<string, unknown> }];
      if (item.event && item.ecommerce) return [{ via: 'gtm', name: item.event, params: item.ecommerce as Record<string, unknown> }];
      return [];
    }),
  );
const pixelCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __fbq?: unknown[][] }).__fbq ?? []).map((call) => call.slice(0, 2).join(' ')));

async function openBannerPage(page: Page, path: string) {
  // The site keeps a brand for a few seconds (BRAND_CACHE_TTL_SECONDS): the banner shows once it sees the tags.
  await expect
    .poll(async () => {
      await page.goto(`${site}${path}`);
      return page.getByTestId('cookie-banner').count();
    })
    .toBe(1);
}

test('with tags configured: nothing before consent, the tags and the funnel after Accept, none on the payment page, nothing after Reject, the banner in German and Portuguese', async ({ page, browser }) => {
  await setMeasurement(page, ids);
  try {
    // Before consent: a banner, and no request to any tag's host, on the home or a property page.
    const guest = await browser.newContext();
    const requested = await standIns(guest);
    const visit = await guest.newPage();
    await openBannerPage(visit, '/');
    const banner = visit.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expectNoAxeViolations(visit);
    await visit.goto(`${site}/explore`);
    const propertyPath = (await visit.getByRole('main').getByRole('link', { name: propertyName }).first().getAttribute('href'))!;
    const propertyPage = (await visit.goto(`${site}${propertyPath}`))!;
    // The property page's policy allows the tags' hosts (this brand has them); nothing asked them yet.
    expect(await propertyPage.headerValue('content-security-policy')).toContain('https://*.googletagmanager.com');
    expect(await propertyPage.headerValue('content-security-policy')).toContain('https://connect.facebook.net');
    await visit.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await dataLayerOf(visit)).toBeUndefined();

    // Accept: the tags load and view_item goes to GA4, Tag Manager and the pixel (ViewContent).
    await visit.getByRole('button', { name: 'Accept all' }).click();
    await expect(visit.getByTestId('cookie-banner')).toHaveCount(0);
    await expect.poll(() => requested.filter((url) => /gtag\/js\?id=G-E2ECONSENT1|gtm\.js\?id=GTM-E2ETEST|fbevents\.js/.test(url)).length).toBe(3);
    await expect.poll(async () => (await gaEvents(visit)).filter((event) => event.name === 'view_item').map((event) => event.via).sort()).toEqual(['gtag', 'gtm']);
    await expect.poll(() => pixelCalls(visit)).toEqual(expect.arrayContaining(['init 123456789012345', 'track PageView', 'track ViewContent']));
    // Decided: the next page has no banner in its HTML (no flash), and a way back in the footer.
    await visit.reload();
    await expect(visit.getByTestId('cookie-banner')).toHaveCount(0);
    await expect(visit.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeVisible();

    // The payment page: no third-party request, no tag host in its policy, no dataLayer.
    const booking = await createBooking(visit, site, { fromDays: 120, propertyName, hostname: 'budget-beds.localhost', onPropertyPage: true });
    // createBooking left the guest on the property page, which starts its tags once hydrated: let
    // their requests go out before counting the payment page's (under load they came after).
    await expect.poll(async () => (await dataLayerOf(visit))?.length ?? 0).toBeGreaterThan(0);
    await visit.waitForLoadState('networkidle');
    const before = requested.length;
    const terminal = (await visit.goto(`${site}${booking.paymentPath}`))!;
    expect(await terminal.headerValue('content-security-policy')).not.toMatch(/googletagmanager|facebook/);
    await visit.waitForLoadState('networkidle');
    expect(await dataLayerOf(visit)).toBeUndefined();
    expect(requested.slice(before)).toEqual([]);
    // Paid: the success page (its own document) reports add_payment_info and the purchase, once.
    await payOnTerminal(visit, site, booking);
    await expect.poll(async () => (await gaEvents(visit)).filter((event) => event.via === 'gtag').map((event) => event.name)).toEqual(expect.arrayContaining(['add_payment_info', 'purchase']));
    const purchase = (await gaEvents(visit)).find((event) => event.via === 'gtag' && event.name === 'purchase')!;
    expect(purchase.params).toMatchObject({ transaction_id: booking.bookingCode, currency: 'EUR' });
    expect(purchase.params.value).toBeGreaterThan(0);
    await expect.poll(() => pixelCalls(visit)).toEqual(expect.arrayContaining(['track AddPaymentInfo', 'track Purchase']));
    await visit.reload();
    await visit.waitForLoadState('networkidle');
    expect((await gaEvents(visit)).filter((event) => event.name === 'purchase')).toEqual([]);
    await guest.close();

    // Reject: nothing loads, on this page or the next.
    const refuser = await browser.newContext();
    const refused = await standIns(refuser);
    const other = await refuser.newPage();
    await openBannerPage(other, propertyPath);
    await other.getByRole('button', { name: 'Reject all' }).click();
    await expect(other.getByTestId('cookie-banner')).toHaveCount(0);
    await other.goto(`${site}/explore`);
    await other.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await refuser.close();

    // The banner in German and Portuguese, Accept and Reject side by side.
    const linguist = await browser.newContext();
    const polyglot = await linguist.newPage();
    for (const [lng, heading, accept, reject] of [
      ['de', 'Cookies auf dieser Website', 'Alle akzeptieren', 'Alle ablehnen'],
      ['pt', 'Cookies neste site', 'Aceitar todos', 'Rejeitar todos'],
    ] as const) {
      await openBannerPage(polyglot, `/${lng}`);
      const region = polyglot.getByRole('region', { name: heading });
      await expect(region.getByRole('button', { name: accept })).toBeVisible();
      await expect(region.getByRole('button', { name: reject })).toBeVisible();
    }
    await linguist.close();
  } finally {
    await setMeasurement(page, null);
  }
});
