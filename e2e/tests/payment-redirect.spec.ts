import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';

// The spec's "payment redirect helper, 5 seconds" (/payment/redirect/{code}/{token}) and the
// success page's return home after 20 seconds, which the guest can stop or extend (WCAG 2.2.1).

const lisbon = webOrigin('lisbon-stays.localhost');
const failed = 'An error occurred while processing your payment, Please try again or contact with your host.';

async function payWith(page: Page, paymentPath: string, number: string) {
  await page.goto(`${lisbon}${paymentPath}`);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ana Pagadora');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/payment\/authenticate\/[^/]+\/[^/?]+\?payment_intent=/);
}

test('a 3-D Secure payment comes back through the redirect page to the confirmation, whose countdown home can be extended or stopped', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: 47 });
  await payWith(page, created.paymentPath, '4000002500003155');
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(`${lisbon}/booking-confirmation-success?booking=${created.bookingCode}`);
  expect(visited).toContain(`/payment/redirect/${created.bookingCode}/${created.accessToken}`);

  // No meta refresh (axe: critical); a timer the guest controls.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^You will be taken to the home page in (20|1\d) seconds\.$/);
  await expect(page.getByRole('status').filter({ hasText: 'You will be taken to the home page in 20 seconds.' })).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Give me 20 more seconds' }).click();
  await expect(timer).toHaveText(/in (3\d|40) seconds\./);
  await page.clock.fastForward('00:25');
  await expect(timer).toHaveText(/in 1?\d seconds?\./);
  await expect(page).toHaveURL(/booking-confirmation-success/);

  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText('You will stay on this page.', { exact: true }).first()).toBeFocused();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/booking-confirmation-success/);
  await expect(page.getByRole('link', { name: 'Go to the home page now' })).toHaveAttribute('href', '/');
});

test('left alone, the success page goes home after 20 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${lisbon}/de/booking-confirmation-success?booking=LS-TEST01`);
  // The timer appears once the page runs: from then on the countdown is ticking.
  await expect(page.getByRole('timer')).toHaveText(/^In (20|1\d) Sekunden geht es weiter zur Startseite\.$/);
  await page.clock.fastForward('00:21');
  await expect(page).toHaveURL(`${lisbon}/de`);
});

test('the redirect page sends a failed challenge back to the terminal with the reason; a wrong token is a 404', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: 167 });
  await payWith(page, created.paymentPath, '4000000000003220');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(`${lisbon}${created.paymentPath}?error=authentication_failed`);
  await expect(page.getByRole('alert')).toHaveText(failed);

  // Back from a gateway that gives no id of its own (Opayo): the last attempt's outcome, in the
  // language of the path.
  await page.goto(`${lisbon}/de/payment/redirect/${created.bookingCode}/${created.accessToken}?provider=opayo`);
  await expect(page).toHaveURL(`${lisbon}/de${created.paymentPath}?error=authentication_failed`);

  const wrong = await page.goto(`${lisbon}/payment/redirect/${created.bookingCode}/not-the-right-token-at-all?provider=opayo`);
  expect(wrong?.status()).toBe(404);
});
