import { expect, test } from '@playwright/test';
import { en, type Namespace } from '../../packages/i18n/src/index.ts';
import { webOrigin } from '../playwright.config.ts';
import { createBooking } from '../support/booking.ts';
import { hubPath, payOnTerminal } from '../support/checkin.ts';

// Each page's HTML (its hydration data included) carries the shell's texts and its own, never a
// namespace the page does not use (decision record 0002). Texts are recognised by their English
// wording: every text of a namespace long enough to be its own, written in plain characters (so
// the HTML and the serialised loader data spell it the same way).
const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Bairro Alto Sunset Terrace';

function textsOf(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) textsOf(child, into);
  return into;
}

// A text two namespaces share word for word ("The code you entered is invalid.") is no one's signature.
const seen = new Map<string, number>();
for (const namespace of Object.keys(en) as Namespace[]) for (const text of new Set(textsOf(en[namespace]))) seen.set(text, (seen.get(text) ?? 0) + 1);
const signature = (namespace: Namespace) =>
  textsOf(en[namespace]).filter((text) => text.length >= 30 && /^[A-Za-z0-9 ,.;:()-]+$/.test(text) && seen.get(text) === 1);

function expectWithout(html: string, page: string, unused: Namespace[]) {
  for (const namespace of unused) {
    const texts = signature(namespace);
    expect(texts.length, `${namespace} has texts to look for`).toBeGreaterThan(0);
    expect(texts.filter((text) => html.includes(text)), `${page} carries ${namespace} texts`).toEqual([]);
  }
}

const bookingSteps: Namespace[] = ['checkin', 'agreement', 'identity', 'deposit', 'review'];

test('public pages carry no check-in, agreement, deposit, payment or email texts', async ({ page }) => {
  const pages: { path: string; unused: Namespace[]; own: Namespace }[] = [
    { path: '/', unused: [...bookingSteps, 'emails', 'paymentPage', 'property', 'booking', 'mailbox'], own: 'home' },
    { path: '/search', unused: [...bookingSteps, 'emails', 'paymentPage', 'property', 'booking', 'home'], own: 'search' },
    { path: '/contact', unused: [...bookingSteps, 'emails', 'paymentPage', 'property', 'search'], own: 'contact' },
    { path: '/blog', unused: [...bookingSteps, 'emails', 'paymentPage', 'property', 'search'], own: 'blog' },
  ];
  for (const { path, unused, own } of pages) {
    const response = await page.goto(`${lisbon}${path}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expectWithout(html, path, unused);
    // The page's own texts are there (the check above would pass on an empty page too).
    expect(signature(own).some((text) => html.includes(text)), `${path} carries its own ${own} texts`).toBe(true);
  }
});

test('the property page carries its own texts only; a client-side navigation brings the next page its texts', async ({ page }) => {
  await page.goto(`${lisbon}/explore`);
  const link = page.getByRole('main').getByRole('link', { name: property }).first();
  const response = await page.goto(`${lisbon}${await link.getAttribute('href')}`);
  const html = await response!.text();
  expectWithout(html, 'property', [...bookingSteps, 'emails', 'paymentPage', 'mailbox', 'home']);
  expect(signature('property').some((text) => html.includes(text))).toBe(true);

  // Home → Explore inside the app (no document load): Explore's texts arrive with its data.
  await page.goto(`${lisbon}/`);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(`${lisbon}/explore`);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore properties' })).toBeVisible();
  await expect(page.getByText(/^\d+ propert(y|ies)$/).first()).toBeVisible();
});

test('the payment terminal and the check-in hub carry only their own booking texts', async ({ page }) => {
  const created = await createBooking(page, lisbon, { fromDays: 290, propertyName: property });
  const payment = await page.goto(`${lisbon}${created.paymentPath}`);
  expectWithout(await payment!.text(), 'payment terminal', [...bookingSteps, 'emails', 'property', 'booking', 'search', 'home', 'mailbox']);

  await payOnTerminal(page, lisbon, created);
  const hub = await page.goto(`${lisbon}${hubPath(created)}`);
  const html = await hub!.text();
  expectWithout(html, 'check-in hub', ['agreement', 'identity', 'deposit', 'emails', 'property', 'booking', 'search', 'paymentPage', 'home', 'mailbox']);
  expect(signature('checkin').some((text) => html.includes(text))).toBe(true);
});
