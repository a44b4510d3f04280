import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { paidRefundableBooking } from '../support/booking.ts';
import { amountOf, nextDay, summaryValue } from '../support/console-booking.ts';
import { findStay, propertyIdOf } from '../support/stays.ts';

// The front desk's money actions on a real booking: a guest books and pays by card (saved for
// later); the owner moves the stay by one night, sees the difference before confirming and the
// saved card is charged; then cancels, sees the policy's refund before confirming, and it is refunded.

const lisbon = webOrigin('lisbon-stays.localhost');
test.describe.configure({ timeout: 180_000 });

async function signInAsOwner(page: Page): Promise<string> {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
  return /\/o\/(\d+)$/.exec(page.url())![1]!;
}

test('the owner adds a night (difference charged on the saved card), then cancels with the policy’s refund', async ({ page }) => {
  const booking = await paidRefundableBooking(page, lisbon, { propertyName: 'Alfama River Loft', fromDays: 240 });
  const organizationId = await signInAsOwner(page);
  const base = `${consoleOrigin}/o/${organizationId}/bookings/${booking.bookingId}`;

  await page.goto(`${base}/change`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change stay' })).toBeVisible();
  await expect(page.getByRole('link', { name: `← Booking ${booking.bookingCode}` })).toBeVisible();
  const totalBefore = amountOf(await summaryValue(page, 'Total').innerText());
  const checkOut = await page.getByLabel('Check-out').inputValue();
  await page.getByLabel('Check-out').fill(nextDay(checkOut));
  await page.getByRole('button', { name: 'Review' }).click();
  const confirm = page.getByRole('region', { name: 'Confirm' });
  await expect(confirm).toContainText('The guest pays');
  await expect(confirm).toContainText('charged now on the guest’s saved card');
  const difference = amountOf((await confirm.getByText(/The guest pays/).innerText()).replace('The guest pays', ''));
  expect(difference).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await confirm.getByRole('button', { name: 'Change stay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stay changed.' })).toBeVisible();
  await expect(page.getByLabel('Check-out')).toHaveValue(nextDay(checkOut));
  const totalAfter = amountOf(await summaryValue(page, 'Total').innerText());
  expect(totalAfter).toBeCloseTo(totalBefore + difference, 2);
  expect(amountOf(await summaryValue(page, 'Paid').innerText())).toBeCloseTo(totalAfter, 2);

  await page.goto(`${base}/cancel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible();
  const policy = await page.getByText(/The cancellation policy refunds/).innerText();
  const refund = amountOf(policy.split(':').pop()!);
  // Months ahead, the refundable plan gives money back.
  expect(refund).toBeGreaterThan(0);
  await page.getByLabel(/Reason/).fill('The guest can’t travel');
  await page.getByRole('button', { name: 'Review' }).click();
  const cancelConfirm = page.getByRole('region', { name: 'Confirm' });
  await expect(cancelConfirm).toContainText(`refund ${policy.split(':').pop()!.trim().replace(/\.$/, '')}`);
  await cancelConfirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('Cancelled');
  expect(amountOf(await summaryValue(page, 'Paid').innerText())).toBeCloseTo(totalAfter - refund, 2);
});

test('the owner takes a booking by phone, then records the guest’s cash payment, which confirms it', async ({ page }) => {
  await page.goto(`${lisbon}/explore`);
  const href = await page.getByRole('main').getByRole('link', { name: 'Alfama River Loft' }).first().getAttribute('href');
  await page.goto(`${lisbon}${href}`);
  const stay = await findStay(page, String(await propertyIdOf(page)), { fromDays: 330 });
  const organizationId = await signInAsOwner(page);
  await page.goto(`${consoleOrigin}/o/${organizationId}/bookings/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  const offer = page.getByLabel(/Property, unit type and rate plan/);
  const choice = (await offer.locator('option').allTextContents()).find((label) => label.startsWith('Alfama River Loft'))!;
  await offer.selectOption({ label: choice });
  await page.getByLabel(/Check-in/).fill(stay.checkIn);
  await page.getByLabel(/Check-out/).fill(stay.checkOut);
  await page.getByLabel(/First name/).fill('Rui');
  await page.getByLabel(/Last name/).fill('Telefone');
  await page.getByLabel(/^Phone/).fill('+351 913 000 000');
  // The price first, as the guest on the phone hears it: nights, total, cancellation policy.
  await page.getByLabel(/Email address/).fill('rui-at-example');
  await page.getByRole('button', { name: 'Show price' }).click();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(price.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible();
  // A mistake: the field says so and what was typed stays, with the price.
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Last name/)).toHaveValue('Telefone');
  await expect(price.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await page.getByLabel(/Email address/).fill('rui@example.com');
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Booking LS-\w+ created\./ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('Awaiting payment');

  const total = (await summaryValue(page, 'Total').innerText()).replace(/[^\d.,]/g, '').replace(/,/g, '');
  await page.getByLabel(/Amount/).fill(total);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(/paid by Cash\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment recorded.' })).toBeVisible();
  await expect(summaryValue(page, 'Status')).toHaveText('Confirmed');
});
