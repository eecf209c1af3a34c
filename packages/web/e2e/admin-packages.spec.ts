import { expect, test, type Page } from './fixtures';
import { AdminLimitsPage, AdminPackagesPage, PlayerApi } from './pages/admin-packages-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

async function logInAsHouse(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('admin', 'admin1234');
  await expect(new HomePage(page).balance).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// Unique per run: the specs share one server and database.
const RUN = String(Date.now() % 100_000).padStart(5, '0');

test.describe('back-office packages and limits', () => {
  test('the house creates a package scaled 1.05 and sees its payouts', async ({ page }) => {
    await logInAsHouse(page);
    const packages = new AdminPackagesPage(page);
    await packages.goto();
    await expect(page).toHaveTitle('Packages | Lotto');
    await expect(packages.items.filter({ hasText: '2500' })).toContainText('Scale 1.0000');
    await packages.name.fill(`e2e${RUN}`);
    await packages.scale.fill('1.05');
    await packages.create.click();
    await expect(page).toHaveURL(new RegExp(`/admin/packages/edit\\?name=e2e${RUN}$`));
    await expect(packages.head).toContainText('Scale 1.0500');
    // base 4D Big 1st pays 2,500 per 1.00: scaled 1.05 it pays 2,625
    await expect(packages.payout('B', '1st Prize')).toHaveValue('2625');
    await expect(packages.payout('B', 'Consolation')).toHaveValue('63');
    await packages.tab('2D').click();
    await expect(packages.payout('2A', '1st Prize')).toHaveValue('73.5');
    await shot(page, 'admin-package-edit');

    // an edit is saved and survives a reload
    await packages.tab('4D').click();
    await packages.payout('4A', '1st Prize').fill('6400');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Package e2e${RUN} saved`)).toBeVisible();
    await page.reload();
    await expect(packages.payout('4A', '1st Prize')).toHaveValue('6400');
    await packages.goto();
    await expect(packages.items.filter({ hasText: `e2e${RUN}` })).toContainText('Users: 0');
    await shot(page, 'admin-packages');
  });

  test('a per-number limit cuts a bet, and the exposure panel shows sold = limit', async ({
    page,
    request,
  }) => {
    const player = new PlayerApi(request);
    await player.login();
    // 9 Lotto draws every day: the second open date is open whatever the time of day.
    const date = (await player.openDates())[1]!;
    const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
    const number = `9${RUN.slice(-3)}`;

    await logInAsHouse(page);
    const limits = new AdminLimitsPage(page);
    await limits.goto();
    await expect(page).toHaveTitle('Limits | Lotto');
    await limits.addLimit({ pool: 'nl', betType: 'B', date: iso, number, points: '5' });
    await expect(page.getByText('Limit saved')).toBeVisible();
    await expect(limits.overrides.getByRole('listitem').filter({ hasText: number })).toContainText(
      `9 Lotto · ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}5.00`,
    );

    expect(await player.bet({ number, betType: 'B', amount: 8, poolId: 9, date })).toBe('LIMIT');

    await limits.showExposure('nl', iso);
    const row = limits.exposureRow(number);
    await expect(row).toContainText('Sold 5.00 of 5.00');
    await expect(row).toContainText('Remaining 0.00');
    await expect(row.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    await limits.exposure.screenshot({ path: test.info().outputPath('admin-exposure.png') });
    await shot(page, 'admin-limits');
  });
});
