import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleOrigin, webOrigin } from '../playwright.config.ts';
import { api, openProperty, paidRefundableBooking, reserveOnSite } from '../support/booking.ts';
import { completeCheckin, payOnTerminal } from '../support/checkin.ts';
import { amountOf, nextDay, summaryValue } from '../support/console-booking.ts';
import { uniqueEmail } from '../support/console-mailbox.ts';
import { demoOwner, expectNoAxeViolations, signInToConsole } from '../support/console-session.ts';
import { inviteTeammate, type Teammate } from '../support/console-team.ts';
import { postInboundEmail } from '../support/inbound-mail.ts';
import { pastStay } from '../support/past-stay.ts';
import { findStay } from '../support/stays.ts';

// Issue 12's "Done means", walked as the people would, each in a browser of their own: the owner
// takes on a front desk and a manager; a guest books a home in Porto on the site (arriving today
// or tomorrow) and pays; the front desk sees the arrival on Today and messages the guest, whose
// emailed reply comes back into the conversation; the manager adds a night and the guest pays
// the difference from the emailed payment link; the guest completes every check-in step and Today says "Check-in ready";
// the test clock sends a finished stay's review invitation, the guest reviews from its link and
// the front desk's reply shows on the property page; the manager claims part of the deposit with
// a reason and the guest has the email; a second booking is cancelled with the policy's refund.
//
// The review is a development past stay of the same home: the review form (rightly) opens only
// from the check-out day, and no public call books the past, so the walk's own stay can't be
// reviewed before it ends. Each step's own spec (console-*.spec.ts) covers its mistakes. On one
// server the walk runs once: a second run finds today and tomorrow taken (each run is a fresh demo).

const lisbon = webOrigin('lisbon-stays.localhost');
// Porto Ribeira View Apartment: every check-in step (Portugal registers guests' IDs) and a €300
// deposit; no other spec books it soon, so today and tomorrow are free on a fresh demo.
const property = 'Porto Ribeira View Apartment';
const organization = `${consoleOrigin}/o/${demoOwner.organizationId}`;
const dayMs = 86_400_000;
// A step that can't happen fails in seconds, not at the walk's end.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

async function personalBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

