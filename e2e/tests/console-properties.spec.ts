import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';

// The host's properties in the console: a new property from the empty form to its texts in English
// and German, a unit type and a unit, and publishing refused for want of rates; then an edit of a
// published property's German text that the guest site shows on its next page, with the English
// text it falls back to marked as English.

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function signInAsDemoOwner(page: Page) {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/1`));
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Property sections' });

test('the demo owner creates a property, writes its texts in English and German, adds a unit and is told what publishing still needs', async ({ page }) => {
  // A long journey with five axe scans: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  await signInAsDemoOwner(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alfama River Loft' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New property' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByText('Please correct the 2 fields marked below.')).toBeVisible();

  const name = `Graça Hilltop Loft ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Type').selectOption({ label: 'Loft' });
  await page.getByLabel('City').selectOption({ label: 'Lisbon' });
  await page.getByLabel('Street and number').fill('Rua da Graça 12');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Property created. Add its texts, units and rates next.')).toBeVisible();
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue(/^38\.7/);
  await expectNoAxeViolations(page);

  await sections(page).getByRole('link', { name: 'Texts' }).click();
  await expect(page.getByRole('button', { name: 'Save texts in English' })).toBeVisible();
  await page.getByLabel('Summary').fill('A loft on the hill of Graça, with the whole city below.');
  await page.getByLabel('Description').fill('Two rooms under the roof.\n\nThe 28 tram stops at the door.');
  await page.getByRole('button', { name: 'Save texts in English' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  const languages = page.getByRole('navigation', { name: 'Languages' });
  await expect(languages.getByRole('link', { name: /German.*5 texts missing/ })).toBeVisible();
  await languages.getByRole('link', { name: /German/ }).click();
  await expect(page.getByRole('button', { name: 'Save texts in German' })).toBeVisible();
  await expect(page.getByText('Missing translation').first()).toBeVisible();
  await expect(page.getByText('A loft on the hill of Graça, with the whole city below.')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Name').fill('Graça-Hügelloft');
  await page.getByLabel('Summary').fill('Ein Loft auf dem Hügel von Graça, die ganze Stadt zu Füßen.');
  await page.getByRole('button', { name: 'Save texts in German' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(languages.getByRole('link', { name: /German.*3 texts missing/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await sections(page).getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Unit types and units' })).toBeVisible();
  const addType = page.getByRole('region', { name: 'Add a unit type' });
  await addType.getByLabel('Name').fill('Loft for two');
  await addType.getByLabel('Adults at most').fill('2');
  await addType.getByLabel('Guests at most').fill('3');
  await addType.getByLabel('Guests included in the price').fill('4');
  await addType.getByRole('button', { name: 'Add unit type' }).click();
  await expect(addType.getByText('This is more than the number of guests at most.')).toBeVisible();
  await expect(addType.getByText('This is more than the adults and children at most together.')).toBeVisible();
  await expect(addType.getByLabel('Name')).toHaveValue('Loft for two');
  await addType.getByLabel('Guests included in the price').fill('2');
  await addType.getByLabel('Children at most').fill('1');
  await expect(addType.getByLabel('Guests at most')).toHaveValue('3');
  await addType.getByRole('button', { name: 'Add unit type' }).click();
  await expect(page.getByText('Unit type added.')).toBeVisible();
  await page.getByLabel('Name of a new unit of Loft for two').fill('Loft 1');
  await page.getByRole('button', { name: 'Add unit', exact: true }).click();
  await expect(page.getByText('Unit added.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Units of Loft for two' }).getByRole('rowheader', { name: 'Loft 1' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Set rates for the coming nights of an active unit type' })).toBeVisible();
  await expect(page.getByText('Add at least one active unit')).toHaveCount(0);
  await expect(page.getByText('Not published', { exact: true })).toBeVisible();
});

test('a published property’s German text shows on the guest site at once, beside the demo’s German description', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemoOwner(page);
  await page.goto(`${consoleOrigin}/o/1/properties`);
  await page.getByRole('link', { name: 'Belém Riverside Flat' }).click();
  await sections(page).getByRole('link', { name: 'Texts' }).click();
  await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: /German/ }).click();
  await expect(page.getByRole('button', { name: 'Save texts in German' })).toBeVisible();
  const summary = `Helle Wohnung am Fluss, ${Date.now().toString(36)}.`;
  await page.getByLabel('Name').fill('Belém Wohnung am Fluss');
  await page.getByLabel('Summary').fill(summary);
  await page.getByRole('button', { name: 'Save texts in German' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();

  await sections(page).getByRole('link', { name: 'Search and sharing' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Search and sharing' })).toBeVisible();
  const slug = (await page.getByLabel('Address on your website').inputValue()).trim();
  await expect(page.getByRole('complementary', { name: 'Preview in search results' })).toContainText(`/stays/lisbon/${slug}`);
  await expectNoAxeViolations(page);

  await page.goto(`${webOrigin('lisbon-stays.localhost')}/stays/lisbon/${slug}?lng=de`);
  await expect(page.getByRole('heading', { level: 1, name: 'Belém Wohnung am Fluss' })).not.toHaveAttribute('lang');
  await expect(page.getByText(summary)).toBeVisible();
  // The demo host wrote the description and house rules in German too: nothing is left in English.
  await expect(page.locator('#about').locator('..').locator('[lang="en"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
