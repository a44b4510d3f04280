import { expect, type Page } from '@playwright/test';
import { createBooking, type TestBooking } from './booking.ts';

// Check-in tests start from a paid booking: reserved through the API, paid on the payment
// terminal with the sandbox's good card.

export async function paidBooking(page: Page, origin: string, options: { fromDays: number; propertyName: string }): Promise<TestBooking> {
  const created = await createBooking(page, origin, options);
  await payOnTerminal(page, origin, created);
  return created;
}

export async function payOnTerminal(page: Page, origin: string, created: TestBooking) {
  await page.goto(`${origin}${created.paymentPath}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation-success\\?booking=${created.bookingCode}$`));
}

export const hubPath = (created: TestBooking, prefix = '') => `${prefix}/booking/checkin/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`;
