import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { api, type TestBooking } from '../support/booking.ts';
import { emailedCode, hubPath, paidBooking } from '../support/checkin.ts';

// Issue 5's proof in one walk: a paid booking of a home that requires every step goes through
// General info, Guest info, Terms (a wrong code first), Identity (an oversized and a disguised
// file first), Payment and the Security deposit (a declined card first) to "check-in ready" and
// the finish page. Each step's own spec covers it in German too.

const lisbon = webOrigin('lisbon-stays.localhost');
// Príncipe Real Garden House (Lisbon): terms, identity (Portugal) and a €250 deposit.
const property = 'Príncipe Real Garden House';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/identity/${name}`, import.meta.url));
const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);

async function hub(page: Page, created: TestBooking) {
  await page.goto(`${lisbon}${hubPath(created)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online check-in' })).toBeVisible();
}

test('a guest completes every check-in step, past the mistakes, to check-in ready and the finish page', async ({ page }) => {
  test.setTimeout(150_000);
  const created = await paidBooking(page, lisbon, { fromDays: 110, propertyName: property });
  await hub(page, created);
  for (const name of ['general_info', 'guest_info', 'terms', 'identity', 'security_deposit']) {
    await expect(step(page, name)).toHaveAttribute('data-state', 'pending');
  }
  await expect(step(page, 'payment')).toHaveAttribute('data-state', 'completed');

  // 1. General info: consent is required.
  await page.getByRole('link', { name: 'General info: Start' }).click();
  await page.getByLabel('Leisure').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#consent-error')).toHaveText('Consent to arrival and departure times is required');
  await page.getByLabel('I confirm my arrival and departure times and agree to them.').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Guest info: both adults, with what Portugal's registration needs.
  await expect(page).toHaveURL(/\/booking\/confirm-booking-second\//);
  const booker = page.locator('[data-guest="0"]');
  const second = page.locator('[data-guest="1"]');
  await booker.getByLabel('Nationality').fill('Portugal');
  await booker.getByLabel('Date of birth').fill('1990-04-05');
  await second.getByLabel(/^First name/).fill('Rui');
  await second.getByLabel(/^Last name/).fill('Pagador');
  await second.getByLabel('Nationality').fill('Portugal');
  await second.getByLabel('Date of birth').fill('1988-02-03');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/booking\/confirm-booking-second\//);

  // 3. Terms: a wrong code first, then the emailed one; sign typed.
  await page.goto(`${lisbon}/agreement/${created.bookingCode}?access=${encodeURIComponent(created.accessToken)}`);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await emailedCode(created.bookingCode);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code you entered is invalid.');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Type it').check();
  await page.getByLabel('Your full name').fill('Ana Pagadora');
  await page.getByLabel('Your signature', { exact: true }).fill('Ana Pagadora');
  await page.getByLabel('I have read the agreement and accept it.').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Agreement signed' })).toBeVisible();

  // 4. Identity: too large, then a text file named .jpg, then the real photos.
  await page.goto(`${lisbon}/booking/identity/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`);
  const idForm = page.getByTestId('identity-form-id_document');
  const selfieForm = page.getByTestId('identity-form-selfie');
  await idForm.getByLabel('File').setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) });
  await idForm.getByRole('button', { name: 'Upload' }).click();
  await expect(idForm.getByRole('alert')).toHaveText('This file is too large. The limit is 10 MB.');
  await selfieForm.getByLabel('File').setInputFiles(fixture('not-a-photo.jpg'));
  await selfieForm.getByRole('button', { name: 'Upload' }).click();
  await expect(selfieForm.getByRole('alert')).toContainText('This file is not an accepted format.');
  await idForm.getByLabel('File').setInputFiles(fixture('id-card.jpg'));
  await idForm.getByRole('button', { name: 'Upload' }).click();
  await expect(idForm.getByRole('status')).toHaveText('Passport or ID card received. Thank you!');
  await selfieForm.getByLabel('Replace file').or(selfieForm.getByLabel('File')).setInputFiles(fixture('selfie.jpg'));
  await selfieForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('identity-complete')).toBeVisible();

  // 6. Security deposit: a declined card (the spec's message), then a good one.
  await page.goto(`${lisbon}/deposit/booking_deposit_terminal/${created.bookingCode}/${created.accessToken}`);
  const card = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Ana Pagadora');
    await page.getByRole('button', { name: 'Save card for the hold' }).click();
  };
  await card('4000000000000002');
  await expect(page.getByRole('alert')).toHaveText('The payment was declined by your card provider. Please check your details and try again.');
  await card('4242424242424242');
  await expect(page.getByTestId('deposit-status')).toContainText('Your card is saved');

  // Every step done: the hub says so and leads to the finish page.
  await hub(page, created);
  for (const name of ['general_info', 'guest_info', 'terms', 'identity', 'payment', 'security_deposit']) {
    await expect(step(page, name)).toHaveAttribute('data-state', 'completed');
  }
  const state = await api<{ checkinReady: boolean }>(`/apis/checkin/${created.bookingCode}/${created.accessToken}`);
  expect(state.json.checkinReady).toBe(true);
  await page.locator(`a[href^="/booking-confirmation-success?booking=${created.bookingCode}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your booking is confirmed' })).toBeVisible();
});
