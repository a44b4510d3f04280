import { expect, test } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// An owner adds a webhook endpoint: a plain-http URL is refused with its reason (what was typed
// stays), the signing secret is shown once, the endpoint can be switched off, and its delivery log
// page opens. Delivery itself is the API's tests' (a local receiver that checks signatures).
test('an owner adds a webhook endpoint, sees its secret once, switches it off and opens its deliveries', async ({ page }) => {
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Add an endpoint' });
  await form.getByLabel('URL').fill('http://hooks.example.com/direct');
  await form.getByLabel(/Payment refunded/).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Use an https:// address.')).toBeVisible();
  await expect(form.getByLabel('URL')).toHaveValue('http://hooks.example.com/direct');
  await expect(form.getByLabel(/Payment refunded/)).toBeChecked();

  // A public address by number: nothing to resolve, and the SSRF check lets it through.
  const url = `https://93.184.216.34/direct-${Date.now().toString(36)}`;
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Endpoint added')).toBeVisible();
  await expect(page.locator('code.secret')).toHaveText(/^whsec_/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('code.secret')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(url) });
  await expect(row).toContainText('Payment refunded');
  await row.getByRole('button', { name: `Switch off ${url}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Endpoint switched off.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(url) })).toContainText('Off');

  await page.getByRole('row', { name: new RegExp(url) }).getByRole('link', { name: `Deliveries ${url}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Deliveries to ${url}` })).toBeVisible();
  // Other specs book in the same organization at the same time, so events may already be queued
  // for the endpoint (subscribed until it was switched off): the log or its empty state.
  await expect(page.getByText('Nothing sent yet.').or(page.getByRole('table', { name: 'Deliveries' }))).toBeVisible();
  await expectNoAxeViolations(page);
});
