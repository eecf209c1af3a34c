import { expect, test } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { BettingPage } from './pages/betting-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { screenShot } from './pages/screen-shots';
import { SessionWarning } from './pages/session-warning';

/**
 * Issue 36 items 14 and 9 at 390x844. The session's idle time (SESSION_IDLE_MINUTES, 20) passes on
 * the page's clock (Playwright's fake clock, moved by hand): the warning two minutes before, Stay
 * logged in, the app logging out by itself, and logging in again back on the same screen with its
 * draft. Then "Remember me" and the username a shared phone shows after a logout.
 */

const MINUTE = 60_000;

test.describe('session expiry and the remembered username', () => {
  test('warns before the idle timeout, logs out at it, and returns to the screen with its draft', async ({
    page,
  }) => {
    await page.clock.install();
    const login = new LoginPage(page);
    const warning = new SessionWarning(page);
    await login.goto();
    await login.login('player1', 'player1234');
    await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);

    // The advanced editor: typed lines live in a draft, and no call is made while typing.
    const advanced = new AdvancedBettingPage(page);
    await advanced.goto();
    await advanced.typeOnKeys('1234#1');
    await expect(advanced.editor).toHaveValue(/1234#1/);
    await expect(warning.dialog).toHaveCount(0);

    // 18.5 minutes later: the warning, with the time left.
    await page.clock.fastForward(18.5 * MINUTE);
    await expect(warning.dialog).toBeVisible();
    await expect(warning.dialog).toContainText(/logged out in 1:[23]\d/);
    await screenShot(page, 'session-warning');
    await warning.stay.click();
    await expect(warning.dialog).toHaveCount(0);

    // Nothing more for 21 minutes: the app logs out by itself and says why.
    await page.clock.fastForward(21 * MINUTE);
    await expect(page).toHaveURL(/\/login$/);
    await expect(warning.loggedOutToast).toContainText('not used for a while');
    await expect(login.endedNote).toContainText('continue where you left off');
    await expect(login.username).toHaveValue('');
    await screenShot(page, 'session-ended-login');
    await login.login('player1', 'player1234');
    await expect(page).toHaveURL(/\/advance-betting$/);
    await expect(advanced.editor).toHaveValue(/1234#1/);
    await screenShot(page, 'session-back-advanced');

    // Normal betting: a ticket in the basket, then the session ends there.
    await page.goto('/betting');
    const betting = new BettingPage(page);
    await betting.dates.waitFor();
    const [date] = await betting.fourDDrawDates(1);
    await betting.chooseDate(date!);
    await betting.chooseBetMode('4D');
    await betting.choosePool('Magnum 4D');
    await betting.enterNumber('5678');
    await betting.enterAmount('B', '1');
    await betting.addTicket();
    await expect(betting.cartItems).toHaveCount(1);
    await page.clock.fastForward(21 * MINUTE);
    await expect(page).toHaveURL(/\/login$/);
    await login.login('player1', 'player1234');
    await expect(page).toHaveURL(/\/betting$/);
    await expect(betting.cartItems).toHaveCount(1);
    await expect(betting.cartItems.first()).toContainText('5678');
    await screenShot(page, 'session-back-basket');
  });

  test('after a logout the login shows the username only when "Remember me" was ticked', async ({ page }) => {
    const login = new LoginPage(page);
    const home = new HomePage(page);
    await login.goto();
    await expect(login.remember).not.toBeChecked();
    await login.login('player2', 'player1234');
    await expect(home.balance).toHaveText(/\.\d{2}$/);
    await home.logout();
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.username).toHaveValue('');
    await screenShot(page, 'login-not-remembered');

    await login.username.fill('player2');
    await login.password.fill('player1234');
    await login.remember.check();
    await login.submit.click();
    await expect(home.balance).toHaveText(/\.\d{2}$/);
    await home.logout();
    await expect(login.username).toHaveValue('player2');
    await expect(login.remember).toBeChecked();
    await screenShot(page, 'login-remembered');
  });
});
