import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';

// The brand page: a German tagline, a main colour and a heading font, seen in the live preview of
// the real site before saving, then on the German site after saving (with the font's own files).
// Casa Algarve's owner, so the other console specs' brand (Lisbon Stays) is left alone.

const owner = { email: 'owner@casa-algarve.example', password: 'demo-owner-password' };
const algarve = webOrigin('casa-algarve.localhost');

test('the owner changes the German tagline, a colour and the heading font, sees them in the preview, saves, and the German site shows them', async ({ page }) => {
  const tagline = `Sonne, Meer und weiße Mauern ${Date.now().toString(36)}`;
  // The framed site is a cross-site frame, denied storage: nothing on it may throw for that.
  const frameErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /SecurityError|sessionStorage/.test(message.text())) frameErrors.push(message.text());
  });
  page.on('pageerror', (error) => frameErrors.push(error.message));
  await signInToConsole(page, owner);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Brand', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Brand: / })).toBeVisible();

  const preview = page.frameLocator('iframe[title="Live preview of your site’s home page"]');
  await page.getByLabel('Preview in').selectOption('de');
  await expect(preview.locator('html')).toHaveAttribute('lang', 'de');
  await expect(preview.locator('h1')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Tagline in German' }).fill(tagline);
  await page.getByRole('textbox', { name: 'Main colour *', exact: true }).fill('#8b1e3f');
  await page.getByLabel('Headings').selectOption('playfair-display');

  // The real site, framed, shows the unsaved look.
  await expect(preview.locator('.hero__tagline')).toHaveText(tagline);
  await expect.poll(() => preview.locator('html').evaluate((html) => html.style.getPropertyValue('--brand-primary'))).toBe('#8b1e3f');
  await expect.poll(() => preview.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain('Playfair Display Variable');
  expect(frameErrors).toEqual([]);

  await page.getByRole('button', { name: 'Save the look' }).click();
  await expect(page.getByText('Brand saved.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tagline in German' })).toHaveValue(tagline);
  await expect(page.getByLabel('Headings')).toHaveValue('playfair-display');

  // The German site, after the brand cache's few seconds: its tagline, colour and font, the
  // font's files served by the site itself.
  const site = await page.context().newPage();
  await expect
    .poll(async () => {
      await site.goto(`${algarve}/de`);
      return site.locator('.hero__tagline').textContent();
    })
    .toBe(tagline);
  expect(await site.locator('html').evaluate((html) => html.style.getPropertyValue('--brand-primary'))).toBe('#8b1e3f');
  expect(await site.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"Playfair Display Variable", "Playfair Display Variable Fallback"/);
  await expect.poll(() => site.evaluate(async () => (await document.fonts.ready, document.fonts.check('700 1em "Playfair Display Variable"')))).toBe(true);
  const fontFiles = await site.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.woff2')));
  expect(fontFiles.length).toBeGreaterThan(0);
  for (const file of fontFiles) expect(file.startsWith(algarve)).toBe(true);
  // The English page has no English tagline of its own change: still the saved English one.
  await site.goto(`${algarve}/en`);
  await expect(site.locator('.hero__tagline')).not.toHaveText(tagline);

  // Only the console may frame the preview; the site's other pages stay unframeable.
  const framed = (await site.goto(`${algarve}/de?brandPreview=1`))!;
  expect(await framed.headerValue('content-security-policy')).toContain(`frame-ancestors ${consoleOrigin}`);
  expect(await framed.headerValue('x-frame-options')).toBeNull();
  // An address the browser hasn't stored: a revisit of the page above would be a 304 (its ETag),
  // whose headers are the stored copy's, not the answer's.
  const plain = (await site.goto(`${algarve}/de?unframed=1`))!;
  expect(await plain.headerValue('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(await plain.headerValue('x-frame-options')).toBe('DENY');
  await site.close();
});

test('the owner is refused a file that is not a picture, uploads a logo, sees it, and removes it', async ({ page }) => {
  await signInToConsole(page, owner);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Brand', exact: true }).click();
  const logoFile = page.getByLabel('Logo file');
  // Not a picture: refused by the field, nothing changes.
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByLabel('Logo file')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Logo file').setInputFiles(fileURLToPath(new URL('../fixtures/photos/terrace.jpg', import.meta.url)));
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current logo' })).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: 'Your current logo' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current logo' })).toHaveCount(0);
});
