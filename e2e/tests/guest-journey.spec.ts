import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { findStay, propertyIdOf } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
// A Lisbon home that takes no arrivals on some days (demo data), so the picker has a reason to give.
const name = 'Bairro Alto Sunset Terrace';

// The whole journey in one go, as a guest makes it: search a destination with dates from
// the home page, toggle the map, open a property, try a date closed to arrival and read why, see
// the rate plans with prices for valid dates, then read the page in German and Portuguese.
test('a guest searches from the home page, looks at the map, opens a stay and reads it in three languages', async ({ page }) => {
  // Dates this home is bookable for, from the site's own calendar (the demo rates start today).
  await page.goto(`${lisbon}/explore`);
  await page.getByRole('main').getByRole('link', { name }).click();
  const { checkIn, checkOut } = await findStay(page, await propertyIdOf(page), { fromDays: 14 });
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const nightsText = `${nights} night${nights === 1 ? '' : 's'}`;

  await page.goto(`${lisbon}/`);
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  const destination = prompt.getByRole('combobox', { name: 'Where are you going?' });
  await destination.click();
  await destination.pressSequentially('lisb', { delay: 40 });
  await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Lisbon/ }).first().click();
  await prompt.getByLabel('Check-in').fill(checkIn);
  await prompt.getByLabel('Check-out').fill(checkOut);
  await prompt.getByRole('button', { name: 'Add an adult' }).click();
  await prompt.getByRole('button', { name: 'Search' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Stays in Lisbon' })).toBeVisible();
  const results = page.locator('[data-result-id]');
  await expect(results.first()).toContainText(new RegExp(`€[\\d,.]+ for ${nightsText}`));
  const count = await results.count();

  await page.getByRole('button', { name: 'Show map' }).click();
  const markers = page.getByRole('region', { name: 'Map of the stays found' }).locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  const onMap = () => markers.evaluateAll((elements) => elements.flatMap((element) => (element as HTMLElement).dataset.ids!.split(' ')));
  await expect.poll(async () => new Set(await onMap()).size).toBe(count);

  // The home opens from its result with the stay already chosen: its rate plans are priced.
  await results.filter({ hasText: name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&guests=2`));
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await expect(rates).toContainText(`For ${nightsText}, `);
  await expect(rates.locator('.price-lines').first()).toContainText(new RegExp(`Accommodation, ${nightsText}\\s*€[\\d,.]+`));
  // Each rate's total stands beside its name, with the price a night.
  await expect(rates.locator('.rate').filter({ has: page.locator('.price-lines') }).first()).toContainText(/€[\d,.]+\s*€[\d,.]+ a night, all-in/);

  // A date closed to arrival says why it can't be chosen.
  await page.getByRole('button', { name: /Choose dates/ }).click();
  const picker = page.getByRole('group', { name: 'Choose your dates' });
  const status = picker.getByRole('status').first();
  let closed = picker.locator('.rdp-day.is-no-arrival button');
  for (let month = 0; month < 3 && (await closed.count()) === 0; month++) {
    await picker.getByRole('button', { name: /next/i }).click();
    closed = picker.locator('.rdp-day.is-no-arrival button');
  }
  await closed.first().click();
  await expect(status).toHaveText('Arrival is not allowed on this date.');

  // Valid dates: the first date that can be chosen, then the first check-out allowed after it.
  const open = picker.locator('.rdp-day:not(.is-refused):not(.rdp-disabled) button');
  await open.first().click();
  await open.nth(1).click();
  await expect(rates).toContainText(/For \d+ nights?, /);
  await expect(rates.locator('.rate').filter({ has: page.locator('.price-lines') }).first()).toContainText(/€[\d,.]+\s*€[\d,.]+ a night, all-in/);

  // The language switcher keeps the page and the stay.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 2, name: 'Preise und Verfügbarkeit' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preise und Verfügbarkeit' }).locator('.rate').filter({ has: page.locator('.price-lines') }).first()).toContainText(/[\d,.]+\s€\s*[\d,.]+\s€ pro Nacht, alles inklusive/);
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 2, name: 'Preços e disponibilidade' })).toBeVisible();
});
