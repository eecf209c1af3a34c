import { expect, test, type Page } from './fixtures';
import { HelpPage } from './pages/help-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

const envelope = (data: unknown) => ({ success: true, message: '', data });

test.describe('help', () => {
  test('opens from the home shortcut: the betting tutorial, five loaded images, no jackpot tabs (normal)', async ({
    page,
  }) => {
    await logIn(page);
    const help = new HelpPage(page);
    await help.openFromHome();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page).toHaveTitle('Help | Lotto');

    await expect(help.tabs).toHaveText(['Betting tutorial']);
    await expect(help.tab('Dragon Jackpot')).toHaveCount(0);
    await expect(help.tab('Bonus Jackpot')).toHaveCount(0);
    await help.expectImagesLoaded(5);
    await expect(help.images.first()).toHaveAttribute('alt', /Bet Now under Place Order/);
    // the normal app's own pictures (taken from the normal app: no GD title, no G pool key)
    const sources = await help.images.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    );
    expect(sources).toEqual([1, 2, 3, 4, 5].map((n) => `/help/normal/betting-${n}.png`));
    await page.screenshot({ path: test.info().outputPath('help-normal.png') });
  });

  test('in the gd app type: the Dragon Jackpot (1 image) and Bonus Jackpot (6 images) tabs', async ({
    page,
  }) => {
    // the e2e server runs the normal app type; the gd variant is the app config's answer
    await page.route('**/Tool/GetAppConfig*', (route) =>
      route.fulfill({ json: envelope({ appType: 'gd', titleSuffix: 'GD', timeZone: 'Asia/Kuala_Lumpur' }) }),
    );
    await logIn(page);
    const help = new HelpPage(page);
    await page.goto('/help');
    await expect(help.tabs).toHaveText(['Betting tutorial', 'Dragon Jackpot', 'Bonus Jackpot']);
    await help.expectImagesLoaded(5);
    await expect(help.images.first()).toHaveAttribute('src', '/help/gd/betting-1.png');

    await help.tab('Dragon Jackpot').click();
    await expect(page).toHaveURL(/\/help\?tab=dragon$/);
    await help.expectImagesLoaded(1);
    await page.screenshot({ path: test.info().outputPath('help-dragon.png') });

    await help.tab('Bonus Jackpot').click();
    await help.expectImagesLoaded(6);
    await page.screenshot({ path: test.info().outputPath('help-bonus.png') });

    // Back from another screen returns to the same tab (it is in the URL)
    await page.goto('/');
    await page.goBack();
    await expect(help.tab('Bonus Jackpot')).toHaveAttribute('aria-selected', 'true');
  });
});
