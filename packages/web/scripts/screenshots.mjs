// Screenshots of the main screens at phone size (390x844) in headless Chromium.
//   node packages/web/scripts/screenshots.mjs [baseUrl] [--mock]
// With --mock the API is faked in the browser (for a bare `vite` dev server); without it the
// real server must answer (demo seed: player1 / player1234).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const mock = args.includes('--mock');
const baseUrl = args.find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:8181';
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
mkdirSync(outDir, { recursive: true });

const packageList = {
  activatedPackage: '2500',
  commissionList2d: [{ betType: '2A', amount: 15 }],
  commissionList3d: [{ betType: '3A', amount: 20 }],
  commissionList4d: [
    { betType: 'B', amount: 25 },
    { betType: 'S', amount: 25 },
    { betType: '4A', amount: 25 },
  ],
  commissionList5d: [{ betType: '5D', amount: 10 }],
  commissionList6d: [{ betType: '6D', amount: 10 }],
  payoutList2d: [{ betType: '2A', priceName: '1st Prize', amount: 70 }],
  payoutList3d: [{ betType: '3A', priceName: '1st Prize', amount: 660 }],
  payoutList4d: [
    { betType: 'B', priceName: '1st Prize', amount: 2500 },
    { betType: 'B', priceName: '2nd Prize', amount: 1000 },
    { betType: 'B', priceName: '3rd Prize', amount: 500 },
    { betType: 'B', priceName: 'Starter', amount: 180 },
    { betType: 'B', priceName: 'Consolation', amount: 60 },
    { betType: 'S', priceName: '1st Prize', amount: 3500 },
  ],
  payoutList5d: [{ betType: '5D', priceName: '1st Prize', amount: 15000 }],
  payoutList6d: [{ betType: '6D', priceName: '1st Prize', amount: 100000 }],
};

async function installMock(page) {
  let loggedIn = false;
  const ok = (data) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ success: true, message: '', data }),
  });
  const unauthorized = {
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: '', code: 'UNAUTHORIZED', data: null }),
  };
  const user = { username: 'player1', token: 'a1b2c3', role: 'player' };
  await page.route(/\/(Account|Tool)\//, async (route) => {
    const url = new URL(route.request().url());
    switch (url.pathname) {
      case '/Tool/GetAppConfig':
        return route.fulfill(ok({ appType: 'normal', titleSuffix: 'Lotto', timeZone: 'Asia/Kuala_Lumpur' }));
      case '/Account/IsLoggedIn':
        return route.fulfill(loggedIn ? ok(user) : unauthorized);
      case '/Account/Login':
        loggedIn = true;
        return route.fulfill(ok(user));
      case '/Account/Logout':
        loggedIn = false;
        return route.fulfill(ok(null));
      case '/Account/GetMyCredit':
        return route.fulfill(loggedIn ? ok({ creditLeft: 1000, confirmOrderAbove: null }) : unauthorized);
      case '/Account/GetPackageList':
        return route.fulfill(ok(packageList));
      default:
        return route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"success":false,"code":"NOT_FOUND","message":"Not found","data":null}',
        });
    }
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
const page = await context.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
if (mock) await installMock(page);

const shot = async (name, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage });
  console.log('saved', name);
};

await page.goto(`${baseUrl}/login`);
await page.getByRole('button', { name: 'Login' }).waitFor();
await shot('01-login');

await page.getByRole('button', { name: 'Login' }).click();
await shot('02-login-empty-submit');

await page.locator('input[name=username]').fill('player1');
await page.locator('input[name=password]').fill('player1234');
await page.getByRole('button', { name: 'Login' }).click();
await page.getByTestId('balance').filter({ hasText: '1,000.00' }).waitFor();
await shot('03-home');
await shot('04-home-full', true);

await page.getByRole('button', { name: 'Open menu' }).click();
await shot('05-sidebar');
await page.keyboard.press('Escape');
await page
  .locator('.adm-mask')
  .first()
  .click({ position: { x: 370, y: 400 } })
  .catch(() => undefined);
await page.waitForTimeout(400);

await page.getByRole('button', { name: 'Change password' }).click();
await shot('06-change-password');
await page.getByRole('button', { name: 'Save' }).click();
await shot('07-change-password-empty');
await page.getByRole('button', { name: 'Cancel' }).click();

await page.getByRole('button', { name: 'Quick menu' }).click();
await shot('08-floating-menu');
await page.getByRole('button', { name: 'Quick menu' }).click();

await page.goto(`${baseUrl}/wallet-statement`);
await page.getByText('Coming soon').waitFor();
await shot('09-coming-soon');

await page.getByRole('button', { name: 'Logout' }).click();
await shot('10-logout-confirm');
await page.getByRole('button', { name: 'Cancel' }).click();

for (const [language, name] of [
  ['zh-CN', '简体中文'],
  ['bn-BD', 'বাংলা'],
  ['zh-HK', '繁體中文'],
  ['ms-MY', 'Bahasa Melayu'],
]) {
  await page.goto(`${baseUrl}/home/play-game`);
  await page.getByTestId('balance').filter({ hasText: '1,000.00' }).waitFor();
  await page.locator('.app-header .icon-button').nth(1).click();
  await page.getByText(name, { exact: true }).click();
  await shot(`11-home-${language}`);
}
await page.locator('.app-header .icon-button').nth(1).click();
await page.getByText('English', { exact: true }).click();
await page.waitForTimeout(200);

await context.close();
await browser.close();
