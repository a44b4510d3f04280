import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const api = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4400)}`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

// Writes an outbox email the way the site does: a contact message to Lisbon Stays (brand 1),
// sent through the API with the website's client (the demo secret of the e2e API).
async function sendContactMessage(request: APIRequestContext, subject: string, message: string) {
  const token = await request.post(`${api}/oauth/token`, {
    data: { grant_type: 'client_credentials', client_id: 'direct-web', client_secret: 'demo-web-secret-change-me' },
  });
  expect(token.ok()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const sent = await request.post(`${api}/apis/contact_messages`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { brand_id: 1, name: 'Mailbox Tester', email: 'tester@example.com', subject, message },
  });
  expect(sent.status()).toBe(201);
}

test('an email the API queued shows in the development mailbox and opens', async ({ page, request }) => {
  const subject = `Mailbox check ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await sendContactMessage(request, subject, 'Is there a cot for a baby in the flat?');

  await page.goto(`${lisbon}/dev/mailbox`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Development mailbox');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Filter by the brand's address (a plain GET form).
  await page.getByLabel('Recipient').fill('hello@lisbon-stays.example');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(`${lisbon}/dev/mailbox?to=hello%40lisbon-stays.example`);
  const table = page.getByRole('table', { name: 'Emails, newest first' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText('hello@lisbon-stays.example');
  await expect(page.getByRole('link', { name: 'Show all emails' })).toHaveAttribute('href', '/dev/mailbox');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Contact form: ${subject}` }).click();
  await expect(page).toHaveURL(new RegExp(`${lisbon}/dev/mailbox/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact form: ${subject}`);
  await expect(page).toHaveTitle(`Contact form: ${subject} · Lisbon Stays`);
  const details = page.getByRole('region', { name: 'Email details' }).getByRole('definition');
  await expect(details.filter({ hasText: 'no-reply@direct-booking.example' })).toHaveCount(1);
  await expect(details.filter({ hasText: 'hello@lisbon-stays.example' })).toHaveCount(1);
  await expect(page.getByText('This email has no HTML version; its text is shown below.')).toBeVisible();
  const text = page.getByRole('region', { name: 'Text version' });
  await expect(text).toContainText('Reply to: Mailbox Tester <tester@example.com>');
  await expect(text).toContainText('Is there a cot for a baby in the flat?');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the mailbox' }).click();
  await expect(page).toHaveURL(`${lisbon}/dev/mailbox`);
});

test('the mailbox speaks the page language and works without JavaScript', async ({ browser, request }) => {
  await sendContactMessage(request, `Sprachtest ${Date.now()}`, 'Gibt es einen Parkplatz am Haus?');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const response = await page.goto(`${lisbon}/de/dev/mailbox?to=nobody-${Date.now()}%40example.com`);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entwicklungs-Postfach');
    await expect(page.getByText(/^Keine E-Mails an eine Adresse mit „nobody-\d+@example.com“\.$/)).toBeVisible();
    await page.getByLabel('Empfänger').fill('');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page).toHaveURL(`${lisbon}/de/dev/mailbox?to=`);
    await expect(page.getByRole('table', { name: 'E-Mails, neueste zuerst' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an unknown email or page is the 404 page', async ({ page }) => {
  for (const path of ['/dev/mailbox/999999', '/dev/mailbox/abc', '/dev/mailbox?page=999']) {
    const response = await page.goto(`${lisbon}${path}`);
    expect(response?.status(), path).toBe(404);
  }
});
