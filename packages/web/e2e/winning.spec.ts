import { expect, test, type Page } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { WinningPage } from './pages/winning-page';

async function logIn(page: Page, username: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

/** Today in the draw time zone (the server's default, Asia/Kuala_Lumpur), 'YYYY-MM-DD'. */
function todayInKualaLumpur(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
}

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

const points = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

// The demo seed places player1's and player2's bets on every Magnum draw of the last 14 days, each
// with a line on a Magnum starter, so both have wins there (demo-bets.ts).
const lastTwoWeeks = () => `?from=${daysBefore(todayInKualaLumpur(), 14)}&to=${todayInKualaLumpur()}`;

test.describe('winning', () => {
  test("agent1 sees its players' wins of the last 14 days, named, with the total", async ({ page }) => {
    await logIn(page, 'agent1', 'agent1234');
    const winning = new WinningPage(page);
    await winning.goto(lastTwoWeeks());
    await expect(page).toHaveTitle('Winning | Lotto');
    await expect(winning.total).toBeVisible();

    const rows = await winning.rows.count();
    expect(rows).toBeGreaterThan(0);
    await expect(winning.count).toHaveText(String(rows));
    await expect(winning.total).toHaveText(points(await winning.winCents()));
    // every win is a downline player's (agent1 bets nothing itself), and both players won
    const names = await winning.usernames();
    expect(names).toHaveLength(rows);
    expect(new Set(names)).toEqual(new Set(['player1', 'player2']));
    await expect(winning.rows.first().getByTestId('winning-ticket')).toHaveText(/^#\d+$/);
    // --success (#177a41, AA contrast on white)
    await expect(winning.rows.first().getByTestId('winning-win')).toHaveCSS('color', 'rgb(23, 122, 65)');
    await shot(page, 'winning-agent');

    // the pool filter asks the server again: the demo bets are on the normal pools only
    const call = page.waitForRequest((request) => request.url().includes('/Report/GetWinningReport'));
    await winning.poolTypes.filter({ hasText: '9 Lotto' }).click();
    expect(new URL((await call).url()).searchParams.get('report_type')).toBe('ninelotto');
    await expect(winning.empty).toHaveText('No more records');
  });

  test('player2 sees only its own wins, with no names on the cards', async ({ page }) => {
    await logIn(page, 'agent1', 'agent1234');
    const winning = new WinningPage(page);
    await winning.goto(lastTwoWeeks());
    await expect(winning.total).toBeVisible();
    const ofPlayer2 = (await winning.usernames()).filter((name) => name === 'player2').length;

    await new HomePage(page).logout();
    await logIn(page, 'player2', 'player1234');
    await winning.goto(lastTwoWeeks());
    await expect(winning.total).toBeVisible();
    await expect(winning.rows).toHaveCount(ofPlayer2);
    await expect(winning.count).toHaveText(String(ofPlayer2));
    await expect(winning.rows.getByTestId('winning-username')).toHaveCount(0);
    await expect(winning.total).toHaveText(points(await winning.winCents()));
    await shot(page, 'winning-player2');
  });

  test('a range long ago shows "No more records"', async ({ page }) => {
    await logIn(page, 'player2', 'player1234');
    const winning = new WinningPage(page);
    await winning.goto('?from=2020-01-01&to=2020-01-07');
    await expect(winning.empty).toHaveText('No more records');
    await expect(winning.rows).toHaveCount(0);
    await shot(page, 'winning-empty');
  });
});
