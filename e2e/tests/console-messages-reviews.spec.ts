import { expect, test } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { api } from '../support/booking.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';
import { fixtureFile, postInboundEmail } from '../support/inbound-mail.ts';
import { pastStay } from '../support/past-stay.ts';
import { propertyIdOf } from '../support/stays.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const organization = `${consoleOrigin}/o/${demoOwner.organizationId}`;

test('the front desk writes to the guest, and the guest’s emailed reply appears in the conversation', async ({ page }) => {
  const stay = await pastStay();
  const words = `The key is in the box by the door (${Date.now()}).`;
  await signInToConsole(page);
  await page.goto(`${organization}/bookings/${stay.bookingId}/messages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages with Maria Silva' })).toBeVisible();
  await expect(page.getByRole('link', { name: `← Booking ${stay.bookingCode}` })).toHaveAttribute('href', `/o/${demoOwner.organizationId}/bookings/${stay.bookingId}`);
  await expectNoAxeViolations(page);

  // An empty message is refused where it was typed.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please correct the field marked below.')).toBeVisible();
  await page.getByLabel('Message').fill(words);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent to the guest by email.')).toBeVisible();
  await expect(page.getByTestId('message').last()).toContainText(words);

  // The guest's email carries the conversation's reply address (read from the development mailbox).
  type Listed = { data: { id: number; subject: string }[] };
  const list = await api<Listed>(`/apis/dev/mailbox?brand_id=${stay.brandId}&to=${encodeURIComponent('maria.silva@example.com')}&limit=50`);
  const listed = list.json.data.find((message) => message.subject.includes(stay.bookingCode));
  expect(listed, 'the message email').toBeTruthy();
  const email = await api<{ replyTo: string | null; text: string }>(`/apis/dev/mailbox/${listed!.id}?brand_id=${stay.brandId}`);
  expect(email.json.text).toContain(words);
  expect(email.json.replyTo).toMatch(/^reply\+b\d+o\d+-[0-9a-f]{24}@/);

  // The guest answers from their mail program, quoting the host, with a photo attached.
  const posted = await postInboundEmail({
    from: 'Maria Silva <maria.silva@example.com>',
    to: email.json.replyTo!,
    subject: `Re: A message about your stay (${stay.bookingCode})`,
    text: `Thank you! We arrive around 18:00.\n\nOn Thu, Lisbon Stays wrote:\n> ${words}\n`,
    files: [{ filename: 'parking.png', type: 'image/png', bytes: fixtureFile('selfie.png') }],
  });
  expect(posted).toEqual({ status: 200, json: { outcome: 'stored' } });

  await page.goto(`${organization}/messages`);
  const row = page.getByRole('row').filter({ hasText: stay.bookingCode });
  await expect(row).toContainText('1 unread');
  await row.getByRole('link', { name: 'Maria Silva' }).click();
  const reply = page.getByTestId('message').last();
  await expect(reply).toContainText('Thank you! We arrive around 18:00.');
  await expect(reply).not.toContainText('wrote:');
  await expect(reply).toContainText('New');
  const download = page.waitForEvent('download');
  await reply.getByRole('link', { name: 'Download parking.png' }).click();
  expect((await download).suggestedFilename()).toBe('parking.png');

  // Read now: the inbox no longer counts it.
  await page.goto(`${organization}/messages`);
  await expect(page.getByRole('row').filter({ hasText: stay.bookingCode })).not.toContainText('unread');
});

test('the host replies to a review and the reply shows under it on the property page; hidden, it leaves the page', async ({ page }) => {
  await page.goto(`${lisbon}/explore`);
  const href = await page.getByRole('main').getByRole('link', { name: 'Príncipe Real Garden House' }).first().getAttribute('href');
  await page.goto(`${lisbon}${href}`);
  const stay = await pastStay(Number(await propertyIdOf(page)));
  const title = `Lovely garden ${Date.now()}`;
  const created = await api<{ id: number }>('/apis/reviews', { method: 'POST', body: { booking_code: stay.bookingCode, access_token: stay.accessToken, rating: 5, title, text: 'Quiet and green.' } });
  expect(created.status).toBe(201);

  await signInToConsole(page);
  await page.goto(`${organization}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Average and number of published reviews per property' })).toContainText('Príncipe Real Garden House');
  await expectNoAxeViolations(page);
  const card = page.getByTestId('host-review').filter({ hasText: title });
  await card.getByLabel('Your public reply').fill('Thank you, Maria! Come back in spring.');
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Reply published.')).toBeVisible();

  await page.goto(`${lisbon}${href}`);
  const onSite = page.locator('article.review').filter({ hasText: title });
  await expect(onSite.getByRole('heading', { name: 'Reply from the host' })).toBeVisible();
  await expect(onSite).toContainText('Thank you, Maria! Come back in spring.');

  await page.goto(`${organization}/reviews?replied=true`);
  const again = page.getByTestId('host-review').filter({ hasText: title });
  await again.locator('summary', { hasText: 'Hide this review…' }).click();
  await again.getByLabel('Reason for hiding').fill('Written by the owner’s cousin');
  await again.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText('Review hidden.')).toBeVisible();
  await expect(page.getByTestId('host-review').filter({ hasText: title })).toContainText('Hidden (only you see this): Written by the owner’s cousin');
  await page.goto(`${lisbon}${href}`);
  await expect(page.locator('article.review').filter({ hasText: title })).toHaveCount(0);
});
