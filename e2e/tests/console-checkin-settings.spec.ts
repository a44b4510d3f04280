import { expect, test } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// A property's check-in settings in the console: after a refused save the form keeps what the
// owner ticked and chose (steps, deposit fallback, arrival window), then saves; the agreement page
// previews a German text with sample values and publishes it as version 1 in the history.
// Lagos Cliffside Villa is no other spec's.

const property = 'Lagos Cliffside Villa';

test('the owner sets deposit fallback and arrival window, keeps ticks after a refusal, and publishes a German agreement', async ({ page }) => {
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/properties`);
  await page.getByRole('link', { name: property }).first().click();
  await page.getByRole('navigation', { name: /sections/i }).getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Online check-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Security deposit', { exact: true }).check();
  await page.getByLabel('Sign the agreement').check();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('0');
  await page.getByLabel('Charge the deposit and refund it after check-out').check();
  await page.getByLabel('Guests choose from these times only').check();
  await page.getByLabel('Earliest arrival').fill('16:00');
  await page.getByLabel('Latest arrival').fill('15:00');
  await page.getByLabel('Departure by').fill('10:00');
  await page.getByRole('button', { name: 'Save check-in settings' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
  // What the owner ticked and chose is still there.
  await expect(page.getByLabel('Security deposit', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Sign the agreement')).toBeChecked();
  await expect(page.getByLabel('Charge the deposit and refund it after check-out')).toBeChecked();
  await expect(page.getByLabel('Guests choose from these times only')).toBeChecked();
  await expect(page.getByLabel('Latest arrival')).toHaveValue('15:00');

  await page.getByRole('textbox', { name: /^Amount/ }).fill('120.00');
  await page.getByLabel('Latest arrival').fill('20:00');
  await page.getByRole('button', { name: 'Save check-in settings' }).click();
  await expect(page.getByText('Check-in settings saved.')).toBeVisible();
  await expect(page.getByLabel('Charge the deposit and refund it after check-out')).toBeChecked();
  await expect(page.getByLabel('Latest arrival')).toHaveValue('20:00');
  await expect(page.getByLabel('Sign the agreement')).toBeChecked();

  await page.getByRole('link', { name: 'Agreement texts, versions and preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rental agreement' })).toBeVisible();
  await expect(page.getByText('{{guestName}}', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Agreement language' }).getByRole('link', { name: 'German' }).click();
  const editor = page.getByLabel(/^Agreement text \(German\)/);
  await editor.fill('Hallo {{guestName}}, willkommen in {{propertyName}}.');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('agreement-preview')).toHaveText(`Hallo Maria Example, willkommen in ${property}.`);
  await expect(editor).toHaveValue('Hallo {{guestName}}, willkommen in {{propertyName}}.');
  // The German versions published before this one (none on a fresh demo; a rerun on the same server adds one).
  const history = page.getByRole('table', { name: 'Version history' });
  const earlier = await history.getByRole('link', { name: /^PDF preview of version \d+ \(de\)$/ }).count();
  await page.getByRole('button', { name: 'Publish as new version' }).click();
  await expect(page.getByText('New agreement version published.')).toBeVisible();
  await expect(page.getByText(`Guests now sign version ${earlier + 1}.`)).toBeVisible();
  await expect(history.getByRole('link', { name: `PDF preview of version ${earlier + 1} (de)` })).toBeVisible();
  await expectNoAxeViolations(page);
});
