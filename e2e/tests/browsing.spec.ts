import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const shared = webOrigin('direct.localhost');

test('the home page shows top rated stays, destinations and the latest 2 blog posts', async ({ page }) => {
  const response = await page.goto(`${lisbon}/`);
  expect(response?.status()).toBe(200);

  const topRated = page.getByRole('region', { name: 'Top rated stays' });
  const cards = topRated.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(cards.first()).toContainText(/€[\d,.]+ a night on average over the next 30 days/);
  await expect(cards.first().getByRole('img')).toHaveAttribute('src', /^\/apis\/image\//);

  await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('listitem').first()).toContainText(/\d+ propert/);

  const posts = page.getByRole('region', { name: 'Latest from the blog' }).getByRole('listitem');
  await expect(posts).toHaveCount(2);
});

test('the home page formats prices in the guest language', async ({ page }) => {
  await page.goto(`${lisbon}/?lng=de`);
  const firstCard = page.getByRole('region', { name: 'Am besten bewertet' }).getByRole('listitem').first();
  await expect(firstCard).toContainText(/durchschnittlich [\d.,]+\s€ pro Nacht/);
});

test('explore lists 12 properties a page with an accessible pagination', async ({ page }) => {
  const response = await page.goto(`${shared}/explore`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore properties' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(12);

  const pagination = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/explore\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: /Previous/ })).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('a page past the end of explore is a 404', async ({ page }) => {
  const response = await page.goto(`${shared}/explore?page=999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
});

test('the shared listing never shows a Budget Beds property', async ({ page }) => {
  for (let pageNumber = 1; ; pageNumber++) {
    const response = await page.goto(`${shared}/explore?page=${pageNumber}`);
    if (response?.status() === 404) break;
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).not.toContainText('Budget Beds');
    expect(pageNumber).toBeLessThan(20);
  }
  await page.goto(`${shared}/`);
  await expect(page.getByRole('main')).not.toContainText('Budget Beds');
});

test('destinations and hosts list the brand context', async ({ page }) => {
  expect((await page.goto(`${lisbon}/destinations`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Lisbon' })).toBeVisible();
  expect((await page.goto(`${shared}/hosts`))?.status()).toBe(200);
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(0);
  expect((await page.goto(`${shared}/hosts?page=999`))?.status()).toBe(404);
});

test('a blog post opens from the blog list with its SEO tags', async ({ page }) => {
  await page.goto(`${lisbon}/blog`);
  const firstPost = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const title = (await firstPost.textContent())!.trim();
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.blog-post__content p').first()).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Lisbon Stays`);

  // Server-rendered head of the same address (a full load).
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/[a-z0-9-]+$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\?lng=de$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} · Lisbon Stays`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title });
});

test('an unknown blog address is a 404', async ({ page }) => {
  const response = await page.goto(`${lisbon}/blog/no-such-post`);
  expect(response?.status()).toBe(404);
});

// The page's width on a phone is checked by screenshots, not here: the e2e web server runs from
// e2e/, where react-router-serve finds no build/client, so pages load without their CSS.
test('the header links to the browsing pages on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${lisbon}/`);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Destinations', 'Hosts', 'Blog']) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `/${name.toLowerCase()}`);
  }
});