// The newest development-mailbox email of the brand to `to` whose text passes `matches`.
async function mailboxEmail(to: string, matches: (email: { subject: string; text: string }) => boolean) {
  const brand = (await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost')).json.id;
  const list = await api<{ data: { id: number; subject: string }[] }>(`/apis/dev/mailbox?brand_id=${brand}&to=${encodeURIComponent(to)}&limit=50`);
  expect(list.status, 'mailbox answer').toBe(200);
  for (const item of list.json.data) {
    const email = await api<{ id: number; subject: string; text: string; replyTo: string | null }>(`/apis/dev/mailbox/${item.id}?brand_id=${brand}`);
    if (matches(email.json)) return { ...email.json, id: item.id };
  }
  return null;
}

test('done means: a guest books, the front desk and the manager run the stay, check-in, review, deposit and a cancellation', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const guest = { firstName: 'Ines', lastName: 'Caminhante', email: uniqueEmail('walk-guest'), phone: '+351 912 345 678' };
  const guestName = `${guest.firstName} ${guest.lastName}`;
  const stamp = Date.now().toString(36);
  const guestPage = await personalBrowser(browser);
  const desk = await personalBrowser(browser);
  const manager = await personalBrowser(browser);
  let frontDeskAccount!: Teammate;
  let managerAccount!: Teammate;

  await test.step('the owner invites a front desk and a manager; each joins from the emailed invitation', async () => {
    await signInToConsole(page);
    frontDeskAccount = await inviteTeammate(page, browser, { role: 'front_desk', roleLabel: 'Front desk', name: `Rita Desk ${stamp}` });
    managerAccount = await inviteTeammate(page, browser, { role: 'manager', roleLabel: 'Manager', name: `Miguel Manager ${stamp}` });
    const members = page.getByRole('region', { name: 'Members' });
    await page.reload();
    await expect(members.getByRole('row', { name: new RegExp(`Rita Desk ${stamp}`) })).toContainText('Front desk');
    await expect(members.getByRole('row', { name: new RegExp(`Miguel Manager ${stamp}`) })).toContainText('Manager');
  });

  const home = await openProperty(guestPage, lisbon, property);
  const stay = await findStay(guestPage, String(home.propertyId), { fromDays: -1, spareNights: 1 });
  // Today's arrivals are today's and tomorrow's.
  expect(stay.checkIn <= new Date(Date.now() + dayMs).toISOString().slice(0, 10), `arrival ${stay.checkIn} is today or tomorrow`).toBe(true);
  let booking = { bookingCode: '', accessToken: '', paymentPath: '' };

  await test.step('the guest books on the site and pays by card', async () => {
    booking = await reserveOnSite(guestPage, lisbon, { propertyName: property, propertyPath: home.path, stay, guest });
    await payOnTerminal(guestPage, lisbon, booking, { name: guestName });
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Thank you, your booking is confirmed' })).toBeVisible();
  });
  const code = booking.bookingCode;
  let bookingPath = '';

  await test.step('the front desk sees the arrival on Today', async () => {
    await signInToConsole(desk, frontDeskAccount);
    await expect(desk).toHaveURL(organization);
    await expect(desk.getByText('Your role: Front desk')).toBeVisible();
    const row = desk.getByRole('region', { name: 'Arrivals today and tomorrow' }).getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(guestName);
    await expect(row).toContainText(property);
    await expect(row.getByText('Payment: done')).toBeVisible();
    await expect(row.getByText('Identity: not yet')).toBeVisible();
    await expectNoAxeViolations(desk);
    bookingPath = (await row.getByRole('link', { name: code }).getAttribute('href'))!;
    await row.getByRole('link', { name: code }).click();
    await expect(desk.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  });

  await test.step('the front desk messages the guest; the guest’s emailed reply appears in the conversation', async () => {
    const words = `Welcome! The key box code comes with your check-in (${stamp}).`;
    await desk.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Messages' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: `Messages with ${guestName}` })).toBeVisible();
    await desk.getByLabel('Message').fill(words);
    await desk.getByRole('button', { name: 'Send message' }).click();
    await expect(desk.getByText('Message sent to the guest by email.')).toBeVisible();
    await expect(desk.getByTestId('message').last()).toContainText(words);

    let sent: Awaited<ReturnType<typeof mailboxEmail>> = null;
    await expect(async () => {
      sent = await mailboxEmail(guest.email, (email) => email.subject.includes(code) && email.text.includes(words));
      expect(sent, 'the message email').toBeTruthy();
    }).toPass({ timeout: 15_000 });
    expect(sent!.replyTo).toMatch(/^reply\+b\d+o\d+-[0-9a-f]{24}@/);
    const posted = await postInboundEmail({
      from: `${guestName} <${guest.email}>`,
      to: sent!.replyTo!,
      subject: `Re: ${sent!.subject}`,
      text: `Thank you! We land at 15:00 (${stamp}).\n\nOn Thu, Lisbon Stays wrote:\n> ${words}\n`,
    });
    expect(posted).toEqual({ status: 200, json: { outcome: 'stored' } });

    await desk.reload();
    const reply = desk.getByTestId('message').last();
    await expect(reply).toContainText(`Thank you! We land at 15:00 (${stamp}).`);
    await expect(reply).not.toContainText('wrote:');
  });

  await test.step('the manager adds a night; the guest pays the difference from the emailed link', async () => {
    await signInToConsole(manager, managerAccount);
    await expect(manager.getByText('Your role: Manager')).toBeVisible();
    await manager.goto(`${consoleOrigin}${bookingPath}`);
    await manager.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Change the booking' }).click();
    await expect(manager.getByRole('heading', { level: 1, name: 'Change stay' })).toBeVisible();
    const totalBefore = amountOf(await summaryValue(manager, 'Total').innerText());
    await expect(manager.getByLabel('Check-out')).toHaveValue(stay.checkOut);
    await manager.getByLabel('Check-out').fill(nextDay(stay.checkOut));
    await manager.getByRole('button', { name: 'Review' }).click();
    const confirm = manager.getByRole('region', { name: 'Confirm' });
    // Paid in one go at booking, there is no saved card: the guest is sent a link.
    await expect(confirm).toContainText('The guest gets a payment link for the difference.');
    const difference = /€[\d,]+\.\d\d/.exec(await confirm.getByText(/The guest pays/).innerText())![0];
    expect(amountOf(difference)).toBeGreaterThan(0);
    await confirm.getByRole('button', { name: 'Change stay' }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'Stay changed.' })).toBeVisible();
    await expect(manager.getByLabel('Check-out')).toHaveValue(nextDay(stay.checkOut));
    const totalAfter = amountOf(await summaryValue(manager, 'Total').innerText());
    expect(totalAfter).toBeCloseTo(totalBefore + amountOf(difference), 2);

    // The guest's email with the link, read in the development mailbox, and the card payment.
    let linkEmail: Awaited<ReturnType<typeof mailboxEmail>> = null;
    await expect(async () => {
      linkEmail = await mailboxEmail(guest.email, (email) => email.subject === `Payment needed for your booking ${code}` && email.text.includes(difference));
      expect(linkEmail, 'the payment link email').toBeTruthy();
    }).toPass({ timeout: 15_000 });
    await guestPage.goto(`${lisbon}/dev/mailbox/${linkEmail!.id}`);
    const text = guestPage.getByRole('region', { name: 'Text version' });
    await expect(text).toContainText(difference);
    const link = new URL(/https?:\/\/\S+\/payment\/\S+/.exec((await text.textContent()) ?? '')![0]);
    await payOnTerminal(guestPage, lisbon, { ...booking, paymentPath: `${link.pathname}${link.search}` }, { name: guestName });

    // The booking's page lists the charge among its payments, and nothing is left to pay.
    await manager.goto(`${consoleOrigin}${bookingPath}`);
    await expect(manager.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
    await expect(manager.getByRole('listitem').filter({ hasText: `Payment: ${difference} (succeeded)` })).toBeVisible();
    await expect(manager.getByRole('row', { name: /^To pay/ })).toContainText('€0.00');
  });

  await test.step('the guest completes every check-in step; Today shows “Check-in ready”', async () => {
    await completeCheckin(guestPage, lisbon, { ...booking, guest });
    await desk.goto(organization);
    const row = desk.getByRole('region', { name: 'Arrivals today and tomorrow' }).getByRole('row', { name: new RegExp(code) });
    await expect(row.getByText('Check-in ready')).toBeVisible();
  });

  await test.step('after a stay, the test clock sends the review invitation; the guest reviews; the front desk’s reply shows on the property page', async () => {
    const past = await pastStay(home.propertyId);
    const reviewPath = `/booking/review/${past.bookingCode}/`;
    let invitation: Awaited<ReturnType<typeof mailboxEmail>> = null;
    // Each run sends at most a batch per kind (oldest bookings first): run until this stay's is out.
    await expect(async () => {
      const run = await api<{ sent: Record<string, number> }>('/apis/dev/automations/run', { method: 'POST', body: { at: new Date().toISOString() } });
      expect(run.status, JSON.stringify(run.json)).toBe(200);
      invitation = await mailboxEmail('maria.silva@example.com', (email) => email.text.includes(reviewPath));
      expect(invitation, 'the review invitation').toBeTruthy();
    }).toPass({ timeout: 30_000 });

    await guestPage.goto(`${lisbon}/dev/mailbox/${invitation!.id}`);
    const text = guestPage.getByRole('region', { name: 'Text version' });
    await expect(text).toContainText(reviewPath);
    const link = new RegExp(`${reviewPath.replace(/\//g, '\\/')}\\S+`).exec((await text.textContent()) ?? '')![0];
    await guestPage.goto(`${lisbon}${link}`);
    const title = `A week by the Douro ${stamp}`;
    await guestPage.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '5 stars' }).check();
    await guestPage.getByLabel('Title').fill(title);
    await guestPage.getByRole('button', { name: 'Publish review' }).click();
    await expect(guestPage.getByRole('status')).toHaveText('Thank you! Your review is published.');

    await desk.goto(`${organization}/reviews`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const card = desk.getByTestId('host-review').filter({ hasText: title });
    await card.getByLabel('Your public reply').fill(`Obrigado, Maria! ${stamp}`);
    await card.getByRole('button', { name: 'Publish reply' }).click();
    await expect(desk.getByText('Reply published.')).toBeVisible();

    await guestPage.goto(`${lisbon}${home.path}`);
    const onSite = guestPage.locator('article.review').filter({ hasText: title });
    await expect(onSite.getByRole('heading', { name: 'Reply from the host' })).toBeVisible();
    await expect(onSite).toContainText(`Obrigado, Maria! ${stamp}`);
  });

  await test.step('the manager claims part of the deposit with a reason; the guest has the email', async () => {
    await manager.goto(`${consoleOrigin}${bookingPath}`);
    await manager.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Security deposit' }).click();
    await expect(manager.getByRole('heading', { level: 1 })).toContainText('Security deposit');
    await expect(manager.getByRole('region', { name: 'Status' }).getByText('Held', { exact: true })).toBeVisible();
    const reason = `Broken wine glass ${stamp}`;
    const claim = manager.getByRole('region', { name: 'Claim from the deposit' });
    await claim.getByLabel('Amount to claim').fill('80.00');
    await claim.getByLabel('Reason').fill(reason);
    await claim.getByRole('button', { name: 'Claim' }).click();
    await expect(manager.getByText('Claimed €80.00; the guest has been emailed.')).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Status' }).getByText('Partly claimed')).toBeVisible();

    await guestPage.goto(`${lisbon}/dev/mailbox?to=${encodeURIComponent(guest.email)}`);
    await guestPage.getByRole('table', { name: 'Emails, newest first' }).getByRole('link', { name: `Security deposit for booking ${code}` }).first().click();
    await expect(guestPage.getByText(reason)).toBeVisible();
    await expect(guestPage.getByText(/claimed €80\.00 of your security deposit/).first()).toBeVisible();
  });

  await test.step('the manager cancels a second booking; the refund is what the policy says', async () => {
    const second = await paidRefundableBooking(guestPage, lisbon, { propertyName: property, fromDays: 200 });
    await manager.goto(`${organization}/bookings/${second.bookingId}`);
    await manager.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Cancel the booking' }).click();
    await expect(manager.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible();
    const paidBefore = amountOf(await summaryValue(manager, 'Paid').innerText());
    const policy = (await manager.getByText(/The cancellation policy refunds/).innerText()).split(':').pop()!.trim().replace(/\.$/, '');
    const refund = amountOf(policy);
    expect(refund).toBeGreaterThan(0);
    await manager.getByLabel(/Reason/).fill('The guest can’t travel');
    await manager.getByRole('button', { name: 'Review' }).click();
    const confirm = manager.getByRole('region', { name: 'Confirm' });
    await expect(confirm).toContainText(`refund ${policy}`);
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible();
    await expect(summaryValue(manager, 'Status')).toHaveText('Cancelled');
    expect(amountOf(await summaryValue(manager, 'Paid').innerText())).toBeCloseTo(paidBefore - refund, 2);
    await manager.getByRole('link', { name: `← Booking ${second.bookingCode}` }).click();
    // Paid in parts, it is refunded part by part: the refunds add up to the policy's amount.
    const refunds = manager.getByRole('listitem').filter({ hasText: /^Refund: / });
    await expect(refunds.first()).toContainText('(succeeded)');
    const lines = await refunds.allInnerTexts();
    for (const line of lines) expect(line).toContain('(succeeded)');
    expect(lines.reduce((sum, line) => sum + amountOf(line), 0)).toBeCloseTo(refund, 2);
  });
});
