import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';

// Calendars in: the demo owner adds an Airbnb calendar (served by the test on 127.0.0.1) to a
// property's unit, tests the URL, syncs it, and the guest's date picker shows those nights closed.

const lisbon = webOrigin('lisbon-stays.localhost');
const propertyName = 'Alfama River Loft';
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const compact = (date: string) => date.replaceAll('-', '');

let server: Server;
let feedUrl = '';
// Far enough ahead to be free of the demo's stays and of the rates spec's block (45 + 10 days).
const start = addDays(new Date(), 80);
const from = isoDay(start);
const to = isoDay(addDays(start, 3));

test.beforeAll(async () => {
  const body = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'DTSTAMP:20260301T120000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    'SUMMARY:Reserved',
    'UID:e2e-calendar-sync@airbnb.com',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the owner imports an Airbnb calendar and the guest sees its nights closed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/o\/\d+/);

  await page.getByRole('link', { name: 'Calendar sync' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar sync' })).toBeVisible();
  const unit = page.getByLabel('Unit');
  const unitId = await unit.locator(`optgroup[label="${propertyName}"] option`).first().getAttribute('value');
  await unit.selectOption(unitId!);
  await page.getByLabel('Channel').selectOption({ label: 'Airbnb' });
  await page.getByLabel(/^Name/).fill('Airbnb – e2e');
  await page.getByLabel(/Calendar address/).fill(feedUrl);
  await page.getByRole('button', { name: 'Test this URL' }).click();
  await expect(page.getByText('This calendar works: 1 upcoming events.')).toBeVisible();
  // What was typed is still there after the test.
  await expect(page.getByLabel(/Calendar address/)).toHaveValue(feedUrl);
  await page.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByText('The calendar was added.')).toBeVisible();
  // Added: the form is empty again for the next calendar.
  await expect(page.getByRole('region', { name: 'Add a calendar' }).getByLabel(/Calendar address/)).toHaveValue('');

  const feed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Airbnb – e2e' }) });
  await feed.getByRole('button', { name: 'Sync now: Airbnb – e2e' }).click();
  await expect(page.getByText('The calendar was synced.')).toBeVisible();
  await expect(feed.getByText('Imported')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);

  await page.goto(`${lisbon}/explore`);
  await page.getByRole('main').getByRole('link', { name: propertyName }).click();
  await page.getByRole('button', { name: /Choose dates/ }).click();
  const picker = page.getByRole('group', { name: 'Choose your dates' });
  const dayOf = (date: string) => picker.locator(`[data-day="${date}"]:not([data-outside])`);
  for (let i = 0; i < 5 && (await dayOf(from).count()) === 0; i++) await picker.getByRole('button', { name: /next/i }).click();
  for (const date of [from, isoDay(addDays(start, 1)), isoDay(addDays(start, 2))]) {
    await expect(dayOf(date)).toHaveClass(/is-unavailable/);
  }
  await expect(dayOf(to)).not.toHaveClass(/is-unavailable/);
});
