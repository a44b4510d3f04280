import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { api, createBooking, type BookingLink, type TestBooking } from './booking.ts';

// Check-in tests start from a paid booking: reserved through the API, paid on the payment
// terminal with the sandbox's good card.

export async function paidBooking(page: Page, origin: string, options: { fromDays: number; propertyName: string }): Promise<TestBooking> {
  const created = await createBooking(page, origin, options);
  await payOnTerminal(page, origin, created);
  return created;
}

// `paymentPath`: the terminal's address, from the booking request or a payment link email.
export async function payOnTerminal(page: Page, origin: string, created: BookingLink & { paymentPath: string }, options: { name?: string } = {}) {
  await page.goto(`${origin}${created.paymentPath}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill(options.name ?? 'Ana Pagadora');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmation-success\\?booking=${created.bookingCode}$`));
}

export const hubPath = (created: BookingLink, prefix = '') => `${prefix}/booking/checkin/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`;

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/identity/${name}`, import.meta.url));
export const checkinStep = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);

// The six-digit code the agreement's signing sends to the guest, read from the development mailbox
// (`subject`: how the email's subject says "code" in the guest's language).
export async function emailedCode(bookingCode: string, to = 'ana.pagadora@example.com', subject = /code/i): Promise<string> {
  let text = '';
  // The mailbox is per brand: these bookings are Lisbon Stays'.
  const brand = (await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost')).json.id;
  await expect(async () => {
    const list = await api<{ data: { id: number; subject: string }[] }>(`/apis/dev/mailbox?brand_id=${brand}&to=${encodeURIComponent(to)}&limit=50`);
    const message = list.json.data.find((item) => item.subject.includes(bookingCode) && subject.test(item.subject));
    expect(message, 'code email').toBeTruthy();
    text = (await api<{ text: string }>(`/apis/dev/mailbox/${message!.id}?brand_id=${brand}`)).json.text;
  }).toPass({ timeout: 10_000 });
  return /^\d{6}$/m.exec(text)![0];
}

// Every step of a paid booking of a home in Portugal that requires them all, the right way
// (checkin-journey.spec.ts walks the mistakes): general info, both guests, the signed agreement,
// the ID photos and the deposit's card; back on the hub, every step is done.
export async function completeCheckin(page: Page, origin: string, created: BookingLink & { guest: { firstName: string; lastName: string; email: string } }): Promise<void> {
  const fullName = `${created.guest.firstName} ${created.guest.lastName}`;
  await page.goto(`${origin}${hubPath(created)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online check-in' })).toBeVisible();
  await expect(checkinStep(page, 'payment')).toHaveAttribute('data-state', 'completed');

  await page.getByRole('link', { name: 'General info: Start' }).click();
  await page.getByLabel('Leisure').check();
  await page.getByLabel('I confirm my arrival and departure times and agree to them.').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/booking\/confirm-booking-second\//);
  const booker = page.locator('[data-guest="0"]');
  const second = page.locator('[data-guest="1"]');
  await booker.getByLabel('Nationality').fill('Portugal');
  await booker.getByLabel('Date of birth').fill('1990-04-05');
  await second.getByLabel(/^First name/).fill('Rui');
  await second.getByLabel(/^Last name/).fill(created.guest.lastName);
  await second.getByLabel('Nationality').fill('Portugal');
  await second.getByLabel('Date of birth').fill('1988-02-03');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/booking\/confirm-booking-second\//);

  await page.goto(`${origin}/agreement/${created.bookingCode}?access=${encodeURIComponent(created.accessToken)}`);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Verification code').fill(await emailedCode(created.bookingCode, created.guest.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Type it').check();
  await page.getByLabel('Your full name').fill(fullName);
  await page.getByLabel('Your signature', { exact: true }).fill(fullName);
  await page.getByLabel('I have read the agreement and accept it.').check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Agreement signed' })).toBeVisible();

  await page.goto(`${origin}/booking/identity/${created.bookingCode}/${encodeURIComponent(created.accessToken)}`);
  const idForm = page.getByTestId('identity-form-id_document');
  await idForm.getByLabel('File').setInputFiles(fixture('id-card.jpg'));
  await idForm.getByRole('button', { name: 'Upload' }).click();
  await expect(idForm.getByRole('status')).toHaveText('Passport or ID card received. Thank you!');
  const selfieForm = page.getByTestId('identity-form-selfie');
  await selfieForm.getByLabel('File').setInputFiles(fixture('selfie.jpg'));
  await selfieForm.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('identity-complete')).toBeVisible();

  // Arriving within a day, the card is held at once ("Hold €…"); further ahead it is saved for later.
  await page.goto(`${origin}/deposit/booking_deposit_terminal/${created.bookingCode}/${created.accessToken}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill(fullName);
  await page.getByRole('button', { name: /^(Hold €[\d,.]+|Save card for the hold)$/ }).click();
  await expect(page.getByTestId('deposit-status')).toContainText(/•••• 4242|Your card is saved/);

  await page.goto(`${origin}${hubPath(created)}`);
  for (const name of ['general_info', 'guest_info', 'terms', 'identity', 'payment', 'security_deposit']) {
    await expect(checkinStep(page, name)).toHaveAttribute('data-state', 'completed');
  }
}
