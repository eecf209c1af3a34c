import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';

/**
 * Issue #18: what the first screen waits for starts early (the session check, from index.html's
 * early script), and what arrives late takes no room from what is already shown (no layout shift).
 */
test.describe('first paint', () => {
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

    // the entry never arrives: the check comes from index.html's early script alone
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => checks).toEqual(['GET']);

    // with the app: it uses that answer, and home shows the player's balance
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);
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
