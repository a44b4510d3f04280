import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Alfama River Loft';
const decline = 'The payment was declined by your card provider. Please check your details and try again.';
const failed = 'An error occurred while processing your payment, Please try again or contact with your host.';
const processing = 'Your payment is processing, Please wait 5 minutes before trying again!';

// Each test books its own dates (90 days apart) so parallel tests never hold the same nights.
async function booking(page: Page, fromDays: number) {
  return createBooking(page, lisbon, { fromDays, propertyName: property });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
}

test('the terminal shows the booking, the amount due, the countdown and the schedule, with no axe violations', async ({ page }) => {
  const created = await booking(page, 30);
  await page.goto(`${lisbon}${created.paymentPath}`);
  await expect(page).toHaveTitle('Payment · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your booking' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(property);
  await expect(summary).toContainText('Ana Pagadora');
  await expect(summary).toContainText(created.bookingCode);
  await expect(page.getByTestId('amount-due-now')).toHaveText(/^€[\d,.]+$/);
  await expect(page.getByRole('region', { name: 'Price details' })).toContainText('Total');
  const schedule = page.getByRole('region', { name: 'Payment schedule' }).getByRole('table');
  await expect(schedule.getByRole('row')).not.toHaveCount(1);
  await expect(schedule).toContainText('Not yet');
  // mm:ss, counting down from the 20-minute hold.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(19|20):\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(page.getByRole('status').filter({ hasText: /minutes? left to complete your payment/ })).toHaveCount(1);
  // The card form's fields say what they are to browsers and password managers.
  await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(page.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  // The spec's query messages.
  await page.goto(`${lisbon}${created.paymentPath}?status=processing`);
  await expect(page.getByRole('status').filter({ hasText: processing })).toBeVisible();
  await page.goto(`${lisbon}${created.paymentPath}?error=`);
  await expect(page.getByRole('alert')).toHaveText(decline);
  await page.goto(`${lisbon}${created.paymentPath}?error=insufficient_funds`);
  await expect(page.getByRole('alert')).toHaveText(decline);
  await page.goto(`${lisbon}${created.paymentPath}?error=authentication_failed&price=120.50`);
  await expect(page.getByRole('alert')).toHaveText(failed);
  await expect(page.getByTestId('paying-price')).toHaveText('You are paying €120.50.');
});

test('a declined card shows the spec’s message and keeps name and expiry; a good card confirms the booking', async ({ page }) => {
  const created = await booking(page, 120);
  await page.goto(`${lisbon}${created.paymentPath}`);

  // Mistakes are caught before anything is sent, listed in a summary that takes focus.
  await page.getByRole('button', { name: /^Pay €/ }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct 4 fields:' });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(decline);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Name on card')).toHaveValue('Ana Pagadora');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');
  await expect(page).toHaveURL(new RegExp(`${created.paymentPath}$`));

  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${created.bookingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your booking is confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-code')).toContainText(created.bookingCode);
  await expect(page.getByText('We have sent you a confirmation email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next step: online check-in' })).toBeVisible();
  // Home after 20 seconds by a countdown the guest can stop (payment-redirect.spec.ts), not a meta refresh.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveText(/home page in 1?\d seconds?\./);
  await expect(page.getByRole('link', { name: 'Go to the home page now' })).toHaveAttribute('href', '/');

  // Paid: the terminal has nothing more to take now.
  await page.goto(`${lisbon}${created.paymentPath}`);
  await expect(page.getByRole('table')).toContainText('Paid');
});

test('without JavaScript a decline comes back with the message, and the card number is asked again', async ({ browser, page: scripted }) => {
  const created = await booking(scripted, 210);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${lisbon}${created.paymentPath}`);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page.getByRole('alert')).toHaveText(decline);
  await expect(page.getByLabel('Name on card')).toHaveValue('Ana Pagadora');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByText('please enter your card number and security code again')).toBeVisible();
  expect(await page.content()).not.toContain('4000 0000 0000 0002');
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your booking is confirmed' })).toBeVisible();
  await context.close();
});

test('a 3-D Secure card goes through the challenge page to the confirmation', async ({ page }) => {
  const created = await booking(page, 300);
  await page.goto(`${lisbon}/de${created.paymentPath}`);
  await page.getByLabel('Kartennummer').fill('4000002500003155');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Sicherheitscode').fill('123');
  await page.getByLabel('Name auf der Karte').fill('Ana Pagadora');
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/de/payment/authenticate/${created.bookingCode}/[^/?]+\\?payment_intent=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätigen Sie die Zahlung bei Ihrer Bank' })).toBeVisible();
  // A failed challenge goes back to the terminal with the reason.
  await page.getByRole('button', { name: 'Authentifizierung fehlschlagen lassen' }).click();
  await expect(page).toHaveURL(new RegExp(`/de${created.paymentPath}\\?error=`));
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Kartennummer').fill('4000002500003155');
  await page.getByLabel('Ablaufdatum').fill('12/34');
  await page.getByLabel('Sicherheitscode').fill('123');
  await page.getByLabel('Name auf der Karte').fill('Ana Pagadora');
  await page.getByRole('button', { name: /bezahlen$/ }).click();
  await page.getByRole('button', { name: 'Authentifizierung abschließen' }).click();
  await expect(page).toHaveURL(`${lisbon}/de/booking-confirmation-success?booking=${created.bookingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank, Ihre Buchung ist bestätigt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt zur Startseite' })).toHaveAttribute('href', '/de');
});

test('when the hold runs out the page says Page Expired', async ({ page }) => {
  const created = await booking(page, 390);
  await page.clock.install();
  await page.goto(`${lisbon}${created.paymentPath}`);
  // The timer is in the server's HTML; wait until it ticks, which means the page is hydrated and
  // the countdown's interval is running. Jumping the clock before that would only move the
  // moment the countdown starts from, and the page would never expire (a flake seen in CI).
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(19|20):\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await page.clock.fastForward('21:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Expired' })).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search for a stay' })).toHaveAttribute('href', '/search');
});

test('a wrong code or token is a 404', async ({ page }) => {
  const response = await page.goto(`${lisbon}/payment/booking_payment_terminal/LS-NOPE00/not-the-right-token-at-all`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
});
