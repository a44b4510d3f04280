import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';
import { api, createBooking } from '../support/booking.ts';
import { propertyIdOf } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const property = 'Príncipe Real Garden House';

// A review needs a stay that has ended, which no public call can book. The API's development-only
// POST /apis/dev/past_stays (registered only with DEV_SURFACES=true, as the e2e
// API runs) makes a completed stay that checked out yesterday, booked by "Maria Silva", and
// answers its code and access token.
async function pastStay(propertyId: number) {
  const brand = await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost');
  const stay = await api<{ bookingCode: string; accessToken: string }>('/apis/dev/past_stays', {
    method: 'POST',
    body: { brand_id: brand.json.id, property_id: propertyId },
  });
  expect(stay.status, JSON.stringify(stay.json)).toBe(201);
  return stay.json;
}

test('a guest reviews a past stay: rating required, publish, edit, and it shows on the property page', async ({ page }) => {
  await page.goto(`${lisbon}/explore`);
  const propertyHref = await page.getByRole('main').getByRole('link', { name: property }).first().getAttribute('href');
  await page.goto(`${lisbon}${propertyHref}`);
  const stay = await pastStay(Number(await propertyIdOf(page)));
  const title = `Garden bliss ${Date.now()}`;

  await page.goto(`${lisbon}/booking/review/${stay.bookingCode}/${stay.accessToken}`);
  await expect(page).toHaveTitle('Review your stay · Lisbon Stays');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText('Your review will be published as: Maria S.')).toBeVisible();
  const rating = page.getByRole('group', { name: 'Your rating' });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await expect(rating.getByRole('radio', { name: '1 star', exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);

  // No rating: the spec's message, and what was typed is kept.
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your review').fill('Quiet, green and close to everything.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('alert')).toContainText('A rating is required');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Your review')).toHaveValue('Quiet, green and close to everything.');

  // The keyboard: arrows move through the stars like any radio group.
  await rating.getByRole('radio', { name: '3 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Publish review' }).click();

  await expect(page.getByRole('status')).toHaveText('Thank you! Your review is published.');
  const card = page.getByTestId('own-review');
  await expect(card).toContainText(title);
  await expect(card).toContainText('4 out of 5 stars');
  await expect(card).toContainText('by Maria S.');

  // Edit: the same page, prefilled.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your review').fill('Quiet, green and close to everything. Would return!');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(card).toContainText('5 out of 5 stars');
  await expect(card).toContainText('Would return!');

  // Everyone sees it on the property page.
  await page.getByRole('link', { name: 'See it on the property page' }).click();
  await expect(page).toHaveURL(new RegExp(`${propertyHref}$`));
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText(title);
});

test('before check-out the review page says when reviews open', async ({ page }) => {
  // Any stay still to come shows it (this one is a fresh booking request, not yet paid).
  const created = await createBooking(page, lisbon, { fromDays: 330, propertyName: property });
  await page.goto(`${lisbon}/booking/review/${created.bookingCode}/${created.accessToken}`);
  await expect(page.getByRole('heading', { name: 'You can review your stay after it ends' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});
