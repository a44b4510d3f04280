import { chromium } from '@playwright/test';
const consoleOrigin = 'http://console.localhost:3550';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${consoleOrigin}/sign-in`);
await page.getByLabel('Email').fill('owner@lisbon-stays.example');
await page.getByLabel('Password').fill('demo-owner-password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/o\/\d+$/);
const base = new URL(page.url()).pathname;
for (const section of ['fees', 'taxes', 'add-ons', 'vouchers', 'promotions']) {
  await page.goto(`${consoleOrigin}${base}/pricing/${section}`);
  await page.screenshot({ path: `/work/shots/pricing/scratch-${section}.png`, fullPage: true });
}
await page.goto(`${consoleOrigin}${base}/pricing/taxes?edit=new`);
await page.screenshot({ path: `/work/shots/pricing/scratch-taxes-form.png`, fullPage: true });
console.log(base);
await browser.close();
