import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

test.describe('login and home', () => {
  test('a player logs in through the form and sees the name and balance', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page).toHaveTitle('Login | Lotto');
    await login.login('player1', 'player1234');

    const home = new HomePage(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(home.username).toHaveText('player1');
    // 1,000.00 opening credit, moved on by the demo bets of the last two weeks and their wins
    await expect(home.balance).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByText('Player ID').first()).toBeVisible();
    await expect(page).toHaveTitle('Home | Lotto');
    await expect(page.getByTestId('activated-package')).toHaveText(/^Package \S+$/);
  });

  test('fields change at once when the system asks for reduced motion, and animate otherwise', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    // the field's border follows the focus with a transition (styles/app.css .field__control)
    const transition = () =>
      page
        .locator('.field__control')
        .first()
        .evaluate((field) => getComputedStyle(field).transitionDuration);
    // the suite's browser asks for reduced motion (playwright.config.ts)
    expect(await transition()).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).toBe('0.15s');
  });

  test('a wrong password shows the server message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('player2', 'not-the-password');
    await expect(login.error).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language can be changed and is remembered', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('player1', 'player1234');
    const home = new HomePage(page);
    await expect(home.balance).toHaveText(/\.\d{2}$/);

    await home.chooseLanguage('简体中文');
    await expect(page.getByText('玩家 ID').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '下单' })).toBeVisible();
    await expect(page).toHaveTitle('首页 | Lotto');

    // a fresh page load (straight to /) keeps the choice (localStorage)
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '下单' })).toBeVisible();
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: '帮助', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: '下注教程' })).toBeVisible();
    await home.chooseLanguage('English');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  });

  test('logout asks for confirmation and lands on login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('player1', 'player1234');
    const home = new HomePage(page);
    await expect(home.username).toHaveText('player1');

    await home.logoutButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(home.username).toBeVisible();

    await home.logout();
    await expect(page).toHaveURL(/\/login$/);
    // "Remember me" was not ticked: the next person on this phone does not see the name.
    await expect(login.username).toHaveValue('');

    // the session is really gone on the server
    await page.goto('/betting');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unauthenticated visit to a protected page lands on login', async ({ page }) => {
    await page.goto('/betting');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a logged-in player opens Winning from the sidebar: the real screen inside the shell', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('player1', 'player1234');
    await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
    // /winning was the last spec §2 path shown as "coming soon"; it now has its screen
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Winning' }).click();
    await expect(page).toHaveURL(/\/winning$/);
    await expect(page.getByRole('heading', { name: 'Winning', level: 1 })).toBeVisible();
    await expect(page.getByTestId('winning-total').or(page.getByTestId('winning-empty'))).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(new HomePage(page).logoutButton).toBeVisible();
    await expect(page).toHaveTitle('Winning | Lotto');
  });
});
