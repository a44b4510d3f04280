import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';

// The host's rates in the console: the demo owner selects a week of one unit type in the grid
// with the keyboard, sets a price and a minimum stay, blocks a few nights of its unit, and the
// guest's date picker on the property page shows those nights closed at once.

const lisbon = webOrigin('lisbon-stays.localhost');
const propertyName = 'Alfama River Loft';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

test('the owner sets a week’s price and minimum stay, blocks nights, and the guest sees them closed', async ({ page }) => {
  // Two axe scans of a page with a few hundred grid cells, and the guest's page: slow on a busy machine.
  test.setTimeout(180_000);
  // Far enough ahead to be free of the demo's and other tests' stays, in the picker's range.
  const start = addDays(new Date(), 45);
  const month = isoDay(start).slice(0, 7);
  const blockFrom = isoDay(addDays(start, 10));
  const blockTo = isoDay(addDays(start, 13));

  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/o\/\d+/);
  const organization = new URL(page.url()).pathname.split('/')[2];

  await page.getByRole('link', { name: 'Rates & availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rates and availability' })).toBeVisible();
  await page.getByLabel('Property').selectOption({ label: propertyName });
  await page.getByLabel('First month').fill(month);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/o/${organization}/rates\\?propertyId=\\d+.*from=${month}`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: focus the first night of the week, extend over six more, Enter opens the editor.
  const day = Number(isoDay(start).slice(8, 10));
  const first = grid.locator('[data-cell="0-0"]');
  await first.focus();
  for (let i = 1; i < day; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Change rates' });
  await expect(editor.getByLabel('From')).toHaveValue(isoDay(start));
  await expect(editor.getByLabel('To (included)')).toHaveValue(isoDay(addDays(start, 6)));
  await expect(editor.getByLabel(/Price per night/)).toBeFocused();
  await page.keyboard.type('187');
  await editor.getByLabel('Minimum stay (nights)').fill('3');
  await editor.getByRole('button', { name: 'Apply changes' }).click();
  await expect(editor.getByText('7 nights updated.')).toBeVisible();
  const cell = grid.locator(`[data-cell="0-${day - 1}"]`);
  await expect(cell).toHaveAccessibleName(/€187, at least 3 nights/);

  // A block on the unit for three nights.
  const blocks = page.getByRole('region', { name: 'Blocks' });
  await blocks.getByLabel('First night').fill(blockFrom);
  await blocks.getByLabel('Ends on (free again that night)').fill(blockTo);
  await blocks.getByLabel('Reason').selectOption({ label: 'Maintenance' });
  await blocks.getByLabel('Note').fill('Painting');
  await blocks.getByRole('button', { name: 'Add block' }).click();
  await expect(blocks.getByText('The block was added.')).toBeVisible();
  await expect(blocks.getByRole('row', { name: /Painting/ })).toBeVisible();
  const blockColumn = Math.round((Date.parse(`${blockFrom}T00:00:00Z`) - Date.parse(`${month}-01T00:00:00Z`)) / 86_400_000);
  await expect(grid.locator(`[data-cell="0-${blockColumn}"]`)).toHaveAccessibleName(/1 blocked/);
  await expectNoAxeViolations(page);

  // The guest's picker on the property page, right away.
  await page.goto(`${lisbon}/explore`);
  await page.getByRole('main').getByRole('link', { name: propertyName }).click();
  await page.getByRole('button', { name: /Choose dates/ }).click();
  const picker = page.getByRole('group', { name: 'Choose your dates' });
  const dayOf = (date: string) => picker.locator(`[data-day="${date}"]:not([data-outside])`);
  const blockedDay = dayOf(blockFrom);
  for (let i = 0; i < 4 && (await blockedDay.count()) === 0; i++) await picker.getByRole('button', { name: /next/i }).click();
  for (const date of [blockFrom, isoDay(addDays(start, 11)), isoDay(addDays(start, 12))]) {
    await expect(dayOf(date)).toHaveClass(/is-unavailable/);
  }
  await expect(dayOf(isoDay(addDays(start, 13)))).not.toHaveClass(/is-unavailable/);
});
