import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { api, createBooking, type TestBooking } from '../support/booking.ts';

// Check-in step 4 on a Lisbon property (Portugal: an ID document and a selfie of the booker):
// an oversized file and a text file named .jpg are refused with their messages, then real JPEGs
// complete the step. The files are never shown back.

const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Bairro Alto Sunset Terrace';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/identity/${name}`, import.meta.url));

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

const identityPath = (created: TestBooking, prefix = '') => `${lisbon}${prefix}/booking/identity/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`;

test('explains the rule, refuses an oversized file and a disguised one, then takes the ID and the selfie', async ({ page }) => {
  // A paid booking, an axe scan and a 10 MB upload before the two real files: a long journey.
  test.slow();
  const created = await paidBooking(page, 160);
  await page.goto(identityPath(created));
  await expect(page).toHaveTitle('Identity check · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your identity' })).toBeVisible();
  await expect(page.getByTestId('identity-rule-why')).toHaveText('This is the standard rule for properties in Portugal.');

  const idForm = page.getByTestId('identity-form-id_document');
  const selfieForm = page.getByTestId('identity-form-selfie');
  await expect(idForm.getByLabel('File')).toHaveAttribute('accept', /image\/jpeg.*application\/pdf/);
  await expect(idForm).toContainText('JPEG, PNG, WebP, HEIC, PDF, up to 10 MB');
  await expect(selfieForm.getByLabel('File')).toHaveAttribute('capture', 'user');
  await expect(selfieForm).toContainText('JPEG, PNG, WebP, up to 10 MB');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  // 10 MB and one byte of JPEG-looking bytes.
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
  await idForm.getByLabel('File').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: big });
  await idForm.getByRole('button', { name: 'Upload' }).click();
  await expect(idForm.getByRole('alert')).toHaveText('This file is too large. The limit is 10 MB.');
  await expect(idForm.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');

  await selfieForm.getByLabel('File').setInputFiles(fixture('not-a-photo.jpg'));
  await selfieForm.getByRole('button', { name: 'Upload' }).click();
  await expect(selfieForm.getByRole('alert')).toHaveText(
    'This file is not an accepted format. Please upload JPEG, PNG, WebP (we check the file itself, not its name).',
  );

  await idForm.getByLabel('File').setInputFiles(fixture('id-card.jpg'));
  await idForm.getByRole('button', { name: 'Upload' }).click();
  await expect(idForm.getByRole('status')).toHaveText('Passport or ID card received. Thank you!');
  await expect(idForm).toContainText('Done');
  await expect(page.getByTestId('identity-complete')).toHaveCount(0);

  await selfieForm.getByLabel('Replace file').or(selfieForm.getByLabel('File')).setInputFiles(fixture('selfie.jpg'));
  await selfieForm.getByRole('button', { name: 'Upload' }).click();
  await expect(selfieForm.getByRole('status')).toHaveText('Selfie received. Thank you!');
  await expect(page.getByTestId('identity-complete')).toHaveText('Thank you: everything we need is here. This step is complete.');
  await expect(page.getByRole('link', { name: 'Continue to the next step' })).toHaveAttribute('href', `/payment/booking_payment_terminal/${created.bookingCode}/${created.accessToken}`);
  await expect(page.getByRole('link', { name: 'Back to online check-in' }).first()).toHaveAttribute('href', `/booking/checkin/${created.bookingCode}/${created.accessToken}`);
  // Nothing on the page points at the files.
  expect(await page.getByRole('main').locator('img, a[href*="document"], a[href*="private"]').count()).toBe(0);

  const status = await api<{ complete: boolean; guests: { files: { kind: string }[] }[] }>(`/apis/identity/${created.bookingCode}/${created.accessToken}`);
  expect(status.json.complete).toBe(true);
  expect(status.json.guests[0]?.files.map((file) => file.kind).sort()).toEqual(['id_document', 'selfie']);

  // The check-in hub shows the step done.
  await page.getByRole('link', { name: 'Back to online check-in' }).first().click();
  await expect(page.locator('li[data-step="identity"]')).toHaveAttribute('data-state', 'completed');
  await expect(page.locator('li[data-step="identity"]')).toContainText('Identity');
});

test('works without JavaScript and in German; another booking’s token is a 404', async ({ page: scripted, browser }) => {
  const other = await createBooking(scripted, lisbon, { fromDays: 195, propertyName: property });
  // Not paid yet: no forms, the guest is told to come back once the booking is confirmed.
  await scripted.goto(identityPath(other));
  await expect(scripted.getByText('You can add your documents once the booking is confirmed.')).toBeVisible();
  await expect(scripted.getByTestId('identity-form-selfie')).toHaveCount(0);
  const created = await paidBooking(scripted, 190);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const wrong = await page.goto(`${lisbon}/booking/identity/${created.bookingCode}/${encodeURIComponent(other.accessToken)}`);
  expect(wrong?.status()).toBe(404);

  await page.goto(identityPath(created, '/de'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätigen Sie Ihre Identität' })).toBeVisible();
  await expect(page.getByTestId('identity-rule-why')).toHaveText('Dies ist die Standardregel für Unterkünfte in Portugal.');
  const selfieForm = page.getByTestId('identity-form-selfie');
  await selfieForm.getByLabel('Datei').setInputFiles(fixture('not-a-photo.jpg'));
  await selfieForm.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByTestId('identity-form-selfie').getByRole('alert')).toContainText('Dieses Dateiformat wird nicht akzeptiert. Bitte laden Sie JPEG, PNG, WebP hoch');
  await context.close();
});
