import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';

// "Update your card" (new_card) on the sandbox, then the payment terminal's saved-card button
// (checkout_card) pays with it. Its own dates, so no other spec's booking is in the way.
const lisbon = webOrigin('lisbon-stays.localhost');

test('a guest saves a new card, then pays with the saved card on the terminal', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: 350 });
  const cardPath = `/booking/card/${created.bookingCode}/${created.accessToken}`;
  await page.goto(`${lisbon}${cardPath}`);
  await expect(page).toHaveTitle('Update your card · Lisbon Stays');
  await expect(page.getByTestId('card-on-file')).toHaveText('There is no card on file for this booking yet.');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  await page.getByLabel('Card number').fill('4000000000000002');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Cartão');
  await page.getByRole('button', { name: 'Save this card' }).click();
  await expect(page.getByRole('alert')).toHaveText('The payment was declined by your card provider. Please check your details and try again.');

  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save this card' }).click();
  await expect(page.getByText('Your new card is saved. The next instalments and the deposit will use it.')).toBeVisible();
  await expect(page.getByTestId('card-on-file')).toHaveText('Card on file: VISA •••• 4242');

  await page.goto(`${lisbon}${created.paymentPath}`);
  await page.getByRole('button', { name: /^Pay with your saved card •••• 4242 \(€/ }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${created.bookingCode}`);
});
