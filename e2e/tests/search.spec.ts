// Over 300 lines on purpose: the whole search journey (prompt, suggestions, filters, map, paging,
// bad values, languages, accessibility, phone width) in one file, as the guest meets it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { waitForHydration } from '../support/hydration.ts';
import { ordinaryStay } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const shared = webOrigin('direct.localhost');

// A 3-night stay about a month ahead, away from the demo calendar's holiday peak.
const { checkIn, checkOut } = ordinaryStay(30, 3);
const stay = `checkIn=${checkIn}&checkOut=${checkOut}&guests=2`;

const results = (page: Page) => page.getByRole('region', { name: /stays? found/ });
const resultItems = (page: Page) => page.locator('[data-result-id]');
const foundCount = async (page: Page) => Number((await page.locator('#search-results-title').textContent())!.match(/\d+/)![0]);

async function resultNames(page: Page) {
  return resultItems(page).getByRole('heading', { level: 3 }).allTextContents();
}

test('a guest finds a stay from the home page with the keyboard', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  const destination = prompt.getByRole('combobox', { name: 'Where are you going?' });
  await destination.click();
  await destination.pressSequentially('lisb', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: /Lisbon/ })).toBeVisible();
  await destination.press('ArrowDown');
  const active = await destination.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[id="${active}"]`)).toContainText('Lisbon');
  await destination.press('Enter');
  await expect(destination).toHaveValue('Lisbon');
  await expect(destination).toHaveAttribute('aria-expanded', 'false');

  await prompt.getByLabel('Check-in').fill(checkIn);
  await prompt.getByLabel('Check-out').fill(checkOut);
  await prompt.getByRole('button', { name: 'Add an adult' }).click();
  await expect(prompt.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  await prompt.getByRole('button', { name: 'Search' }).click();

  // The chosen city is searched exactly, by its id; defaults stay out of the address.
  await expect(page).toHaveURL(new RegExp(`/search\\?destination=Lisbon&city=\\d+&checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Stays in Lisbon' })).toBeVisible();
  await expect(results(page)).toContainText('3 nights · 2 adults');
  const first = resultItems(page).first();
  await expect(first).toContainText(/€[\d,.]+ for 3 nights/);
  await expect(first).toContainText(/€[\d,.]+ a night, all-in/);
  await expect(first).toContainText('Lisbon');
  // The card opens the property page with the stay chosen.
  await expect(first.getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^/stays/lisbon/[a-z0-9-]+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&children=0$`),
  );

  // Back home, the field offers the search again, as a recent search.
  await page.goto(`${lisbon}/`);
  await page.getByRole('combobox', { name: 'Where are you going?' }).focus();
  const recent = page.getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: /Lisbon/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
});

test('choosing a property suggestion opens its page with the dates chosen', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  await prompt.getByLabel('Check-in').fill(checkIn);
  await prompt.getByLabel('Check-out').fill(checkOut);
  const destination = prompt.getByRole('combobox', { name: 'Where are you going?' });
  await destination.click();
  await destination.pressSequentially('alfama riv', { delay: 40 });
  await page.getByRole('option', { name: /Alfama River Loft/ }).click();
  await expect(page).toHaveURL(new RegExp(`/stays/lisbon/alfama-river-loft\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=1&children=0$`));
});

test('on the Portuguese page a city is suggested and searched by its Portuguese name', async ({ page }) => {
  await page.goto(`${lisbon}/pt/`);
  const prompt = page.getByRole('search', { name: 'Encontrar alojamento' });
  const destination = prompt.getByRole('combobox', { name: 'Para onde vai?' });
  await destination.click();
  // "Lisbo" begins the English name too: the page's language names the city.
  await destination.pressSequentially('Lisbo', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Sugestões' });
  await expect(listbox.getByRole('option', { name: /Lisboa/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Lisbon/ })).toHaveCount(0);
  await listbox.getByRole('option', { name: /Lisboa/ }).click();
  await expect(destination).toHaveValue('Lisboa');
  await prompt.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/search\?destination=Lisboa&city=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alojamentos em Lisboa' })).toBeVisible();
  await expect(resultItems(page).first()).toBeVisible();
  // Typing is not choosing a language: nothing was remembered for the next visit.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('lng');
});

test('a bad stay comes back with the message in the guest language and the values kept', async ({ page }) => {
  await page.goto(`${lisbon}/?lng=de`);
  const prompt = page.getByRole('search', { name: 'Unterkunft finden' });
  await prompt.getByLabel('Wohin möchten Sie reisen?').fill('Lissabon');
  await prompt.getByLabel('Anreise').fill(checkOut);
  await prompt.getByLabel('Abreise').fill(checkIn);
  await prompt.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/search\?destination=Lissabon&checkIn=/);
  const again = page.getByRole('search', { name: 'Unterkunft finden' });
  await expect(again.getByText('Das Abreisedatum muss nach dem Anreisedatum liegen.')).toBeVisible();
  await expect(again.getByLabel('Abreise')).toHaveAttribute('aria-invalid', 'true');
  // The field to correct has focus, and describes its message.
  await expect(again.getByLabel('Abreise')).toBeFocused();
  await expect(again.getByLabel('Abreise')).toHaveAccessibleDescription('Das Abreisedatum muss nach dem Anreisedatum liegen.');
  await expect(again.getByLabel('Wohin möchten Sie reisen?')).toHaveValue('Lissabon');
  await expect(again.getByLabel('Anreise')).toHaveValue(checkOut);
});

test('"Load more" appends the next 11 stays on the shared listing', async ({ page }) => {
  await page.goto(`${shared}/search?${stay}`);
  await expect(resultItems(page)).toHaveCount(11);
  const total = await foundCount(page);
  expect(total).toBeGreaterThan(11);
  const before = await resultNames(page);

  // Before hydration the link is the next page's address, as without JavaScript.
  await waitForHydration(page);
  const more = page.getByRole('link', { name: 'Load more stays' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(resultItems(page)).toHaveCount(Math.min(22, total));
  const after = await resultNames(page);
  expect(after.slice(0, 11)).toEqual(before);
  expect(new Set(after).size).toBe(after.length);
  // Announced, and focus moved to the first new stay.
  await expect(page.getByText(`${Math.min(22, total) - 11} more stays loaded`)).toBeAttached();
  await expect(resultItems(page).nth(11).getByRole('link')).toBeFocused();
  // The page's address did not change: a reload shows the first page again.
  await expect(page).toHaveURL(`${shared}/search?${stay}`);
});

// The first load's cards are the server's markup taken back as it is (served-card.tsx); their links
// still navigate in the browser, as the router's links do.
test('a card of the first load opens its stay without loading a new document', async ({ page }) => {
  await page.goto(`${lisbon}/search?${stay}`);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = resultItems(page).first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/stays/.+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&children=0$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Load more" is a link that shows every page up to the next', async ({ page }) => {
    await page.goto(`${shared}/search?${stay}`);
    await expect(resultItems(page)).toHaveCount(11);
    const before = await resultNames(page);
    await page.getByRole('link', { name: 'Load more stays' }).click();
    await expect(page).toHaveURL(/page=2/);
    // The address changes as the new document starts arriving; wait for its list.
    await expect.poll(() => resultItems(page).count()).toBeGreaterThan(11);
    const after = await resultNames(page);
    expect(after.slice(0, 11)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
  });

  test('the search and the filters are plain forms', async ({ page }) => {
    await page.goto(`${lisbon}/`);
    await page.getByLabel('Where are you going?').fill('Lisbon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?destination=Lisbon/);
    const total = await foundCount(page);
    expect(total).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: /Air conditioning/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/amenities=air_conditioning/);
    expect(await foundCount(page)).toBeLessThanOrEqual(total);
    await expect(page.getByLabel('Where are you going?')).toHaveValue('Lisbon');
  });
});

test('the map shows a price marker per stay, usable with the keyboard', async ({ page }) => {
  await page.goto(`${shared}/search?${stay}`);
  const toggle = page.getByRole('button', { name: 'Show map' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the stays found' });
  const markers = map.locator('.leaflet-marker-icon');
  // Every stay is on the map: on its own price marker, or in a group of stays too close together.
  const onMap = () => markers.evaluateAll((elements) => elements.flatMap((element) => (element as HTMLElement).dataset.ids!.split(' ')));
  await expect.poll(async () => new Set(await onMap()).size).toBe(11);
  // Each shows a price; a group the price of its first stay and how many more there are.
  for (const text of await markers.allTextContents()) expect(text).toMatch(/^(€|CHF)\s?[\d,.]+( \+\d+)?$/);
  await expect(markers.first()).toHaveAttribute('role', 'button');

  // A group zooms in to tell its stays apart.
  const group = map.locator('.map-marker--group').first();
  await expect(group).toHaveAttribute('aria-label', /^(€|CHF)\s?[\d,.]+ \+\d+: .+ and \d+ more stays? close by, zoom in/);
  const before = await markers.count();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => markers.count()).toBeGreaterThan(before);

  const priced = map.locator('.leaflet-marker-icon:not(.map-marker--group)');
  await expect(priced.first()).toHaveAttribute('aria-label', /.+, (€|CHF)\s?[\d,.]+$/);
  await priced.first().focus();
  await page.keyboard.press('Enter');
  const popupLink = map.getByRole('link', { name: 'View this stay' });
  await expect(popupLink).toBeFocused();
  await expect(popupLink).toHaveAttribute('href', new RegExp(`^/stays/.+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&children=0$`));
  await page.keyboard.press('Escape');
  await expect(popupLink).toBeHidden();
  await expect(priced.first()).toBeFocused();

  // Stays loaded later get their markers too.
  await page.getByRole('link', { name: 'Load more stays' }).click();
  await expect(resultItems(page)).toHaveCount(Math.min(22, await foundCount(page)));
  await expect.poll(async () => new Set(await onMap()).size).toBe(await resultItems(page).count());

  await toggle.click();
  await expect(map).toHaveCount(0);
});

test('Leaflet is not part of the first load: it arrives when the map is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${shared}/search?${stay}`);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /leaflet/.test(url))).toBe(false);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(scripts.some((url) => /leaflet/.test(url))).toBe(true);
});

