import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { consoleOrigin } from '../playwright.config.ts';
import { emailedConsoleLink, uniqueEmail } from '../support/console-mailbox.ts';
import { newAccountPassword, signUp } from '../support/console-team.ts';

// The host console's journeys that need a browser: sign-up with the emailed confirmation and the
// onboarding (its later steps left for later; console-new-host.spec.ts walks them all), sign-out
// and sign-in, password reset, two-step sign-in, and a teammate who signs up from an invitation
// and sees only what their role may do.

const password = newAccountPassword;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function signIn(page: Page, email: string, secret = password) {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// A new host with their organization; returns its home's address.
async function newHost(page: Page, label: string): Promise<{ email: string; home: string; alias: string }> {
  const email = uniqueEmail(label);
  const alias = `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 40);
  await page.goto(`${consoleOrigin}/sign-up`);
  await signUp(page, 'Marta Host', email);
  await expect(page).toHaveURL(`${consoleOrigin}/onboarding`);
  await page.getByLabel('Business name').fill('Marta Stays Lda');
  await page.getByLabel('Brand name').fill('Marta Stays');
  await page.getByLabel('Web address').fill(alias);
  await page.getByRole('button', { name: 'Create my business' }).click();
  // The look, the first property, its prices and publishing: each step "later".
  for (const step of ['brand', 'property', 'rates', 'publish']) {
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/setup/${step}$`));
    await page.getByRole('link', { name: 'Do this later' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+\\?welcome=1$`));
  return { email, home: new URL(page.url()).pathname, alias };
}

test('a new host reads the confirmation email in the console’s development mailbox and follows its link', async ({ page }) => {
  const email = uniqueEmail('mailbox');
  await page.goto(`${consoleOrigin}/sign-up`);
  await page.getByLabel('Your name').fill('Mara Mailbox');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  await page.goto(`${consoleOrigin}/dev/mailbox`);
  await page.getByLabel('To').fill(email);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1 email')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Confirm your email for Direct' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email for Direct' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: /\/verify-email\?token=/ }).click();
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(`${consoleOrigin}/onboarding`);
  // An email that is not a platform email, or no email at all, is the 404 page.
  const missing = await page.goto(`${consoleOrigin}/dev/mailbox/999999999`);
  expect(missing?.status()).toBe(404);
});

test('a demo owner signs in, finds their organization, team, audit log and account, and signs out', async ({ page }) => {
  await page.goto(`${consoleOrigin}/`);
  await expect(page).toHaveURL(`${consoleOrigin}/sign-in`);
  await expectNoAxeViolations(page);
  await signIn(page, 'owner@lisbon-stays.example', 'demo-owner-password');
  await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lisbon Stays' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Organization menu' });
  for (const [link, heading] of [['Team', 'Team'], ['Audit log', 'Audit log']] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.locator('summary', { hasText: 'Lisbon Stays owner' }).click();
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Two-step sign-in/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // German from the switcher, remembered on the next page.
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto' })).toBeVisible();
  await page.goto(`${consoleOrigin}/`);
  await expect(page.getByRole('navigation', { name: 'Menü der Organisation' })).toBeVisible();
  await page.locator('summary', { hasText: 'Lisbon Stays owner' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
});

// The journeys below read the platform's own emails from the development mailbox.
test.describe('with emailed links', () => {
  test('sign up, confirm the email, onboard, reach the home; sign out and back in', async ({ page }) => {
    // Seven axe scans along the way: about 25 s idle.
    test.setTimeout(150_000);
    await page.goto(`${consoleOrigin}/sign-up`);
    await expect(page.getByText('Between 10 and 128 characters.', { exact: false })).toBeVisible();
    // Bad input: the fields say what is wrong and keep what was typed (never the password).
    await page.getByLabel('Your name').fill('Marta Host');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').first()).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expectNoAxeViolations(page);

    const email = uniqueEmail('onboard');
    await signUp(page, 'Marta Host', email);
    await expect(page).toHaveURL(`${consoleOrigin}/onboarding`);
    await expectNoAxeViolations(page);
    // The future address follows what is typed.
    const alias = `marta-${Date.now().toString(36)}`;
    await page.getByLabel('Web address').fill(alias);
    await expect(page.getByText(`${alias}.localhost`)).toBeVisible();
    await page.getByLabel('Business name').fill('Marta Stays Lda');
    await page.getByLabel('Brand name').fill('Marta Stays');
    await page.getByRole('button', { name: 'Create my business' }).click();
    // Step 2: the look, with a live preview and the contrast checked as the host types.
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/setup/brand$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Make the site yours' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^Background/ }).fill('#ffffff');
    await page.getByRole('textbox', { name: /^Text/ }).fill('#cccccc');
    await expect(page.getByRole('listitem').filter({ hasText: 'Text on the background' })).toContainText('Hard to read');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveValue('#cccccc');
    await page.getByRole('textbox', { name: /^Text/ }).fill('#222222');
    await expect(page.getByRole('listitem').filter({ hasText: 'Text on the background' })).toContainText('Readable');
    await page.getByRole('textbox', { name: /^Main colour/ }).fill('#0b6e4f');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // Steps 3 to 5 (the first property, its prices, publishing), each left for later; without a
    // property, the prices and publish steps say so and lead back to it.
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/setup/property$`));
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your first property' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Do this later' }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/setup/rates$`));
    await expect(page.getByText('Step 4 of 5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your first property' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Do this later' }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+/setup/publish$`));
    await expect(page.getByText('Step 5 of 5')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Do this later' }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+\\?welcome=1$`));
    const home = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'Marta Stays Lda' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${alias}\\.localhost`) })).toBeVisible();
    // The next step is a link.
    await expect(page.getByRole('link', { name: 'Add your first property, then its photos and rates, and publish it.' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Organization menu' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Bookings', 'Messages', 'Reviews', 'Housekeeping', 'Properties', 'Rates & availability', 'Pricing', 'Calendar sync', 'Calendar export', 'Content', 'Email templates', 'Automations', 'Brand', 'Domains', 'Team', 'Exports', 'Audit log', 'API keys', 'Webhooks']);
    // Twenty links in four named groups (lists labelled for screen readers).
    await expect(nav.getByRole('list', { name: 'Homes & prices' }).getByRole('link')).toHaveText(['Properties', 'Rates & availability', 'Pricing', 'Calendar sync', 'Calendar export']);
    await expectNoAxeViolations(page);

    await page.locator('summary', { hasText: 'Marta Host' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await page.goto(`${consoleOrigin}${home}`);
    await expect(page).toHaveURL(`${consoleOrigin}/sign-in?next=${encodeURIComponent(home)}`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').first()).toContainText('The email or password is not right.');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${consoleOrigin}${home}`);
  });

  test('forgot password: the emailed link sets a new one', async ({ page }) => {
    const { email } = await newHost(page, 'reset');
    await page.locator('summary', { hasText: 'Marta Host' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('a reset link is on its way')).toBeVisible();
    await page.goto(await emailedConsoleLink(email, '/reset-password'));
    await page.getByLabel('New password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();

    await signIn(page, email, password);
    await expect(page.getByRole('alert').first()).toContainText('The email or password is not right.');
    await signIn(page, email, 'a brand new passphrase');
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
  });

  test('two-step sign-in: turn it on with a code from the app, then sign in with one', async ({ page }) => {
    const { email } = await newHost(page, 'totp');
    await page.goto(`${consoleOrigin}/account`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

    await page.getByRole('textbox', { name: 'Code' }).fill('000000');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Code' }).fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();

    await page.locator('summary', { hasText: 'Marta Host' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Code' }).fill(totp.generate());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
  });

  test('a front desk teammate signs up from the invitation and sees only their role’s menu', async ({ page, browser }) => {
    // Two people each sign up and confirm their email: twice the usual journey.
    test.setTimeout(150_000);
    await newHost(page, 'team');
    await page.getByRole('navigation', { name: 'Organization menu' }).getByRole('link', { name: 'Team' }).click();
    const teammate = uniqueEmail('frontdesk');
    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill('not-an-email');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await invite.getByLabel('Email').fill(teammate);
    await invite.getByLabel('Role').selectOption('front_desk');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(teammate) })).toBeVisible();
    await expectNoAxeViolations(page);

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(await emailedConsoleLink(teammate, '/invitations/accept'));
    await expect(other.getByText('invites you to join Marta Stays Lda as Front desk')).toBeVisible();
    await other.getByRole('link', { name: 'Create an account' }).click();
    await expect(other.getByLabel('Email')).toHaveValue(teammate);
    await signUp(other, 'Rui Desk', teammate);
    // Back at the invitation after confirming the email.
    await other.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(other).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
    await expect(other.getByRole('navigation', { name: 'Organization menu' }).getByRole('link')).toHaveText(['Home', 'Bookings', 'Messages', 'Reviews', 'Housekeeping', 'Properties', 'Rates & availability', 'Pricing', 'Calendar sync', 'Calendar export', 'Content']);
    await expect(other.getByText('Your role: Front desk')).toBeVisible();
    await context.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Members' }).getByRole('row', { name: /Rui Desk/ })).toBeVisible();
  });
});
