import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { api } from '../support/booking.ts';

// The host's guest emails: the demo owner writes the review invitation's text (an unknown
// variable is refused and the text kept; the sandboxed preview follows), the automations' test
// clock (DEV_SURFACES) runs the day after a stay, the branded invitation is in the development
// mailbox, and the guest reviews through its link.

const lisbon = webOrigin('lisbon-stays.localhost');
test.describe.configure({ timeout: 180_000 });

// The preview's frame is fully sandboxed (no scripts), so axe can't run in it: the page around it is checked.
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).exclude('iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function signInAsOwner(page: Page) {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill('owner@lisbon-stays.example');
  await page.getByLabel('Password').fill('demo-owner-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
}

test('the owner writes the review invitation; after the stay the test clock sends it and the guest reviews', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await signInAsOwner(page);
  await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Email templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  const brandPicker = page.getByLabel('Brand');
  if (await brandPicker.count()) {
    await brandPicker.selectOption({ label: 'Lisbon Stays' });
    await page.getByRole('button', { name: 'Show' }).click();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit “Review invitation (day after departure)” in English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review invitation (day after departure) · English');
  const frame = page.frameLocator('iframe[title="Preview of the email"]');
  await expect(frame.getByText('Write a review')).toBeVisible();
  const editorUrl = page.url();

  // A typo in a variable: refused, named, and the text kept.
  const body = `Dear {{gestName}},\n\nHow was {{property}}? Tell us in two minutes.\n\n{{reviewLink}}\n\n{{brand}}`;
  await page.getByLabel('Subject').fill(`Your stay at {{property}} ${stamp}`);
  await page.getByLabel('Text').fill(body);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Unknown variable: {{gestName}}. Use only the variables listed.')).toBeVisible();
  await expect(page.getByLabel('Text')).toHaveValue(body);
  await expect(page.getByLabel('Text')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Fixed: the preview follows what is typed (sample values), then it is saved.
  await page.getByLabel('Text').fill(body.replace('gestName', 'guestName'));
  await expect(frame.getByText('Dear Maria,')).toBeVisible();
  await expect(page.getByText(`Subject: Your stay at Casa do Mar ${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(`Your stay at {{property}} ${stamp}`);

  // A stay that ended yesterday (the development past stay), then the test clock runs today.
  const brand = await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost');
  const stay = await api<{ bookingCode: string; accessToken: string; checkOut: string }>('/apis/dev/past_stays', { method: 'POST', body: { brand_id: brand.json.id } });
  expect(stay.status, JSON.stringify(stay.json)).toBe(201);
  const run = await api<{ sent: Record<string, number> }>('/apis/dev/automations/run', { method: 'POST', body: { at: new Date().toISOString() } });
  expect(run.status, JSON.stringify(run.json)).toBe(200);
  expect(run.json.sent.review_invitation).toBeGreaterThanOrEqual(1);

  // In the development mailbox, in the brand's layout and with the host's words.
  await page.goto(`${lisbon}/dev/mailbox?to=${encodeURIComponent('maria.silva@example.com')}`);
  const row = page.getByRole('table', { name: 'Emails, newest first' }).getByRole('row').filter({ hasText: stamp });
  await expect(row.first()).toBeVisible();
  await row.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(stamp);
  const text = page.getByRole('region', { name: 'Text version' });
  await expect(text).toContainText('Dear Maria,');
  await expect(text).toContainText(`/booking/review/${stay.json.bookingCode}/`);
  const link = /\/booking\/review\/\S+/.exec((await text.textContent()) ?? '')![0];

  // The guest follows the email's link and reviews.
  await page.goto(`${lisbon}${link}`);
  await page.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Title').fill(`Invited ${stamp}`);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! Your review is published.');

  // Back to the default text, so the next run starts as the demo does.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Back to the default text' }).click();
  await expect(page.getByText('The default text is used again.')).toBeVisible();
});
