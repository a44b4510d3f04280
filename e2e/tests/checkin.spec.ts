import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { hubPath, paidBooking, payOnTerminal } from '../support/checkin.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Cedofeita Design Studio';

const texts = {
  en: {
    prefix: '',
    hub: 'Online check-in',
    completed: 'Completed',
    pending: 'To do',
    start: 'General info: Start',
    consent: 'I confirm my arrival and departure times and agree to them.',
    consentRequired: 'Consent to arrival and departure times is required',
    arrival: 'Arrival time',
    business: 'Business',
    save: 'Save and continue',
    guests: 'Guest info',
    email: 'Email',
    nationality: 'Nationality',
    dateOfBirth: 'Date of birth',
    firstName: 'First name',
    lastName: 'Last name',
    badEmail: 'Enter a valid email address',
    portugal: 'Portugal',
  },
  de: {
    prefix: '/de',
    hub: 'Online-Check-in',
    completed: 'Erledigt',
    pending: 'Offen',
    start: 'Allgemeine Angaben: Beginnen',
    consent: 'Ich bestätige meine An- und Abreisezeiten und bin damit einverstanden.',
    consentRequired: 'Die Zustimmung zu den An- und Abreisezeiten ist erforderlich',
    arrival: 'Ankunftszeit',
    business: 'Geschäftlich',
    save: 'Speichern und weiter',
    guests: 'Gästedaten',
    email: 'E-Mail',
    nationality: 'Staatsangehörigkeit',
    dateOfBirth: 'Geburtsdatum',
    firstName: 'Vorname',
    lastName: 'Nachname',
    badEmail: 'Geben Sie eine gültige E-Mail-Adresse ein',
    portugal: 'Portugal',
  },
} as const;

const stepState = (page: Page, step: string) => page.locator(`[data-step="${step}"]`);

for (const [lng, fromDays] of [['en', 60], ['de', 240]] as const) {
  const text = texts[lng];

  test(`${lng}: pay, open the hub, General info with a paid early check-in, Guest info, states in the hub`, async ({ page }) => {
    test.setTimeout(90_000);
    const created = await paidBooking(page, lisbon, { fromDays, propertyName: property });

    await page.goto(`${lisbon}${hubPath(created, text.prefix)}`);
    await expect(page.getByRole('heading', { level: 1, name: text.hub })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(stepState(page, 'general_info')).toHaveAttribute('data-state', 'pending');
    await expect(stepState(page, 'general_info')).toContainText(text.pending);
    await expect(stepState(page, 'payment')).toHaveAttribute('data-state', 'completed');
    await expect(stepState(page, 'payment')).toContainText(text.completed);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

    // Step 1: without consent the spec's message; the chosen early check-in stays chosen.
    await page.getByRole('link', { name: text.start }).click();
    await expect(page).toHaveURL(/\/booking\/confirm-booking-first\//);
    const early = await page.locator('#arrival_time option', { hasText: 'Early check-in from 12:00' }).getAttribute('value');
    await page.getByLabel(text.arrival).selectOption(early!);
    await page.getByLabel(text.business).check();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.locator('#consent-error')).toHaveText(text.consentRequired);
    await expect(page.getByLabel(text.arrival)).toHaveValue(early!);
    await expect(page.getByLabel(text.business)).toBeChecked();
    await page.getByLabel(text.consent).check();
    await page.getByRole('button', { name: text.save }).click();

    // Step 2: a bad email comes back with its message and everything typed kept.
    await expect(page).toHaveURL(/\/booking\/confirm-booking-second\//);
    await expect(page.getByRole('heading', { level: 1, name: text.guests })).toBeVisible();
    // The country suggestions are filled in the browser after hydration (not sent in the HTML).
    await expect(page.locator('#checkin-countries option', { hasText: /^Portugal$/ })).toHaveCount(1);
    const booker = page.locator('[data-guest="0"]');
    const second = page.locator('[data-guest="1"]');
    await booker.getByLabel(text.email).fill('ana@');
    await booker.getByLabel(text.nationality).fill('Portugal');
    await booker.getByLabel(text.dateOfBirth).fill('1990-04-05');
    await second.getByLabel(new RegExp(`^${text.firstName}`)).fill('Rui');
    await second.getByLabel(new RegExp(`^${text.lastName}`)).fill('Pagador');
    await second.getByLabel(text.nationality).fill('Portugal');
    await second.getByLabel(text.dateOfBirth).fill('1988-02-03');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.locator('#g0-email-error')).toHaveText(text.badEmail);
    await expect(page.getByRole('alert')).toContainText(text.badEmail);
    await expect(booker.getByLabel(text.email)).toHaveValue('ana@');
    await expect(booker.getByLabel(text.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByLabel(new RegExp(`^${text.firstName}`))).toHaveValue('Rui');
    await expect(second.getByLabel(text.nationality)).toHaveValue('Portugal');
    await booker.getByLabel(text.email).fill('ana.pagadora@example.com');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).not.toHaveURL(/\/booking\/confirm-booking-second\//);

    // The hub: both steps done, payment open again for the early check-in until it is paid.
    await page.goto(`${lisbon}${hubPath(created, text.prefix)}`);
    await expect(stepState(page, 'general_info')).toHaveAttribute('data-state', 'completed');
    await expect(stepState(page, 'guest_info')).toHaveAttribute('data-state', 'completed');
    await expect(stepState(page, 'payment')).toHaveAttribute('data-state', 'pending');
    await payOnTerminal(page, lisbon, created);
    await page.goto(`${lisbon}${hubPath(created, text.prefix)}`);
    await expect(stepState(page, 'payment')).toHaveAttribute('data-state', 'completed');
  });
}

test('access by booking code and email leads to the hub; a wrong token is the 404 page', async ({ page }) => {
  const created = await paidBooking(page, lisbon, { fromDays: 150, propertyName: property });
  await page.goto(`${lisbon}/booking/confirm-booking-first/${created.bookingCode}`);
  await expect(page.getByLabel('Booking code')).toHaveValue(created.bookingCode);
  await page.getByLabel('Booker’s email').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('We couldn’t find a booking with this code and email.');
  await page.getByLabel('Booker’s email').fill('ANA.PAGADORA@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${lisbon}${hubPath(created)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online check-in' })).toBeVisible();

  const wrong = await page.goto(`${lisbon}/booking/confirm-booking-second/${created.bookingCode}/${created.accessToken.slice(0, -3)}xyz`);
  expect(wrong?.status()).toBe(404);
  const wrongHub = await page.goto(`${lisbon}/booking/checkin/${created.bookingCode}/${created.accessToken.slice(0, -3)}xyz`);
  expect(wrongHub?.status()).toBe(404);
});
