import { expect, type Browser, type Page } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';
import { emailedConsoleLink, uniqueEmail } from './console-mailbox.ts';

// Host accounts made the way people make them: sign-up with the emailed confirmation, and a
// teammate who joins from the owner's invitation (console-accounts.spec.ts, console-done-means.spec.ts).

export const newAccountPassword = 'correct horse battery staple';

// From the sign-up form (already open) to the confirmed account.
export async function signUp(page: Page, name: string, email: string, password = newAccountPassword): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await page.goto(await emailedConsoleLink(email, '/verify-email'));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}

export type Teammate = { name: string; email: string; password: string };

// The owner (signed in on `owner`, on a page of the organization) invites someone with `role`; they sign up from the emailed
// invitation in a browser of their own and accept it. Returns how they sign in.
export async function inviteTeammate(owner: Page, browser: Browser, options: { role: 'manager' | 'front_desk'; roleLabel: string; name: string }): Promise<Teammate> {
  const email = uniqueEmail(options.role.replace('_', ''));
  // A fresh load of the Team page: a form typed into while the page is still re-rendering loses its text.
  const organization = /\/o\/\d+/.exec(new URL(owner.url()).pathname)![0];
  await owner.goto(`${consoleOrigin}${organization}/team`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = owner.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption(options.role);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitation sent.')).toBeVisible();

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(await emailedConsoleLink(email, '/invitations/accept'));
    await expect(page.getByText(new RegExp(`invites you to join .+ as ${options.roleLabel}`))).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await signUp(page, options.name, email);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleOrigin}/o/\\d+$`));
    await expect(page.getByText(`Your role: ${options.roleLabel}`)).toBeVisible();
  } finally {
    await context.close();
  }
  return { name: options.name, email, password: newAccountPassword };
}
