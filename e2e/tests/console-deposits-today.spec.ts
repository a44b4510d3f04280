import { expect, test } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';
import { payOnTerminal } from '../support/checkin.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// The host's Today and a deposit claim: a guest books Príncipe Real Garden House (the demo's
// €250 deposit) arriving right away, pays and gives a card, so the hold is placed at once. The
// owner sees the arrival on the console's home, claims €80 of the deposit with a reason, and the
// guest's email with the reason and the amount is in the development mailbox.

const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Príncipe Real Garden House';
test.describe.configure({ timeout: 180_000 });
// A 4×4 red PNG.
const stainPng = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

test('the dashboard lists the arrival; the deposit is claimed in part with a reason and the guest is emailed', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: -1, propertyName: property });
  await payOnTerminal(page, lisbon, created);
  await page.goto(`${lisbon}/deposit/booking_deposit_terminal/${created.bookingCode}/${created.accessToken}`);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
  await page.getByRole('button', { name: 'Hold €250' }).click();
  await expect(page.getByTestId('deposit-status')).toContainText('•••• 4242');

  await signInToConsole(page);
  await expect(page).toHaveURL(`${consoleOrigin}/o/${demoOwner.organizationId}`);
  const arrivals = page.getByRole('region', { name: 'Arrivals today and tomorrow' });
  const row = arrivals.getByRole('row', { name: new RegExp(created.bookingCode) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ana Pagadora');
  await expect(row.getByText('Payment: done')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Occupancy by property' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Occupancy by property' }).getByRole('rowheader', { name: property })).toHaveCount(1);
  await expectNoAxeViolations(page);

  const bookingPath = await row.getByRole('link', { name: created.bookingCode }).getAttribute('href');
  await page.goto(`${consoleOrigin}${bookingPath}/deposit`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Security deposit');
  await expect(page.getByRole('link', { name: `← Booking ${created.bookingCode}` })).toHaveAttribute('href', bookingPath!);
  const summary = page.getByRole('region', { name: 'Status' });
  await expect(summary.getByText('Held', { exact: true })).toBeVisible();
  await expect(page.getByText('Card hold lapses')).toBeVisible();
  await expectNoAxeViolations(page);

  // A photo of the damage, kept privately and shown from the console's own origin.
  await page.getByRole('region', { name: 'Photos of the damage' }).getByLabel(/^Photo/).setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: Buffer.from(stainPng, 'base64') });
  await page.getByRole('button', { name: 'Add the photo' }).click();
  await expect(page.getByText('The photo is added.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of the damage 1' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A mistake first: the field says what is wrong and keeps what was typed.
  const claim = page.getByRole('region', { name: 'Claim from the deposit' });
  await claim.getByLabel('Amount to claim').fill('80 euros');
  await claim.getByLabel('Reason').fill('Red wine stain on the sofa');
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(claim.getByText('Enter an amount like 80.00, without a currency sign.')).toBeVisible();
  await expect(claim.getByLabel('Reason')).toHaveValue('Red wine stain on the sofa');

  await claim.getByLabel('Amount to claim').fill('80.00');
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed €80.00; the guest has been emailed.')).toBeVisible();
  await expect(summary.getByText('Partly claimed')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Red wine stain on the sofa')).toBeVisible();
  await expect(page.getByText('The deposit has already been claimed.').first()).toBeVisible();

  await page.goto(`${lisbon}/dev/mailbox?to=${encodeURIComponent('ana.pagadora@example.com')}`);
  const email = page.getByRole('table', { name: 'Emails, newest first' }).getByRole('link', { name: new RegExp(`${created.bookingCode}`) }).first();
  await expect(email).toBeVisible();
  await email.click();
  await expect(page.getByText('Red wine stain on the sofa')).toBeVisible();
  await expect(page.getByText(/€80\.00/).first()).toBeVisible();
});
