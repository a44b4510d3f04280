import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';
import { findStay, propertyIdOf } from '../support/stays.ts';

// The host's pricing in the console, seen by a guest at once: the demo owner adds a tourist tax
// and creates a voucher for one property; the guest's price for a stay there has the tax, and the
// voucher applies in the reservation overlay. Then the owner deletes both again.

const lisbon = webOrigin('lisbon-stays.localhost');
// Two long journeys through the console and the site, with several axe scans each.
test.describe.configure({ timeout: 180_000 });
const property = 'Alfama Fado Guesthouse';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function signInAsOwner(page: Page) {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
}

// The property whose prices a page shows: a GET form, its choice in the address.
async function choose(page: Page, name: string) {
  await page.getByLabel('Property').selectOption({ label: name });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/[?&]property=\d+/);
}

test('the owner adds a tourist tax and a voucher; the guest’s quote has the tax and the voucher applies', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const taxName = `Alfama levy ${stamp}`;
  const germanTaxName = `Alfama-Abgabe ${stamp}`;
  const code = `E2E${stamp}`;

  await signInAsOwner(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fees' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A tourist tax, with a mistake first: the field says what is wrong and keeps what was typed.
  await page.getByRole('navigation', { name: 'Pricing sections' }).getByRole('link', { name: 'Taxes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Taxes' })).toBeVisible();
  await choose(page, property);
  await page.getByRole('link', { name: 'Add a tax' }).click();
  const form = page.getByRole('region', { name: 'New tax' });
  await form.getByRole('textbox', { name: /^Name guests see \*?$/ }).fill(taxName);
  await form.getByRole('combobox', { name: /^Charged/ }).selectOption({ label: 'per person per night' });
  await form.getByLabel('Amount').fill('1.505');
  await form.getByLabel('For at most this many nights').fill('7');
  await form.getByLabel('Children pay, but not under the age below').check();
  await form.locator('input[name="exemptUnderAge"]').fill('13');
  // Its name for German guests (English is the name above).
  await form.getByText('Translations').click();
  await form.getByLabel('Name guests see in German').fill(germanTaxName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter an amount like 12.50, without a currency sign.')).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: /^Name guests see \*?$/ })).toHaveValue(taxName);
  await expect(form.getByLabel('Name guests see in German')).toHaveValue(germanTaxName);
  await expectNoAxeViolations(page);
  await form.getByLabel('Amount').fill('1.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added. Guests see it in their next quote.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(taxName) })).toContainText('exempt under 13');

  // A voucher for that property; a code the organization already has is refused.
  await page.getByRole('navigation', { name: 'Pricing sections' }).getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a voucher' }).first().click();
  const voucherForm = page.getByRole('region', { name: 'New voucher' });
  await voucherForm.getByLabel('Code').fill('welcome10');
  await voucherForm.getByLabel('Percentage off the nights').fill('12');
  await voucherForm.getByRole('checkbox', { name: property }).check();
  await voucherForm.getByRole('button', { name: 'Save' }).click();
  await expect(voucherForm.getByText('Another voucher already has this code, whatever the letter case.')).toBeVisible();
  await expect(voucherForm.getByRole('checkbox', { name: property })).toBeChecked();
  await expectNoAxeViolations(page);
  await voucherForm.getByLabel('Code').fill(code);
  await voucherForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added. Guests see it in their next quote.')).toBeVisible();
  await page.getByLabel('Code contains').fill(code);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('12%');
  await expectNoAxeViolations(page);

  // The guest, at once: the stay's price has the tax, and the voucher applies.
  await page.goto(`${lisbon}/explore`);
  await page.getByRole('main').getByRole('link', { name: property }).first().click();
  const stay = await findStay(page, await propertyIdOf(page), { fromDays: 12 });
  await page.goto(`${page.url().split('?')[0]}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`);
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await expect(rates).toContainText(taxName);
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${property}` });
  await expect(dialog.locator('.price-lines')).toContainText(taxName);
  await dialog.getByLabel('Voucher code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(new RegExp(`Voucher ${code} applied`, 'i'))).toBeVisible();
  await expect(dialog.locator('.price-lines')).toContainText(`Voucher ${code}`);
  // A German guest reads the tax's German name.
  await page.goto(`${page.url().split('?')[0]}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2&lng=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('main')).toContainText(germanTaxName);

  // The owner deletes both again, each after a confirmation.
  await page.goto(`${consoleOrigin}/o/1/pricing/vouchers?q=${code}`);
  await page.getByRole('link', { name: `Delete ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Delete the voucher ${code}?` })).toBeVisible();
  await page.getByRole('region', { name: `Delete the voucher ${code}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await page.goto(`${consoleOrigin}/o/1/pricing/taxes`);
  await choose(page, property);
  await page.getByRole('link', { name: `Delete ${taxName}` }).click();
  await page.getByRole('region', { name: `Delete the tax “${taxName}”?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(taxName) })).toHaveCount(0);
});

test('an add-on a guest booked can’t be deleted, only deactivated; the pages read in German', async ({ page }) => {
  await createBooking(page, lisbon, { fromDays: 45, propertyName: property, addOns: ['Welcome basket'] });

  await signInAsOwner(page);
  await page.goto(`${consoleOrigin}/o/1/pricing/add-ons`);
  await choose(page, property);
  const row = page.getByRole('row', { name: /Welcome basket/ });
  await expect(row).toContainText(/\d+ bookings?/);
  await row.getByRole('link', { name: 'Delete Welcome basket' }).click();
  const confirm = page.getByRole('region', { name: 'Delete the add-on “Welcome basket”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText(/This can’t be deleted: \d+ bookings? ha(s|ve) it/)).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Deactivate it' }).click();
  await expect(page.getByText('Deactivated: it is no longer offered to guests.')).toBeVisible();
  await expect(row).toContainText('Deactivated');
  // Offered again, through its form.
  await row.getByRole('link', { name: 'Edit Welcome basket' }).click();
  await page.getByRole('region', { name: 'Edit the add-on “Welcome basket”' }).getByLabel('Offered to guests').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Guests see the change in their next quote.')).toBeVisible();
  await expect(row).toContainText('Active');

  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Bereiche der Preise' }).getByRole('link', { name: 'Aktionen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aktionen' })).toBeVisible();
  await expect(page.getByText('ab 7 Nächten').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('without JavaScript a fee is refused with its reason, kept as typed, then saved and deleted', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const name = `Towels ${Date.now().toString(36)}`;
  await signInAsOwner(page);
  await page.goto(`${consoleOrigin}/o/1/pricing/fees`);
  await choose(page, property);
  await page.getByRole('link', { name: 'Add a fee' }).click();
  const form = page.getByRole('region', { name: 'New fee' });
  await form.getByRole('textbox', { name: /^Name guests see \*?$/ }).fill(name);
  await form.getByRole('combobox', { name: /^Kind/ }).selectOption({ label: 'Linen' });
  await form.getByLabel('Amount').fill('-5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This is below the lowest value allowed.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name guests see \*?$/ })).toHaveValue(name);
  await expect(form.getByRole('combobox', { name: /^Kind/ })).toHaveValue('linen');
  await form.getByLabel('Amount').fill('8');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added. Guests see it in their next quote.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('€8.00 per stay');
  await page.getByRole('link', { name: `Delete ${name}` }).click();
  await page.getByRole('region', { name: `Delete the fee “${name}”?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await context.close();
});