test('amenity and price filters narrow the results, and can be cleared', async ({ page }) => {
  await page.goto(`${shared}/search?${stay}`);
  const all = await foundCount(page);
  const filters = page.getByRole('form', { name: 'Filters' });

  await filters.getByRole('checkbox', { name: /Air conditioning/ }).check();
  await expect(page).toHaveURL(/amenities=air_conditioning/);
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  const withAmenity = await foundCount(page);
  await expect(filters.locator('.search-filters__active')).toContainText('1 filter active');

  await filters.getByRole('spinbutton', { name: 'Maximum' }).fill('150');
  await expect(page).toHaveURL(/maxPrice=150/);
  await expect.poll(() => foundCount(page)).toBeLessThan(withAmenity);
  await expect(filters.locator('.search-filters__active')).toContainText('2 filters active');
  // Every stay left costs at most 150 a night, all-in.
  for (const text of await resultItems(page).getByText(/a night, all-in/).allTextContents()) {
    expect(Number(text.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(150);
  }

  await filters.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(`${shared}/search?${stay}`);
  await expect.poll(() => foundCount(page)).toBe(all);
  await expect(filters.getByRole('checkbox', { name: /Air conditioning/ })).not.toBeChecked();
});

test('no match shows a helpful empty state', async ({ page }) => {
  await page.goto(`${lisbon}/search?destination=Lisbon&${stay}&minPrice=5&maxPrice=6`);
  await expect(page.getByRole('heading', { name: 'No stays match your search' })).toBeVisible();
  await page.getByRole('link', { name: 'Search again without filters' }).click();
  await expect(page).toHaveURL(`${lisbon}/search?destination=Lisbon&${stay}`);
  // The address changes as the navigation starts; the results arrive a moment later.
  await expect.poll(() => foundCount(page)).toBeGreaterThan(0);
});

test('bad values in the address get the form with messages, never a 500', async ({ page }) => {
  const response = await page.goto(`${lisbon}/search?destination=Lisbon&checkIn=${checkOut}&checkOut=${checkIn}&guests=2`);
  expect(response?.status()).toBe(400);
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  await expect(prompt.getByText('The check-out date must be after the check-in date.')).toBeVisible();
  await expect(prompt.getByLabel('Check-out')).toHaveAttribute('aria-invalid', 'true');
  // What the guest typed is kept.
  await expect(prompt.getByLabel('Where are you going?')).toHaveValue('Lisbon');
  await expect(prompt.getByLabel('Check-in')).toHaveValue(checkOut);
  await expect(prompt.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');

  for (const query of [
    'checkIn=2026-02-30&checkOut=2026-03-02',
    'checkIn=2026-13-40&checkOut=2026-12-01',
    'checkIn=soon&checkOut=later',
    'guests=0',
    'guests=99',
    'children=-1',
    'minPrice=-5',
    'minPrice=90&maxPrice=10',
    `checkIn=${checkIn}`,
    'checkIn=2001-01-01&checkOut=2001-01-03',
  ]) {
    const answer = await page.goto(`${lisbon}/search?${query}`);
    expect(answer?.status(), query).toBe(400);
    await expect(page.locator('.field__error').first(), query).toBeVisible();
  }
  // Odd but harmless values are ignored rather than refused.
  for (const query of ['page=abc', 'city=x', 'amenities=no_such_thing', 'workTrip=maybe']) {
    expect((await page.goto(`${lisbon}/search?${query}`))?.status(), query).toBe(200);
  }
});

// A results page doesn't carry the error messages: they come with the search that has errors.
test('prices the filters refuse get their message after a client-side navigation too', async ({ page }) => {
  await page.goto(`${lisbon}/search?${stay}`);
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('spinbutton', { name: 'Minimum' }).fill('500');
  await filters.getByRole('spinbutton', { name: 'Maximum' }).fill('100');
  await expect(page).toHaveURL(/minPrice=500&maxPrice=100/);
  await expect(page.getByRole('form', { name: 'Filters' }).getByText('The maximum price must not be lower than the minimum price.')).toBeVisible();
  await expect(page.getByText('Please correct 1 detail of your search.')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the suggestions resource validates its input and never shows the token', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  const call = (query: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, cache: response.headers.get('cache-control'), body: await response.text() };
    }, `/resources/suggestions${query}`);
  const ok = await call('?q=lisb');
  expect(ok.status).toBe(200);
  expect(ok.cache).toBe('private, max-age=60');
  expect(JSON.parse(ok.body).data[0]).toMatchObject({ type: 'city', label: 'Lisbon' });
  expect(ok.body).not.toMatch(/token|Bearer/i);
  expect((await call('')).status).toBe(400);
  expect((await call(`?q=${'x'.repeat(101)}`)).status).toBe(400);
});

test('the search page speaks German and Portuguese', async ({ page }) => {
  await page.goto(`${shared}/search?${stay}&lng=de`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
  await expect(page.locator('#search-results-title')).toHaveText(/\d+ Unterkünfte gefunden/);
  await expect(resultItems(page).first()).toContainText(/für 3 Nächte/);
  await expect(page.getByRole('button', { name: 'Karte anzeigen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Weitere Unterkünfte laden' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter' })).toContainText('Ausstattung');

  await page.goto(`${shared}/search?${stay}&lng=pt`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesquisa' })).toBeVisible();
  await expect(page.locator('#search-results-title')).toHaveText(/\d+ alojamentos encontrados/);
  await expect(resultItems(page).first()).toContainText(/por 3 noites/);
  await expect(page.getByRole('button', { name: 'Mostrar mapa' })).toBeVisible();

  const invalid = await page.goto(`${lisbon}/search?checkIn=${checkOut}&checkOut=${checkIn}&lng=pt`);
  expect(invalid?.status()).toBe(400);
  await expect(page.getByText('A data de saída tem de ser posterior à data de entrada.')).toBeVisible();
});

test('search pages have their own title and are not indexed', async ({ page }) => {
  await page.goto(`${lisbon}/search?destination=Lisbon&${stay}`);
  await expect(page).toHaveTitle('Stays in Lisbon · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto(`${lisbon}/search`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
});

test('axe finds no violations on the results page with the map open, nor on the home prompt', async ({ page }) => {
  await page.goto(`${shared}/search?${stay}`);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  const resultsScan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(resultsScan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  await page.goto(`${lisbon}/`);
  const destination = page.getByRole('combobox', { name: 'Where are you going?' });
  await destination.click();
  await destination.pressSequentially('lisb', { delay: 40 });
  await expect(page.getByRole('option', { name: /Lisbon/ })).toBeVisible();
  const homeScan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(homeScan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
});

test('the results page fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${shared}/search?${stay}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The filters fold under their summary on a phone.
  const summary = page.locator('.search-filters__summary');
  await expect(summary).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Maximum' })).toBeHidden();
  await summary.click();
  await expect(page.getByRole('spinbutton', { name: 'Maximum' })).toBeVisible();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
