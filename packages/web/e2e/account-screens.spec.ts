import { expect, test, type Page } from './fixtures';
import { PackagesListPage, WalletStatementPage } from './pages/account-pages';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

async function logIn(page: Page, username: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
}

const points = (text: string | null) => Math.round(Number((text ?? '').replace(/[,+]/g, '')) * 100);

test.describe('wallet statement and packages list', () => {
  test('the wallet statement lists the demo bets and wins, each row adding up, then "No Record"', async ({
    page,
  }) => {
    await logIn(page, 'player1', 'player1234');
    await page.getByRole('button', { name: 'Wallet Statement' }).click();
    await expect(page).toHaveURL(/\/wallet-statement/);
    const statement = new WalletStatementPage(page);
    // The last 7 days hold the demo bets (debits) and their settled wins and commission (credits).
    await expect(statement.rows.first()).toBeVisible();
    expect(await statement.rows.count()).toBeGreaterThan(2);
    await expect(page.locator('.ws-debit').first()).toBeVisible();
    await expect(page.locator('.ws-credit').first()).toBeVisible();
    for (const row of await statement.rows.all()) {
      const cells = (await row.locator('td').allTextContents()).map((text) => text.trim());
      // pre-balance + amount = post-balance, to the cent (the first cell: remark with its date)
      expect(points(cells[1]!) + points(cells[2]!)).toBe(points(cells[3]!));
    }
    // Before, Amount and After fit at 390 px: the table is no wider than its card
    const wrap = page.locator('.ws-table-wrap');
    expect(await wrap.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('wallet-statement.png'), fullPage: false });

    await statement.goto('?from=2020-01-01&to=2020-01-07');
    await expect(statement.empty).toHaveText('No Record');
    await statement.quickRange('This Month').click();
    await expect(statement.rows.first()).toBeVisible();
  });

  test('the packages list shows the activated package and its tables for every game length', async ({
    page,
  }) => {
    await logIn(page, 'player1', 'player1234');
    const packages = new PackagesListPage(page);
    await packages.goto();
    await expect(page.getByRole('heading', { name: 'Packages List', level: 1 })).toBeVisible();
    await expect(packages.activated).toHaveText('Package 2730');
    await expect(packages.gameTab('4D')).toHaveAttribute('aria-selected', 'true');
    await expect(packages.commissionRows.filter({ hasText: /^B/ }).first()).toContainText('25%');
    // The 2730 package pays 1.092x the base table: Big 1st 2,500.00 -> 2,730.00.
    await expect(packages.payoutRows.first()).toContainText('2,730.00');
    await packages.gameTab('2D').click();
    await expect(packages.commissionRows.first()).toContainText('2A');
    await packages.gameTab('6D').click();
    await expect(packages.payoutRows.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('packages-list.png'), fullPage: false });
  });
});
