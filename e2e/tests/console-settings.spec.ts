import { expect, test } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// The owner's settings: the brand's colours with the live preview and contrast check, its contact
// phone shown in the guest site's footer, a custom domain with its DNS records, and the
// accountant's CSV exports.

test.describe.configure({ timeout: 90_000 });
const lisbon = webOrigin('lisbon-stays.localhost');

test('the owner sees an unreadable text colour flagged and refused, saves a contact phone the site shows, and adds a domain', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const phone = `+351 210 ${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Brand', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Brand: / })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pale grey text on white: the preview's check says it at once, the save is refused by field.
  const text = page.getByRole('textbox', { name: 'Text *', exact: true });
  const original = await text.inputValue();
  const background = page.getByRole('textbox', { name: 'Background *', exact: true });
  const originalBackground = await background.inputValue();
  await background.fill('#ffffff');
  await text.fill('#bbbbbb');
  await expect(page.getByRole('listitem').filter({ hasText: 'Text on the background' }).getByText('Hard to read')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Text *', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Text *', exact: true })).toHaveValue('#bbbbbb');

  // Readable again, with a contact phone: saved, and the guest site's footer shows it.
  await page.getByRole('textbox', { name: 'Text *', exact: true }).fill(original);
  await page.getByRole('textbox', { name: 'Background *', exact: true }).fill(originalBackground);
  await expect(page.getByRole('listitem').filter({ hasText: 'Text on the background' }).getByText('Readable')).toBeVisible();
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);
  const site = await page.context().newPage();
  await expect
    .poll(async () => {
      await site.goto(`${lisbon}/en`);
      return site.getByRole('contentinfo').getByText(phone).count();
    })
    .toBeGreaterThan(0);
  await site.close();

  // A custom domain: its DNS records, waiting for the TXT record; then removed.
  await page.getByRole('link', { name: 'Your own domains →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Domains of / })).toBeVisible();
  const hostname = `www.e2e-${stamp}.example`;
  await page.getByRole('textbox', { name: 'Domain *', exact: true }).fill('not a domain');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('textbox', { name: 'Domain *', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Domain *', exact: true }).fill(hostname);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: hostname }) });
  await expect(item.getByText('Waiting for DNS')).toBeVisible();
  await expect(item.getByRole('cell', { name: `_direct-verify.${hostname}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: `Remove ${hostname}` }).click();
  await expect(page.getByText('Domain removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: hostname })).toHaveCount(0);
});

test('the owner downloads the payments CSV for a date range', async ({ page }) => {
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/exports?from=2026-01-01&to=2026-12-31`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download Payments and refunds/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('payments-2026-01-01-2026-12-31.csv');
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFdate,booking,property,kind,amount,currency,provider,provider_reference')).toBe(true);
});

test('the owner edits a property’s check-in settings; a deposit step without an amount is refused by field', async ({ page }) => {
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/properties`);
  await page.getByRole('link', { name: 'Alfama Fado Guesthouse' }).first().click();
  await page.getByRole('navigation', { name: /sections/i }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Online check-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Security deposit', { exact: true }).check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('0');
  await page.getByRole('button', { name: 'Save check-in settings' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Security deposit', { exact: true }).check();
  await page.getByLabel('Sign the agreement').check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('150.00');
  await page.getByRole('textbox', { name: /^Keep ID documents/ }).fill('14');
  await page.getByRole('button', { name: 'Save check-in settings' }).click();
  await expect(page.getByText('Check-in settings saved.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Keep ID documents/ })).toHaveValue('14');
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('150.00');
  await expect(page.getByLabel('Sign the agreement')).toBeChecked();
});
