import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
// Its own property and dates (far out), so parallel tests never hold the same nights.
const property = 'Belém Riverside Flat';

test('after paying, the guest sets the arrival time; too early without the early check-in option is refused', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: 300, propertyName: property });
  await page.goto(`${lisbon}${created.paymentPath}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${created.bookingCode}`);

  const path = `/booking/arrival-time/${created.bookingCode}/${created.accessToken}`;
  await page.goto(`${lisbon}${path}`);
  await expect(page).toHaveTitle('Arrival time · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Arrival time' })).toBeVisible();
  const checkInText = await page.getByText(/^Check-in is from \d\d:\d\d\.$/).textContent();
  const checkInTime = /(\d\d:\d\d)/.exec(checkInText!)![1]!;
  await expect(page.getByTestId('arrival-current')).toHaveText('You haven’t told us your arrival time yet.');
  await expect(page.getByRole('link', { name: 'Back to your online check-in' })).toHaveAttribute(
    'href',
    `/booking/checkin/${created.bookingCode}/${created.accessToken}`,
  );

  // 06:00 is before any check-in time: the field keeps it and says why.
  await page.getByLabel('Arrival time').fill('06:00');
  await page.getByRole('button', { name: 'Save arrival time' }).click();
  const error = page.getByRole('alert');
  await expect(error).toHaveText(`Check-in is from ${checkInTime}. Arriving earlier needs the early check-in option.`);
  await expect(page.getByLabel('Arrival time')).toHaveValue('06:00');
  await expect(page.getByLabel('Arrival time')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Arrival time').fill('21:15');
  await page.getByRole('button', { name: 'Save arrival time' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your arrival time is saved: 21:15.');
  await expect(page.getByTestId('arrival-current')).toHaveText('Your arrival time: 21:15');

  // A suggested time is one press, and the page also works without JavaScript.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${lisbon}${path}`);
  await plain.getByRole('button', { name: checkInTime, exact: true }).click();
  await expect(plain.getByTestId('arrival-current')).toHaveText(`Your arrival time: ${checkInTime}`);
  await plain.goto(`${lisbon}/de${path}`);
  await plain.getByLabel('Ankunftszeit').fill('05:00');
  await plain.getByRole('button', { name: 'Ankunftszeit speichern' }).click();
  await expect(plain.getByRole('alert')).toHaveText(`Check-in ist ab ${checkInTime} Uhr. Für eine frühere Ankunft benötigen Sie die Option Früher Check-in.`);
  await context.close();

  // Another booking's token opens nothing.
  const response = await page.goto(`${lisbon}/booking/arrival-time/${created.bookingCode}/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
});
