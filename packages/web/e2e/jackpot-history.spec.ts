import { expect, test, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { JackpotHistoryPage } from './pages/jackpot-history-page';
import { LoginPage } from './pages/login-page';

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

const envelope = (data: unknown) => ({ success: true, message: '', data });

test.describe('jackpot history', () => {
  test('is not offered in the normal app type (the e2e server runs it)', async ({ page }) => {
    await logIn(page);
    await expect(page.getByRole('link', { name: /jackpot history/i })).toHaveCount(0);
    const jackpots = new JackpotHistoryPage(page);
    await jackpots.goto();
    await expect(jackpots.unavailable).toBeVisible();
  });

  test('in the gd app type: cards for won and rolled-over draws, then the empty state', async ({ page }) => {
    await page.route('**/Tool/GetAppConfig*', (route) =>
      route.fulfill({ json: envelope({ appType: 'gd', titleSuffix: 'GD', timeZone: 'Asia/Kuala_Lumpur' }) }),
    );
    let items: unknown[] = [
      {
        id: 'bonus-2026-11-23',
        jackpotType: 'Bonus Jackpot',
        jackpotNumber: '654321',
        drawDateString: '23/11/2026',
        prize: 50_000.1,
        unit: 2,
        winning: 50_000.1,
      },
      {
        id: 'dragon-2026-11-23',
        jackpotType: 'Dragon Jackpot',
        jackpotNumber: '9876',
        drawDateString: '23/11/2026',
        prize: 100_000.05,
        unit: 0,
        winning: 0,
      },
    ];
    await page.route('**/Tool/GetJackpotHistory*', (route) => route.fulfill({ json: envelope(items) }));
    await logIn(page);
    const jackpots = new JackpotHistoryPage(page);
    await jackpots.goto();
    await expect(jackpots.cards).toHaveCount(2);
    await expect(jackpots.cards.first()).toContainText('Bonus Jackpot');
    await expect(jackpots.cards.last()).toContainText('No winner, rolled over');
    await page.screenshot({ path: test.info().outputPath('jackpot-history.png'), fullPage: true });

    items = [];
    await jackpots.goto('?from=2026-10-01&to=2026-10-07');
    await expect(jackpots.empty).toHaveText('No more records');
    await page.screenshot({ path: test.info().outputPath('jackpot-history-empty.png'), fullPage: true });
  });
});
