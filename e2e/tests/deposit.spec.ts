import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking, type TestBooking } from '../support/booking.ts';

// Check-in step 6: the security deposit. Príncipe Real Garden House asks a €250 deposit in the
// demo data (released 7 days after check-out). Each test books its own dates.
const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Príncipe Real Garden House';
const decline = 'The payment was declined by your card provider. Please check your details and try again.';

async function fillCard(page: Page, number: string, name = 'Ana Caução') {
  await page.getByLabel(/^(Card number|Kartennummer)$/).fill(number);
  await page.getByLabel(/^(Expiry date|Ablaufdatum)$/).fill('12/34');
  await page.getByLabel(/^(Security code|Sicherheitscode|Prüfnummer)$/).fill('123');
  await page.getByLabel(/^(Name on card|Name auf der Karte)$/).fill(name);
}

// Pays the booking on the payment terminal with a good card.
async function paidBooking(page: Page, fromDays: number): Promise<TestBooking & { depositPath: string }> {
  const created = await createBooking(page, lisbon, { fromDays, propertyName: property });
  await page.goto(`${lisbon}${created.paymentPath}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Caução');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${created.bookingCode}`);
  return { ...created, depositPath: `/deposit/booking_deposit_terminal/${created.bookingCode}/${created.accessToken}` };
}

test('a declined card shows the spec message with name and expiry kept, then 4242 schedules the hold', async ({ page }) => {
  const created = await paidBooking(page, 210);
  await page.goto(`${lisbon}${created.depositPath}`);
  await expect(page).toHaveTitle('Security deposit · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByTestId('deposit-amount')).toHaveText('€250');
  await expect(page.getByText('This is a hold on your card, never a charge')).toBeVisible();
  await expect(page.getByText('Card deposit release can take 10 to 14 working days.')).toBeVisible();
  await expect(page.getByText(/We place the hold on .+, on the card you save now/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to online check-in' })).toHaveAttribute('href', `/booking/checkin/${created.bookingCode}/${created.accessToken}`);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Save card for the hold' }).click();
  await expect(page.getByRole('alert')).toHaveText(decline);
  await expect(page).toHaveURL(/\?error=card_decline$/);
  await expect(page.getByLabel('Name on card')).toHaveValue('Ana Caução');
  await expect(page.getByLabel('Expiry date')).toHaveValue('12/34');

  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'Save card for the hold' }).click();
  const status = page.getByTestId('deposit-status');
  await expect(status).toContainText('Your card is saved');
  await expect(status).toContainText(/The hold of €250 will be placed on .+ on Visa •••• 4242\./);
  await expect(page.getByRole('button', { name: 'Save card for the hold' })).toHaveCount(0);
  // The spec's query on its own shows the decline message.
  await page.goto(`${lisbon}${created.depositPath}?error=card_decline`);
  await expect(page.getByTestId('deposit-status')).toBeVisible();
});

test('works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const setup = await browser.newPage();
  const created = await paidBooking(setup, 230);
  await setup.close();
  const page = await context.newPage();
  await page.goto(`${lisbon}${created.depositPath}?error=card_decline`);
  await expect(page.getByRole('alert')).toHaveText(decline);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Save card for the hold' }).click();
  await expect(page.getByRole('alert')).toHaveText(decline);
  await expect(page.getByLabel('Name on card')).toHaveValue('Ana Caução');
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card for the hold' }).click();
  await expect(page.getByTestId('deposit-status')).toContainText('•••• 4242');
  await context.close();
});

test('in German', async ({ page }) => {
  const created = await paidBooking(page, 250);
  await page.goto(`${lisbon}/de${created.depositPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kaution' })).toBeVisible();
  await expect(page.getByText('Die Freigabe einer Kartenkaution kann 10 bis 14 Werktage dauern.')).toBeVisible();
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Karte für die Vormerkung speichern' }).click();
  await expect(page.getByRole('alert')).not.toHaveText(decline);
  await expect(page.getByRole('alert')).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Karte für die Vormerkung speichern' }).click();
  await expect(page.getByTestId('deposit-status')).toContainText('Ihre Karte ist gespeichert');
  await expect(page.getByTestId('deposit-status')).toContainText('Visa •••• 4242');
});
