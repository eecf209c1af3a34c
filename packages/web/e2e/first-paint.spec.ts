import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

/**
 * Issue #18: what the first screen waits for starts early (the session check, from index.html's
 * early script), and what arrives late takes no room from what is already shown (no layout shift).
 */
test.describe('first paint', () => {
  test('/login and home arrive drawn, in the chosen language, before any script has run', async ({
    browser,
    baseURL,
    request,
  }) => {
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(page).toHaveTitle('Login | Lotto');
    // inert until the app is there: nothing can be typed into it or sent
    expect(await page.locator('#root > .prerendered').getAttribute('inert')).toBe('');
    // and were it sent anyway (a browser without inert), never by GET: no password in a URL
    await expect(page.locator('form.login-form')).toHaveAttribute('method', 'post');

    await noScript.addCookies([{ name: 'lotto_lang', value: 'zh-CN', url: baseURL! }]);
    await page.goto('/login');
    await expect(page.getByText('登录您的账户')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    // home: only with a session; a visitor without one gets the plain page (the app sends them to /login)
    await page.goto('/');
    await expect(page.locator('.order-card')).toHaveCount(0);
    await request.post(`${baseURL}/Account/Login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      form: { username: 'player1', password: 'player1234' },
    });
    await noScript.addCookies((await request.storageState()).cookies);
    await page.goto('/');
    await expect(page.locator('.order-card')).toHaveCount(2);
    await expect(page.getByTestId('header-date')).toHaveText('\u00a0');
    // /betting: the frame and the title, and the spinner where the app will draw the form
    await page.goto('/betting');
    await expect(page.getByRole('heading', { name: '普通下注' })).toBeVisible();
    await expect(page.locator('#root > .prerendered .screen-loading')).toBeVisible();
    await expect(page.locator('input, form')).toHaveCount(0);
    await noScript.close();
  });

  test('the app draws the betting form over its prerendered frame', async ({ page, context, baseURL }) => {
    await context.request.post(`${baseURL}/Account/Login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      form: { username: 'player1', password: 'player1234' },
    });
    await context.addCookies((await context.request.storageState()).cookies);
    const response = await page.goto('/betting');
    expect(await response?.text()).toContain('data-prerendered');
    await expect(page.locator('#root > .prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Normal Betting' })).toBeVisible();
    await expect(page.getByTestId('bet-dates')).toBeVisible();
    await expect(page).toHaveTitle('Normal Betting | Lotto');
  });

  test('the app draws over the prerendered login, and a player logs in from it', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.locator('#root > .prerendered')).toHaveCount(0);
    // Its scripts were asked for once the page had been painted (the early hints script, the
    // only one in the HTML, starts them), so they never competed with its stylesheets.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('/early-hints-'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.scripts.length).toBeGreaterThan(2);
    for (const script of timing.scripts) {
      expect(script.start, `${script.name} asked for before the first paint`).toBeGreaterThan(timing.paint);
    }
    await expect(page).toHaveTitle('Login | Lotto');
    await login.login('player1', 'player1234');
    await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
    // the day in the header is today's, drawn by the app
    await expect(new HomePage(page).page.getByTestId('header-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test('without Paint Timing (an older browser), the app still starts on a prerendered page', async ({
    page,
  }) => {
    for (const withoutObserver of [false, true]) {
      await page.addInitScript((none) => {
        if (none) Reflect.deleteProperty(window, 'PerformanceObserver');
        else Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
      }, withoutObserver);
      const login = new LoginPage(page);
      await login.goto();
      await expect(page.locator('#root > .prerendered')).toHaveCount(0);
      await expect(login.username).toBeEditable();
    }
  });

  test('the session check starts before the app has run, and is asked once', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.request.post(`${baseURL}/Account/Login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      form: { username: 'player1', password: 'player1234' },
    });
    await context.addCookies((await context.request.storageState()).cookies);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/Account/IsLoggedIn') checks.push(request.method());
    });

    // the entry never arrives: the check comes from index.html's early script alone (a page of
    // its own: the fixture's page would wait for the app to draw over the prerendered home)
    const withoutApp = await context.newPage();
    withoutApp.on('request', (request) => {
      if (new URL(request.url()).pathname === '/Account/IsLoggedIn') checks.push(request.method());
    });
    await withoutApp.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await withoutApp.goto('/');
    await expect.poll(() => checks).toEqual(['GET']);
    await withoutApp.close();

    // with the app: it uses that answer, and home shows the player's balance
    checks.length = 0;
    await page.goto('/');
    await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
    await page.waitForLoadState('networkidle');
    expect(checks).toEqual(['GET']);
  });

  test('the betting form does not jump when its draw dates arrive', async ({ page, context, baseURL }) => {
    await context.request.post(`${baseURL}/Account/Login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      form: { username: 'player1', password: 'player1234' },
    });
    await context.addCookies((await context.request.storageState()).cookies);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the dates answer late: the form is on screen, loading them, before they arrive
    await page.route('**/Tool/GetBetDates', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/betting');
    await expect(page.getByTestId('bet-date-placeholders')).toBeVisible();
    await expect(page.getByTestId('bet-dates')).toBeVisible();
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // 0.083 before the placeholders (the sections below moved down by the chips' height). What may
    // remain is a chip whose pools line wraps to a second line (today's, once a pool's cut-off has
    // passed, lists the open pools' letters): about 0.02.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.04);
  });
});
