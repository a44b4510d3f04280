import { expect, test } from '@playwright/test';
import { apiOrigin, consoleOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// An owner connects a tool: makes an API key (a refused name keeps what was typed), copies the
// secret shown once, the tool gets a token with it; revoking the key stops the tool at once.
test('an owner creates an API key, a tool uses it, and revoking it stops the tool', async ({ page, request }) => {
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/api-keys`);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'Create an API key' });
  await form.getByLabel('Name').fill('x');
  await form.getByLabel('Permissions of').selectOption('accountant');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toHaveValue('x');
  await expect(form.getByLabel('Permissions of')).toHaveValue('accountant');

  const name = `Pricing tool ${Date.now().toString(36)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`Key “${name}” created.`)).toBeVisible();
  const clientId = (await page.locator('dd code').first().textContent())!;
  const clientSecret = (await page.locator('code.secret').textContent())!;
  await expectNoAxeViolations(page);

  const token = await request.post(`${apiOrigin}/oauth/token`, { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
  expect(token.status()).toBe(200);
  const accessToken = (await token.json()).access_token as string;
  const organization = await request.get(`${apiOrigin}/apis/host/organizations/${demoOwner.organizationId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(organization.status()).toBe(200);

  // The secret is not shown again; the list shows the key with its role.
  await page.reload();
  await expect(page.locator('code.secret')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Accountant');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API key revoked.' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');

  const refused = await request.get(`${apiOrigin}/apis/host/organizations/${demoOwner.organizationId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(refused.status()).toBe(401);
});
