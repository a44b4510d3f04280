import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// The host's bookings in the console, on the demo owner's seeded bookings: the list, a filter
// kept in the address, a sort, a search for a guest, the booking's page with its timeline and
// guests, and the CSV of the filtered list.

test.describe.configure({ timeout: 120_000 });

test('the owner lists bookings, filters and searches, opens a booking with its timeline and downloads the CSV', async ({ page }) => {
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const table = page.getByRole('region', { name: /^Bookings, page 1 of/ });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  // A filter is a GET form: the address keeps it, and the list shows only what matches.
  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]status=cancelled/);
  // Other specs cancel bookings of the same demo organization, so the count isn't fixed: every row
  // shown is cancelled, and the seeded cancelled stay is among them.
  // The address changes as the navigation ends, and React may render its rows a moment later (a
  // transition): the unfiltered list, which has Hugo Moreau too, can still be on screen then.
  const rowTexts = () => table.getByRole('row').filter({ has: page.getByRole('cell') }).allInnerTexts();
  await expect.poll(async () => (await rowTexts()).every((row) => row.includes('Cancelled'))).toBe(true);
  await expect(table.getByRole('cell', { name: /Hugo Moreau/ })).toBeVisible();
  const rows = await rowTexts();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain('Cancelled');
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('cancelled');

  // Sorting by total, through the column header's link.
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByLabel('Status')).toHaveValue('');
  await page.getByRole('link', { name: /^Sort by Total/ }).click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');

  // Search by guest name, then open the booking.
  await page.getByLabel('Search').fill('sofia rossi');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('1 booking');
  const code = (await table.getByRole('rowheader').first().innerText()).trim();
  expect(code).toMatch(/^LS-[A-Z0-9]{6}$/);

  // The CSV of what the list shows: a download with a BOM, the header and the guest.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFcode,status,source,property,check_in,check_out,guest,email')).toBe(true);
  expect(csv).toContain(`${code},confirmed,email,`);
  expect(csv).toContain('Sofia Rossi');
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  await table.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/bookings/\\d+$`));
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Booking confirmed')).toBeVisible();
  await expect(timeline.getByText(/^Payment of .+ received$/)).toBeVisible();
  await expect(timeline.getByText('Online check-in complete')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Guests' }).getByRole('heading', { name: /Sofia Rossi/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Cancel the booking' })).toHaveAttribute('href', /\/bookings\/\d+\/cancel$/);
  await expectNoAxeViolations(page);

  // Portugal's guest registration (SIBA lists foreign guests), from the console's own address.
  const registering = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Portugal (SIBA)' }).click();
  const registration = await registering;
  expect(registration.suggestedFilename()).toBe(`${code}-pt_siba.csv`);
  expect(await readFile((await registration.path())!, 'utf8')).toContain('Rossi;Sofia;IT;');

  await page.getByRole('link', { name: '← Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});
