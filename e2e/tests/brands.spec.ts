import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';

const brands = [
  { host: 'lisbon-stays.localhost', name: 'Lisbon Stays' },
  { host: 'alpine-lodges.localhost', name: 'Alpine Lodges' },
];

test('each demo brand renders its own name and colours', async ({ page }) => {
  const primaryColors: string[] = [];
  for (const brand of brands) {
    const response = await page.goto(`${webOrigin(brand.host)}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.name);
    await expect(page).toHaveTitle(new RegExp(brand.name));
    const other = brands.find((b) => b.host !== brand.host)!;
    await expect(page.locator('body')).not.toContainText(other.name);
    primaryColors.push(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim()),
    );
  }
  expect(primaryColors[0]).toMatch(/^#|rgb/);
  expect(primaryColors[0]).not.toEqual(primaryColors[1]);
});

test('an unknown path answers the 404 page inside the brand shell', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const response = await page.goto(`${webOrigin('lisbon-stays.localhost')}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Lisbon Stays');
  await expect(page).toHaveTitle('Page not found · Lisbon Stays');
  // Hydrated with the texts the document carries: it never loads itself again (decision 0052).
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForTimeout(500);
  expect(documents).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // Under a language prefix (the catch-all route), in that language.
  expect((await page.goto(`${webOrigin('lisbon-stays.localhost')}/pt/nada-aqui`))?.status()).toBe(404);
  await expect(page).toHaveTitle('Página não encontrada · Lisbon Stays');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
});

test('a client-side navigation that fails shows the same 404 page, in the page’s language and theme', async ({ page }) => {
  const home = await page.goto(`${webOrigin('lisbon-stays.localhost')}/de`);
  // A page that isn't an error page carries none of the error page's texts (decision 0052).
  expect(await home?.text()).not.toContain('Seite nicht gefunden');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const documentLoad = page.waitForResponse((response) => response.url().endsWith('/de/stays/lisbon/no-such-place') && response.request().resourceType() === 'document');
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate('/de/stays/lisbon/no-such-place'));
  expect((await documentLoad).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveURL(/\/de\/stays\/lisbon\/no-such-place$/);
  await expect(page.getByRole('banner')).toContainText('Lisbon Stays');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe(primary);
});

test('an unregistered host gets the unregistered-subdomain page, not a brand', async ({ page }) => {
  const response = await page.goto(`${webOrigin('nobody-here.localhost')}/`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('body')).not.toContainText('Lisbon Stays');
});

test('the language switcher renders the shell in German and Portuguese', async ({ page }) => {
  await page.goto(`${webOrigin('alpine-lodges.localhost')}/?lng=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto(`${webOrigin('alpine-lodges.localhost')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('the home page has no accessibility violations', async ({ page }) => {
  await page.goto(`${webOrigin('lisbon-stays.localhost')}/`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("a brand's logo is shown, served from the brand's own domain", async ({ page }) => {
  await page.goto(`${webOrigin('alpine-lodges.localhost')}/`);
  const logo = page.getByRole('banner').locator('img.brand-logo__image');
  await expect(logo).toHaveAttribute('src', /^\/apis\/image\/\d+\/[\w.-]+$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("the site's stylesheets and scripts load", async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${webOrigin('lisbon-stays.localhost')}/`);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  const styled = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(styled).not.toBe('');
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
});
