import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { fetchFromPage, findStay, propertyIdOf } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const alpine = webOrigin('alpine-lodges.localhost');
const name = 'Bairro Alto Sunset Terrace';

// The property's address, found the way a guest does: on the explore list.
async function propertyPath(page: Page): Promise<string> {
  await page.goto(`${lisbon}/explore`);
  const href = await page.getByRole('main').getByRole('link', { name }).getAttribute('href');
  expect(href).toMatch(/^\/stays\/[a-z-]+\/[a-z0-9-]+$/);
  return href!;
}

test('a property opens from the explore list with its gallery, facts, reviews, map and SEO tags', async ({ page }) => {
  const path = await propertyPath(page);
  await page.getByRole('main').getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Lisbon Stays`);

  // The hero photo is in the server's HTML, loaded first and with its size.
  const { text: html } = await fetchFromPage(page, path);
  expect(html).toMatch(/<img src="\/apis\/image\/[^"]+" alt="[^"]*" width="\d+" height="\d+" loading="eager" fetchPriority="high"/i);
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('link')).not.toHaveCount(0);

  // The photos in a lightbox: arrow keys step through them, Escape closes, focus comes back.
  const showAll = page.getByRole('button', { name: /Show all \d+ photos/ });
  await showAll.click();
  const lightbox = page.getByRole('dialog', { name: `Photos of ${name}` });
  await expect(lightbox).toContainText(/Photo 1 of \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(/Photo 2 of \d+/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(showAll).toBeFocused();

  await expect(page.getByRole('region', { name: 'Amenities' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rooms and apartments' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'House rules' })).toContainText(/from \d{2}:\d{2}/);
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('Lisbon');

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText(/Rated \d\.\d out of 5/);
  await expect(reviews.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem')).toHaveCount(5);
  await expect(reviews.locator('.review').first()).toBeVisible();

  // The map loads (Leaflet, on demand) when its place comes into view.
  await page.getByRole('heading', { level: 2, name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: `Map showing where ${name} is` })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/apis\/image\//);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'VacationRental', name, address: { '@type': 'PostalAddress' } });
  expect(jsonLd.containsPlace.length).toBeGreaterThan(0);
});

test('the date picker says why a date is closed; a stay shows rate plans; Reserve opens the booking form', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}`);
  await page.getByRole('button', { name: /Choose dates/ }).click();
  const picker = page.getByRole('group', { name: 'Choose your dates' });
  const status = picker.getByRole('status').first();
  await expect(status).toHaveText('Choose your check-in date.');

  // A date closed to arrival (this property takes no Sunday arrivals) says so, visibly and in its label.
  let closed = picker.locator('.rdp-day.is-no-arrival button');
  if ((await closed.count()) === 0) {
    await picker.getByRole('button', { name: /next/i }).click();
    closed = picker.locator('.rdp-day.is-no-arrival button');
  }
  await expect(closed.first()).toHaveAccessibleName(/\. Arrival is not allowed on this date\.$/);
  await closed.first().click();
  await expect(status).toHaveText('Arrival is not allowed on this date.');

  // Valid dates: the first date that can be chosen, then the first allowed check-out. Whatever
  // day the suite runs, an arrival offered has a check-out after it, though near a month's end
  // that may be in the next month; and the month shown may have no arrival left at all.
  const next = picker.getByRole('button', { name: /next/i });
  const open = picker.locator('.rdp-day:not(.is-refused):not(.rdp-disabled) button');
  if ((await open.count()) === 0) await next.click();
  await open.first().click();
  await expect(status).toContainText('Now choose your check-out date.');
  await expect(picker.locator('.rdp-selected button')).toHaveAccessibleName(/minimum stay \d+ nights?/);
  // The chosen check-in is still "open"; the first check-out is the next open date.
  if ((await open.count()) < 2) {
    await next.click();
    await expect(status).toContainText('Now choose your check-out date.');
    await open.first().click();
  } else {
    await open.nth(1).click();
  }
  await expect(page).toHaveURL(/checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}/);
  // The picker closes and focus goes back to the dates, which now show the stay.
  await expect(page.getByRole('button', { name: /Choose dates/ })).toBeFocused();

  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await expect(rates).toContainText(/For \d+ nights?, /);
  const price = rates.locator('.price-lines').first();
  await expect(price).toContainText(/Accommodation, \d+ nights?\s*€[\d,.]+/);
  // The rate's total stands beside its name; the breakdown under it doesn't repeat it (decision 0052).
  await expect(rates.locator('.rate').filter({ has: page.locator('.price-lines') }).first()).toContainText(/€[\d,.]+\s*€[\d,.]+ a night, all-in/);
  await expect(price).not.toContainText('Total');

  const reserve = rates.getByRole('button', { name: 'Reserve' });
  await expect(reserve).toBeDisabled();
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await expect(rates.locator('.reserve-bar')).toContainText(/€[\d,.]+ in total/);
  await reserve.click();

  const dialog = page.getByRole('dialog', { name: `Reserve ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.price-lines')).toContainText('Total');
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reserve and continue to payment' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reserve).toBeFocused();
});

test('without JavaScript the stay form, the rates and Reserve still work', async ({ browser, page: scripted }) => {
  const path = await propertyPath(scripted);
  await scripted.goto(`${lisbon}${path}`);
  const stay = await findStay(scripted, await propertyIdOf(scripted));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${lisbon}${path}`);

  await page.getByLabel('Check-in').fill(stay.checkIn);
  await page.getByLabel('Check-out').fill(stay.checkOut);
  await page.getByLabel('Adults').fill('2');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page).toHaveURL(new RegExp(`checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`));

  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await expect(rates).toContainText('2 adults');
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  await expect(page).toHaveURL(/plan=\d+-\d+&reserve=1/);

  const dialog = page.getByRole('dialog', { name: `Reserve ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expect(dialog.locator('.price-lines')).toContainText('Total');
  await context.close();
});

test('the page speaks German and Portuguese', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}?lng=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Preise und Verfügbarkeit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ausstattung', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hausregeln' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verfügbarkeit prüfen' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/durchschnittlich [\d.,]+\s€ pro Nacht in den nächsten 30 Tagen/);
  await page.getByRole('button', { name: /Reisedaten wählen/ }).click();
  await expect(page.getByRole('group', { name: 'Wählen Sie Ihre Reisedaten' }).getByRole('status').first()).toHaveText('Wählen Sie Ihr Anreisedatum.');

  await page.goto(`${lisbon}${path}?lng=pt`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 2, name: 'Preços e disponibilidade' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comodidades', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Avaliações', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver disponibilidade' })).toBeVisible();
});

test('axe finds no violations on the page, with the date picker open and in the overlay', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}`);
  const stay = await findStay(page, await propertyIdOf(page));
  const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();

  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole('button', { name: /Choose dates/ }).click();
  await expect(page.locator('.rdp-day.is-no-arrival').first()).toBeVisible();
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);

  await page.goto(`${lisbon}${path}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await axe()).violations.map((violation) => violation.id)).toEqual([]);
});

test('the page fits a 390 px wide phone, as do home and search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = await propertyPath(page);
  for (const address of [path, '/', '/search']) {
    await page.goto(`${lisbon}${address}`);
    // The gallery's thumbs once widened the page (their hidden labels escaped the scroller).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBe(390);
  }
});

test('a property of another brand is a 404, and the JSON calls check their query', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}`);
  const id = await propertyIdOf(page);
  const reviews = await fetchFromPage(page, `/resources/reviews?property=${id}&page=1`);
  expect(reviews.status).toBe(200);
  expect(JSON.parse(reviews.text).items.length).toBeGreaterThan(0);
  const bad = await fetchFromPage(page, '/resources/stay-options?property=abc&from=2026-02-30&to=x');
  expect(bad.status).toBe(400);
  expect(JSON.parse(bad.text).error.fields.map((field: { field: string }) => field.field)).toEqual(['property', 'from', 'to']);

  // Alpine Lodges does not publish this property: neither the page nor its data are there.
  expect((await page.goto(`${alpine}${path}`))?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
  expect((await fetchFromPage(page, `/resources/reviews?property=${id}`)).status).toBe(404);
  expect((await page.goto(`${lisbon}/stays/lisbon/no-such-place`))?.status()).toBe(404);
});
