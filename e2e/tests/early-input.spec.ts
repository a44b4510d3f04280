// The page's scripts load after its first paint (decision 0054): what a guest types or presses
// before the page has hydrated is still what the page does once it has.
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { waitForHydration } from '../support/hydration.ts';
import { ordinaryStay } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const { checkIn, checkOut } = ordinaryStay(30, 3);

// The page's modules wait until the test lets them go (a slow phone, a quick guest); the small
// loader that holds what the guest does meanwhile arrives with the stylesheets.
const isLoader = (url: string) => new URL(url).pathname.startsWith('/assets/page-loader-');
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    if (!isLoader(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

// The home page with its modules held and its loader running, the stay's dates typed.
async function homeWithDatesBeforeHydration(page: Page) {
  const release = await holdScripts(page);
  await page.goto(`${lisbon}/`, { waitUntil: 'commit' });
  // The loader holds presses from when it runs (a press before it is lost, as without it).
  await page.waitForFunction(() => '__earlyInput' in window);
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  await prompt.getByLabel('Check-in').fill(checkIn);
  await prompt.getByLabel('Check-out').fill(checkOut);
  return { release, prompt };
}

test('the scripts are fetched after the first contentful paint, and the page hydrates', async ({ page }) => {
  await page.goto(`${lisbon}/`);
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const modules = performance.getEntriesByType('resource').filter((entry) => {
      const path = new URL(entry.name).pathname;
      return path.startsWith('/assets/') && path.endsWith('.js') && !path.startsWith('/assets/page-loader-');
    });
    return { paint, firstScript: Math.min(...modules.map((entry) => entry.startTime)), scripts: modules.length };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
  // No preload in the document as sent; the loader adds them.
  const html = await page.evaluate(async () => (await fetch('/')).text());
  expect(html).not.toContain('<link rel="modulepreload"');
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/framework-"]')).toHaveCount(1);
  // The loader is one file for every page, named by its content and kept for a year.
  const loader = await page.locator('script[src^="/assets/page-loader-"]').getAttribute('src');
  const answer = await page.evaluate(async (href) => {
    const response = await fetch(href!);
    return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
  }, loader);
  expect(answer).toEqual({ status: 200, type: expect.stringMatching(/^text\/javascript/), cache: 'public, max-age=31536000, immutable' });
});

test('dates typed, an adult added and Search pressed before hydration search for what the guest asked', async ({ page }) => {
  const { release, prompt } = await homeWithDatesBeforeHydration(page);
  // Nothing gives this button a meaning yet: the press is held, and so is the search after it
  // (sent now it would ask for one adult).
  await prompt.getByRole('button', { name: 'Add an adult' }).click();
  await prompt.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${lisbon}/`);
  release();
  await expect(page).toHaveURL(new RegExp(`/search\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
  await expect(page.locator('[data-result-id]').first()).toBeVisible();
});

test('a search pressed while the page hydrates comes after the + held before it', async ({ page }) => {
  const { release, prompt } = await homeWithDatesBeforeHydration(page);
  await prompt.getByRole('button', { name: 'Add an adult' }).click();
  // Pressed as the modules arrive: before React, while it hydrates, or while the held + is being
  // done; in each case after the +.
  release();
  await prompt.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`));
});

test('a number typed before hydration is the one React counts from', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(`${lisbon}/`, { waitUntil: 'commit' });
  const prompt = page.getByRole('search', { name: 'Find a stay' });
  const adults = prompt.getByRole('spinbutton', { name: 'Adults' });
  await adults.fill('3');
  release();
  await waitForHydration(page);
  await prompt.getByRole('button', { name: 'Add an adult' }).click();
  await expect(adults).toHaveValue('4');
});

test('a search sent before hydration is sent by the hydrated page, as it would send it', async ({ page }) => {
  const { release, prompt } = await homeWithDatesBeforeHydration(page);
  await prompt.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${lisbon}/`);
  release();
  // The page's own address (the browser's GET of the form would carry destination= and children=0).
  await expect(page).toHaveURL(new RegExp(`/search\\?checkIn=${checkIn}&checkOut=${checkOut}$`));
  await expect(page.locator('[data-result-id]').first()).toBeVisible();
});

test('a value the browser refused in a field the server filled is not taken for typing once hydrated', async ({ page }) => {
  // The date field can't show 2026-02-30, so it shows nothing; the guest typed nothing either.
  await page.goto(`${lisbon}/search?checkIn=2026-02-30&checkOut=2026-03-02`);
  // Hydrated, and the loader has handed the fields over; a change told to React would have
  // cleared the field's message.
  await waitForHydration(page);
  await expect(page.locator('.field__error').first()).toBeVisible();
});

test('what a guest types before hydration into a textarea the server filled is what the hydrated form sends', async ({ page }) => {
  const release = await holdScripts(page);
  // The contact page as the full-page answer to a form sent without JavaScript with a mistake in
  // it: the server fills the form back in, the message included.
  let answered = false;
  await page.route(`${lisbon}/contact`, async (route) => {
    if (answered || route.request().method() !== 'GET') return route.continue();
    answered = true;
    const postData = new URLSearchParams({ intent: 'contact', name: 'Ana Silva', email: 'ana@', phone: '', subject: '', message: 'Is the loft free in May?' }).toString();
    await route.continue({ method: 'POST', postData, headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' } });
  });
  await page.goto(`${lisbon}/contact`, { waitUntil: 'commit' });
  await page.waitForFunction(() => '__earlyInput' in window);
  const message = page.getByRole('textbox', { name: /^Message/ });
  await expect(message).toHaveValue('Is the loft free in May?');
  await message.fill('Is the loft free in May, for two adults and a cot?');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
  release();
  await waitForHydration(page);
  // Kept through hydration, and React holds it too: the form sent now carries it.
  await expect(message).toHaveValue('Is the loft free in May, for two adults and a cot?');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/contact'));
  await page.getByRole('button', { name: /^Send/ }).click();
  expect(new URLSearchParams((await sent).postData() ?? '').get('message')).toBe('Is the loft free in May, for two adults and a cot?');
});
