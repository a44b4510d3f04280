import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { findStay, propertyIdOf } from '../support/stays.ts';

// The date picker by keyboard (focus on the chosen or first bookable date, the keys announced),
// and the reservation overlay's small things: its close button's name, the extras' price basis
// and a quantity only for a ticked extra.

const lisbon = webOrigin('lisbon-stays.localhost');
const name = 'Bairro Alto Sunset Terrace';

async function propertyPath(page: Page): Promise<string> {
  await page.goto(`${lisbon}/explore`);
  return (await page.getByRole('main').getByRole('link', { name }).getAttribute('href'))!;
}

test('the date picker opens on the first bookable date, says which keys move, and reopens on the chosen date', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}`);
  const opener = page.getByRole('button', { name: /Choose dates/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('group', { name: 'Choose your dates' });
  await expect(picker).toHaveAccessibleDescription(/arrow keys to move between days, Page Up and Page Down to change the month/);
  await expect(picker.getByRole('status').first()).toHaveText('Choose your check-in date.');
  const bookable = picker.locator('.rdp-day:not(.is-refused):not(.rdp-disabled) button').first();
  await expect(bookable).toBeFocused();
  // The arrow keys move focus through the days.
  const first = await bookable.evaluate((button) => button.closest('[data-day]')?.getAttribute('data-day'));
  await page.keyboard.press('ArrowRight');
  await expect(picker.locator('[data-day] button:focus')).toHaveCount(1);
  expect(await picker.locator('[data-day] button:focus').evaluate((button) => button.closest('[data-day]')?.getAttribute('data-day'))).not.toBe(first);
  await page.keyboard.press('Escape');

  const stay = await findStay(page, await propertyIdOf(page), { fromDays: 200 });
  await page.goto(`${lisbon}${path}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  await page.getByRole('button', { name: /Choose dates/ }).click();
  await expect(page.locator(`[data-day="${stay.checkIn}"] button`)).toBeFocused();
});

test('the overlay’s close button is named; extras say what their price is per and ask a quantity only when ticked', async ({ page }) => {
  const path = await propertyPath(page);
  await page.goto(`${lisbon}${path}`);
  const stay = await findStay(page, await propertyIdOf(page), { fromDays: 260 });
  await page.goto(`${lisbon}${path}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${name}` });
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Add extras, early check-in or late check-out' }).click();
  const extras = page.getByRole('dialog', { name: 'Extras and arrival times' }).getByRole('group', { name: 'Extras' });
  const bikes = extras.getByRole('checkbox', { name: 'Bike rental' });
  await expect(bikes).toHaveAccessibleDescription(/^€[\d.,]+ per night; €[\d.,]+ for your stay/);
  await expect(extras.getByRole('checkbox', { name: 'Welcome basket' })).toHaveAccessibleDescription(/^per stay/);
  const quantity = extras.getByRole('spinbutton', { name: /Bike rental/ });
  await expect(quantity).toBeHidden();
  await bikes.check();
  await expect(quantity).toBeVisible();
  await bikes.uncheck();
  await expect(quantity).toBeHidden();
});
