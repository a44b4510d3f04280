import { expect, test } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { signInToConsole } from '../support/console-session.ts';

// A link to something deleted, or an address typed by hand with an id that cannot exist, is the
// console's "Page not found" (404), never "Something went wrong" (500).
test('stale and made-up addresses in the console are the 404 page', async ({ page }) => {
  await signInToConsole(page);
  for (const path of ['/o/1/brands/999999', '/o/1/brands/0/domains', '/o/1/webhooks/999999', '/o/1/blog/999999', '/o/1/bookings/0', '/o/1/bookings/999999/deposit', '/o/1/bookings/999999/payment', '/o/1/bookings/0/cancel', '/o/1/bookings?q=%00', '/o/1/properties?q=%00', '/o/1/bookings/0/messages', '/o/1/properties/99999999999/access', '/o/1/reviews?property=99999999999']) {
    const answer = await page.goto(`${consoleOrigin}${path}`);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
  }
});
