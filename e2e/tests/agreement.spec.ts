import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { api, createBooking, type TestBooking } from '../support/booking.ts';

// Check-in step 3: the agreement is read, the booker's email confirmed with a one-time code read
// from the development mailbox, a too-large upload refused, then a typed signature and the PDF.

const lisbon = webOrigin('lisbon-stays.localhost');
// An apartment: the demo's whole homes require the terms step.
const property = 'Porto Ribeira View Apartment';

async function paidBooking(page: Page, fromDays: number): Promise<TestBooking> {
  const created = await createBooking(page, lisbon, { fromDays, propertyName: property });
  await page.goto(`${lisbon}${created.paymentPath}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation-success\?booking=/);
  return created;
}

type MailboxList = { data: { id: number; subject: string }[] };

// The booker's address is shared by every e2e booking: the code is found by the booking's code in
// the subject.
async function emailedCode(bookingCode: string): Promise<string> {
  let text = '';
  // The mailbox is per brand: these bookings are Lisbon Stays'.
  const brand = (await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost')).json.id;
  await expect(async () => {
    const list = await api<MailboxList>(`/apis/dev/mailbox?brand_id=${brand}&to=${encodeURIComponent('ana.pagadora@example.com')}&limit=50`);
    const message = list.json.data.find((item) => item.subject.includes(bookingCode) && /code|Code|código/.test(item.subject));
    expect(message, 'code email').toBeTruthy();
    text = (await api<{ text: string }>(`/apis/dev/mailbox/${message!.id}?brand_id=${brand}`)).json.text;
  }).toPass({ timeout: 10_000 });
  return /^\d{6}$/m.exec(text)![0];
}

const agreementPath = (created: TestBooking, prefix = '') => `${lisbon}${prefix}/agreement/${created.bookingCode}?access=${encodeURIComponent(created.accessToken)}`;

test('read, confirm the email (a wrong code first), refuse a too-large upload, sign typed and download the PDF', async ({ page }) => {
  const created = await paidBooking(page, 45);
  await page.goto(agreementPath(created));
  await expect(page).toHaveTitle(/Terms & conditions/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign the rental agreement' })).toBeVisible();
  const text = page.getByRole('region', { name: /rental agreement/i });
  await expect(text).toContainText('Rental agreement between');
  await expect(text).toContainText('Ana Pagadora');
  await expect(text).toContainText(property);
  await expect(text).not.toContainText('{{');
  await expect(page.getByRole('link', { name: 'Back to online check-in' }).first()).toHaveAttribute('href', `/booking/checkin/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText('We sent a code to ana.pagadora@example.com')).toBeVisible();
  const code = await emailedCode(created.bookingCode);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is invalid.');
  await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email ana.pagadora@example.com is confirmed.')).toBeVisible();

  // An image over the limit is refused with the limit in MB.
  await page.getByLabel('Upload an image').check();
  await expect(page.getByText('PNG or JPEG, maximum size 2 MB.')).toBeVisible();
  const big = join(tmpdir(), `agreement-big-${Date.now()}.png`);
  await writeFile(big, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3 * 1024 * 1024, 1)]));
  await page.getByLabel('Image of your signature').setInputFiles(big);
  await page.getByLabel('I have read the agreement and accept it.').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('alert')).toContainText('The file is larger than the maximum size of 2 MB.');

  // A text file named .png is refused by its content.
  const fake = join(tmpdir(), `agreement-fake-${Date.now()}.png`);
  await writeFile(fake, 'this is not an image');
  await page.getByLabel('Upload an image').check();
  await page.getByLabel('Image of your signature').setInputFiles(fake);
  await page.getByLabel('I have read the agreement and accept it.').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('alert')).toContainText('This file is not a PNG or JPEG image.');

  await page.getByLabel('Type it').check();
  await page.getByLabel('Your full name').fill('Ana Pagadora');
  await page.getByLabel('Your signature', { exact: true }).fill('Ana Pagadora');
  await page.getByLabel('I have read the agreement and accept it.').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Agreement signed' })).toBeVisible();
  await expect(page.getByTestId('agreement-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const hash = await page.getByTestId('agreement-hash').textContent();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the signed agreement (PDF)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`agreement-${created.bookingCode}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(hash).toBeTruthy();
  // A wrong token gets nothing.
  const refused = await page.evaluate(async (url) => (await fetch(url)).status, `/agreement/${created.bookingCode}?access=${'x'.repeat(43)}&pdf=1`);
  expect(refused).toBe(404);
});

test('in German, and a wrong token is the 404 page', async ({ page }) => {
  const created = await paidBooking(page, 75);
  const wrong = await page.goto(`${lisbon}/de/agreement/${created.bookingCode}?access=${'y'.repeat(43)}`);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mietvertrag unterschreiben');
  expect((await page.goto(`${lisbon}/agreement/${created.bookingCode}`))?.status()).toBe(404);

  await page.goto(agreementPath(created, '/de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mietvertrag unterschreiben' })).toBeVisible();
  await page.getByRole('button', { name: 'Code zusenden' }).click();
  const code = await emailedCode(created.bookingCode);
  await page.getByLabel('Bestätigungscode').fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Der eingegebene Code ist ungültig.');
  await page.getByLabel('Bestätigungscode').fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse ana.pagadora@example.com ist bestätigt.')).toBeVisible();
  await page.getByLabel('Ihre Unterschrift', { exact: true }).fill('Ana Pagadora');
  await page.getByLabel('Ich habe den Vertrag gelesen und akzeptiere ihn.').check();
  await page.getByRole('button', { name: 'Vertrag unterschreiben' }).click();
  await expect(page.getByRole('heading', { name: 'Vertrag unterschrieben' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unterschriebenen Vertrag herunterladen (PDF)' })).toBeVisible();
});
