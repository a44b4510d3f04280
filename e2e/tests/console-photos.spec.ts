import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// A property's photos in the console: the demo owner drops two photos on a property (each with
// its own progress), makes the second the cover, describes it, and the guest site's property page
// shows it as its hero at once, with renditions by width. Without JavaScript the plain form adds a
// photo and the delete asks first. Property 7 (Porto Ribeira View Apartment) is no other spec's.

const propertyId = 7;
// Both tests count this property's photos: run them one after the other, never side by side (the
// suite is fully parallel; side by side, one saw the other's upload and counted 8 for 6).
test.describe.configure({ mode: 'default' });
const photosPage = `${consoleOrigin}/o/${demoOwner.organizationId}/properties/${propertyId}/photos`;
const guestPage = `${webOrigin('lisbon-stays.localhost')}/stays/porto/porto-ribeira-view-apartment`;
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/photos/${name}`, import.meta.url));
// Encoding fifteen renditions per photo on a busy 2-core machine.
const processing = { timeout: 90_000 };

const card = (page: Page, position: number, count: number) =>
  page.locator('li.photo-card').filter({ has: page.getByRole('heading', { level: 2, name: `Photo ${position} of ${count}`, exact: true }) });

async function photoCount(page: Page): Promise<number> {
  return page.locator('li.photo-card').count();
}

test('the owner adds two photos, makes the second the cover and describes it; the guest page shows it as its hero', async ({ page }) => {
  test.setTimeout(240_000);
  await signInToConsole(page);
  await page.goto(photosPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Porto Ribeira View Apartment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Photos', exact: true })).toBeVisible();
  await expect(page.getByText('Drop photos here')).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await photoCount(page);

  await page.getByLabel('Choose photos').setInputFiles([fixture('terrace.jpg'), fixture('sunset.jpg')]);
  // Each file has its own line; both end as added.
  await expect(page.locator('.upload-line')).toHaveCount(2);
  await expect(page.getByText('2 of 2 added')).toBeVisible(processing);
  await expect(page.locator('li.photo-card')).toHaveCount(before + 2, processing);

  const second = card(page, before + 2, before + 2);
  const src = await second.locator('img').getAttribute('src');
  const imageId = Number(/^\/images\/(\d+)\/640$/.exec(src ?? '')?.[1]);
  expect(imageId).toBeGreaterThan(0);
  await second.getByRole('button', { name: `Make cover photo ${before + 2}` }).click();
  await expect(page.getByText('The cover photo is changed.')).toBeVisible();
  const cover = card(page, 1, before + 2);
  await expect(cover.locator('img')).toHaveAttribute('src', `/images/${imageId}/640`);
  await expect(cover.getByText('Cover', { exact: true })).toBeVisible();

  // Its description, in English and German (tabs; the German one was marked missing).
  await cover.getByRole('tab', { name: /English/ }).click();
  await cover.getByLabel('Description in English').fill('The house at sunset, seen from the garden');
  await expect(cover.getByRole('tab', { name: /German/ })).toContainText('missing');
  await cover.getByRole('tab', { name: /German/ }).click();
  await cover.getByLabel('Description in German').fill('Das Haus bei Sonnenuntergang, vom Garten aus gesehen');
  await expect(cover.getByRole('tab', { name: /German/ })).not.toContainText('missing');
  await cover.getByRole('button', { name: 'Save description photo 1' }).click();
  await expect(page.getByText('The description is saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard's way to reorder: the cover one place later, and back.
  await cover.getByRole('button', { name: 'Later photo 1' }).click();
  await expect(page.getByText('The new order is saved.')).toBeVisible();
  await expect(card(page, 2, before + 2).locator('img')).toHaveAttribute('src', `/images/${imageId}/640`);
  // The focus stays on the button pressed, on the photo's new place.
  await expect(page.getByRole('button', { name: 'Later photo 2' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Earlier photo 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card(page, 1, before + 2).locator('img')).toHaveAttribute('src', `/images/${imageId}/640`);

  // The guest site at once: the hero is the new cover, as a picture with renditions by width.
  await page.goto(guestPage);
  const hero = page.locator('.gallery__hero img');
  await expect(hero).toHaveAttribute('alt', 'The house at sunset, seen from the garden');
  await expect(hero).toHaveAttribute('srcset', new RegExp(`/images/${imageId}/320\\.jpg 320w,/images/${imageId}/640\\.jpg 640w`));
  await expect(page.locator('.gallery__hero source[type="image/avif"]')).toHaveAttribute('srcset', new RegExp(`/images/${imageId}/960\\.avif 960w`));
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const loaded = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(loaded).toMatch(new RegExp(`/images/${imageId}/\\d+\\.avif$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form adds a photo, and deleting it asks first', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToConsole(page);
    await page.goto(photosPage);
    const before = await photoCount(page);
    await page.getByLabel('Choose photos').setInputFiles(fixture('terrace.jpg'));
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('1 photo added.')).toBeVisible(processing);
    await expect(page.locator('li.photo-card')).toHaveCount(before + 1);

    const added = card(page, before + 1, before + 1);
    await added.getByRole('link', { name: `Delete photo ${before + 1}` }).click();
    const confirm = page.getByRole('group', { name: `Delete photo ${before + 1}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(page.getByText('The photo is deleted.')).toBeVisible();
    await expect(page.locator('li.photo-card')).toHaveCount(before);
  });
});
