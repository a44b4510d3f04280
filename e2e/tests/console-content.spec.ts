import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// A host writes a blog post in the console (a heading and a bold word, with the editor's
// toolbar), publishes it, and the guest site's blog shows it with that markup.

const lisbon = webOrigin('lisbon-stays.localhost');
test.describe.configure({ timeout: 120_000 });

test('the owner writes a post with a heading and a bold word, publishes it, and the guest’s blog shows it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Up the hill by tram ${stamp}`;
  const slug = `up-the-hill-${stamp}`;

  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address (slug)').fill(slug);
  await page.getByLabel(/^Excerpt/).fill('The easy way up to the castle.');

  // The body, with the toolbar: a heading, then a paragraph with one bold word.
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Getting there');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Take the ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('tram');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' up the hill.');
  await expectNoAxeViolations(page);

  // Publishing without a future date: a mistake first (scheduled needs a date), then published.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Scheduled' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fix the', { exact: false }).or(page.locator('.field__error'))).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Published' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The post is saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();

  // The list shows it as published.
  await page.getByRole('link', { name: 'All posts' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published')).toBeVisible();

  // The guest site: the blog lists it and its page has the heading and the bold word.
  await page.goto(`${lisbon}/blog`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible();
  await expect(page.locator('.blog-post__content strong')).toHaveText('tram');
});

test('the owner edits the host profile the site’s hosts list shows', async ({ page }) => {
  const bio = `Family hosts in Alfama since 2009 (${Date.now().toString(36)}).`;
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Host profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Host profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('About you (English)').fill(bio);
  await page.getByLabel('Show me in the list of hosts').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByLabel('About you (English)')).toHaveValue(bio);

  await page.goto(`${lisbon}/hosts`);
  await expect(page.getByText(bio)).toBeVisible();
});

test('the owner writes the brand’s own words for Lisbon; the site’s Lisbon page shows them', async ({ page }) => {
  const words = `Seven hills, one river and our favourite miradouros (${Date.now().toString(36)}).`;
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('navigation', { name: 'Content sections' }).getByRole('link', { name: 'Destinations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();
  await expectNoAxeViolations(page);
  const lisbonForm = page.getByRole('region', { name: /^Lisbon/ });
  await lisbonForm.getByLabel(/^Description \(English\)/).fill(words);
  await lisbonForm.getByRole('button', { name: 'Save Lisbon' }).click();
  await expect(page.getByText('Lisbon is saved.')).toBeVisible();

  await page.goto(`${lisbon}/destinations/pt/lisbon`);
  await expect(page.getByText(words)).toBeVisible();
});
