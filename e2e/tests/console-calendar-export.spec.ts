import { expect, test } from '@playwright/test';
import { apiOrigin, consoleOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// An owner finds a unit's calendar address, copies it, the address serves iCalendar; a new
// address stops the old one at once.
test('an owner copies a calendar export address and gives it a new one', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleOrigin });
  await signInToConsole(page);
  await page.goto(`${consoleOrigin}/o/${demoOwner.organizationId}/calendar-export`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar export' })).toBeVisible();
  await expectNoAxeViolations(page);

  const row = page.locator('tr.feed-row--unit').first();
  const name = (await row.locator('th').evaluate((cell) => cell.firstChild?.textContent ?? '')).trim();
  const address = row.getByLabel(`Calendar address of ${name}`);
  const oldUrl = await address.inputValue();
  expect(oldUrl).toMatch(/\/apis\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
  // The address's host is ICAL_FEED_BASE_URL; this run's API listens elsewhere.
  const feedAt = (url: string) => request.get(`${apiOrigin}${new URL(url).pathname}`);
  const feed = await feedAt(oldUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await row.getByRole('button', { name: `Copy the address of ${name}` }).click();
  await expect(row.getByRole('status')).toHaveText('Address copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  await row.getByRole('button', { name: `Give ${name} a new address` }).click();
  await expect(page.getByRole('status').filter({ hasText: `The calendar of ${name} has a new address.` })).toBeVisible();
  const newUrl = await page.locator('tr.feed-row--unit').first().getByLabel(`Calendar address of ${name}`).inputValue();
  expect(newUrl).not.toBe(oldUrl);
  expect((await feedAt(oldUrl)).status()).toBe(404);
  expect((await feedAt(newUrl)).status()).toBe(200);
  await expectNoAxeViolations(page);
});
