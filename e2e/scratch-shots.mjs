import { chromium } from '@playwright/test';
const consoleOrigin = 'http://console.localhost:3550';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(`${consoleOrigin}/sign-in`);
await page.getByLabel('Email').fill('owner@lisbon-stays.example');
await page.getByLabel('Password').fill('demo-owner-password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/o\/\d+$/);
const shots = [
  ['fees', '/o/1/pricing/fees'],
  ['fees-form', '/o/1/pricing/fees?edit=new#pricing-form'],
  ['taxes', '/o/1/pricing/taxes'],
  ['taxes-form', '/o/1/pricing/taxes?edit=new#pricing-form'],
  ['add-ons', '/o/1/pricing/add-ons'],
  ['add-ons-form', '/o/1/pricing/add-ons?edit=new#pricing-form'],
  ['vouchers', '/o/1/pricing/vouchers'],
  ['vouchers-form', '/o/1/pricing/vouchers?edit=new#pricing-form'],
  ['promotions', '/o/1/pricing/promotions'],
  ['promotions-form', '/o/1/pricing/promotions?edit=new#pricing-form'],
];
for (const lng of ['en', 'de', 'pt']) {
  for (const [width, label] of [[1280, 'desktop'], [390, 'phone']]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of shots) {
      if (lng === 'pt' && name.endsWith('-form')) continue;
      const url = `${consoleOrigin}${path.replace('#', `${path.includes('?') ? '&' : '?'}lng=${lng}#`)}${path.includes('#') ? '' : `${path.includes('?') ? '&' : '?'}lng=${lng}`}`;
      await page.goto(url);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/work/shots/pricing/${name}-${lng}-${label}.png`, fullPage: true });
    }
  }
}
await page.goto(`${consoleOrigin}/o/1?lng=en`);
await browser.close();
