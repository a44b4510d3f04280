import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { consoleOrigin } from '../playwright.config.ts';

// The console's browser tests: signing in as a demo owner (README: owner@<alias>.example) and the
// accessibility check every console page passes.

export const demoOwner = { email: 'owner@lisbon-stays.example', password: 'demo-owner-password', organizationId: 1 };

export async function signInToConsole(page: Page, account: { email: string; password: string } = demoOwner): Promise<void> {
  await page.goto(`${consoleOrigin}/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}
