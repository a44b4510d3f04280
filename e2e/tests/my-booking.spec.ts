import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { api, paidRefundableBooking } from '../support/booking.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
// Its own property and dates (far out), so parallel tests never hold the same nights.
const property = 'Belém Riverside Flat';

type Preview = { refundMinor: number; policy: { kind: string; refundPercent: number }; paidMinor: number };

test('a guest cancels a flexible booking from My booking and gets the policy’s refund', async ({ page }) => {
  // Paid in full by card on the refundable (flexible) plan.
  const created = await paidRefundableBooking(page, lisbon, { fromDays: 420, propertyName: property });

  const access = `access_token=${encodeURIComponent(created.accessToken)}`;
  const preview = await api<Preview>(`/apis/my_booking/${created.bookingCode}/cancellation?${access}`);
  expect(preview.status).toBe(200);
  expect(preview.json.policy.kind).toBe('flexible');
  expect(preview.json.refundMinor).toBeGreaterThan(0);
  const refund = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(preview.json.refundMinor / 100).replace('.00', '');

  await page.goto(`${lisbon}/booking/manage/${created.bookingCode}/${created.accessToken}`);
  await expect(page).toHaveTitle('My booking · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByTestId('my-booking-status')).toHaveText('Confirmed');
  await expect(page.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', `/booking/card/${created.bookingCode}/${created.accessToken}`);
  await expect(page.getByRole('link', { name: /^Receipt for instalment 1/ })).toBeVisible();
  // The refund is said before the guest confirms.
  await expect(page.getByTestId('cancel-refund')).toHaveText(`If you cancel now, you get ${refund} back (${preview.json.policy.refundPercent} % of the total under your cancellation policy).`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Without the tick nothing happens; with it, the booking is cancelled and the refund is the one shown.
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await page.getByLabel('I understand that my booking will be cancelled and cannot be restored.').check();
  await page.getByRole('button', { name: 'Cancel my booking' }).click();
  await expect(page.getByTestId('cancelled-notice')).toHaveText(`Your booking is cancelled. ${refund} is being refunded to your card.`);
  await expect(page.getByTestId('my-booking-status')).toHaveText('Cancelled');
  const after = await api<{ booking: { status: string; paidMinor: number; totalMinor: number } }>(`/apis/my_booking/${created.bookingCode}?${access}`);
  expect(after.json.booking).toMatchObject({ status: 'cancelled', paidMinor: preview.json.paidMinor - preview.json.refundMinor });
});

test('booking/manage answers the same for a known and an unknown booking', async ({ page }) => {
  await page.goto(`${lisbon}/booking/manage`);
  await page.getByLabel('Booking code').fill('ZZ-UNKNOWN');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByTestId('link-sent')).toHaveText('If a booking matches these details, we have sent a link to its email address. It can take a few minutes to arrive.');
});
