import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { findStay, propertyIdOf } from '../support/stays.ts';

// Issue 4's proof end to end: reserve with a voucher and an add-on, pay first with a declined
// card (the spec's message, the form kept), then with a good card, reach the success page and
// find the confirmation email, with its online check-in link, in the development mailbox.

const lisbon = webOrigin('lisbon-stays.localhost');
const name = 'Bairro Alto Sunset Terrace';
const decline = 'The payment was declined by your card provider. Please check your details and try again.';

async function stayUrl(page: Page): Promise<string> {
  await page.goto(`${lisbon}/explore`);
  const path = await page.getByRole('main').getByRole('link', { name }).getAttribute('href');
  await page.goto(`${lisbon}${path}`);
  const stay = await findStay(page, await propertyIdOf(page), { fromDays: 8 });
  return `${lisbon}${path}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Joana Viajante');
}

test('a guest reserves with a voucher and an add-on, is declined once, pays, and gets the confirmation email', async ({ page }) => {
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(await stayUrl(page));

  // Reserve: the first bookable rate, then the overlay.
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${name}` });
  await expect(dialog.locator('.price-lines')).toContainText('Due now');

  await dialog.getByLabel('Voucher code').fill('WELCOME10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(/Voucher WELCOME10 applied/)).toBeVisible();
  await expect(dialog.locator('.price-lines')).toContainText('WELCOME10');

  const withVoucher = (await dialog.locator('.price-lines__total dd').textContent())?.trim() ?? '';
  await dialog.getByRole('button', { name: 'Add extras, early check-in or late check-out' }).click();
  const upsell = page.getByRole('dialog', { name: 'Extras and arrival times' });
  const extra = upsell.getByRole('group', { name: 'Extras' }).getByRole('checkbox').and(page.locator(':enabled')).first();
  await extra.check();
  await upsell.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toContainText('1 extra chosen');
  // The total follows the choice (the server re-quotes it).
  await expect(dialog.locator('.price-lines__total dd')).not.toHaveText(withVoucher);
  const total = (await dialog.locator('.price-lines__total dd').textContent())?.trim() ?? '';
  expect(total).toMatch(/^€[\d,.]+$/);

  await dialog.getByLabel('First name').fill('Joana');
  await dialog.getByLabel('Last name').fill('Viajante');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Mobile phone').fill('+351 912 345 678');
  await dialog.getByRole('button', { name: 'Reserve and continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\/booking_payment_terminal\/[^/]+\/[^/?]+$/);
  const terminal = page.url();
  const bookingCode = new URL(terminal).pathname.split('/')[3]!;

  // The terminal shows the same total the overlay showed, the voucher and the add-on included.
  await expect(page.getByRole('region', { name: 'Price details' })).toContainText(total);
  await expect(page.getByRole('region', { name: 'Price details' })).toContainText('WELCOME10');
  await expect(page.getByRole('timer')).toHaveText(/^(19|20):\d\d$/);

  // A declined card: the spec's message, the name and expiry kept, still on the terminal.
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page.getByRole('alert')).toHaveText(decline);
  await expect(page.getByLabel('Name on card')).toHaveValue('Joana Viajante');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');
  expect(page.url()).toBe(terminal);

  // A good card: confirmed.
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${bookingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your booking is confirmed' })).toBeVisible();

  // The confirmation email, in the development mailbox, with the online check-in link.
  await page.goto(`${lisbon}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: 'Emails, newest first' });
  const row = table.getByRole('row').filter({ hasText: bookingCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingCode);
  const text = page.locator('main');
  await expect(text).toContainText(email);
  await expect(text).toContainText(`/booking/confirm-booking-first/${bookingCode}?access=`);
  await expect(text).toContainText('WELCOME10');
});
