import { expect, test, type Page } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { AdminDrawsPage, AdminResultsPage } from './pages/admin-results-page';
import { AdminUsersPage } from './pages/admin-users-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { ResultsPage } from './pages/results-page';

const ZONE = 'Asia/Kuala_Lumpur';
// Magnum on a special draw date (a weekday the 4D pools never draw; the admin-results spec uses
// Da Ma Cai on such a day, so the two never meet). Not Toto: its results carry 5D and 6D numbers,
// which the results spec expects of the latest Toto result.
const POOL = { code: 'mg', name: 'Magnum 4D' };
const NUMBER = '8080';
const STARTERS = ['1011', '1022', '1033', '1044', '1055', '1066', '1077', '1088', '1099', '1110'];
const CONSOLATIONS = ['1211', '1222', '1233', '1244', '1255', '1266', '1277', '1288', '1299', '1310'];

/** The second day after today (draw time zone) that is not a Wed/Sat/Sun 4D draw day, as ISO. */
function specialDay(): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
  const days: string[] = [];
  for (let ahead = 1; ahead <= 8 && days.length < 2; ahead += 1) {
    const iso = format.format(new Date(Date.now() + ahead * 86_400_000));
    if (![0, 3, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay())) days.push(iso);
  }
  return days[1]!;
}

async function logInAs(page: Page, username: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).balance).toHaveText(/\.\d{2}$/);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('the house creates an agent and a player, gives credit; the player bets; the house enters the result; the player sees the win', async ({
  page,
}) => {
  const iso = specialDay();
  const suffix = String(Date.now()).slice(-6);
  const agent = `flowagent${suffix}`;
  const player = `flowplayer${suffix}`;

  // The house: an agent with credit, a player under it, then more credit for the player.
  await logInAs(page, 'admin', 'admin1234');
  const users = new AdminUsersPage(page);
  await users.gotoUsers();
  await users.createUser({ role: 'Agent', username: agent, password: 'agent-pass-1', credit: '1000' });
  await expect(users.newUserForm).toBeHidden();
  await users.createUser({ role: 'Player', parent: agent, username: player, password: 'player-pass-1' });
  await users.giveCredit(player, '50', 'flow e2e');
  await expect(users.balanceOf(player)).toHaveText('50.00');
  await shot(page, 'flow-users');

  // The house opens a special Magnum draw for the player to bet on.
  const draws = new AdminDrawsPage(page);
  await draws.goto();
  await draws.addDate(POOL.code, iso, 'special');
  await expect(draws.card(POOL.code).getByTestId('special-date')).toContainText(
    iso.split('-').reverse().join('/'),
  );

  // The player bets Big 2.00 on 8080 for that day, typed in advanced mode.
  await logInAs(page, player, 'player-pass-1');
  await expect(new HomePage(page).balance).toHaveText('50.00');
  const advanced = new AdvancedBettingPage(page);
  await advanced.goto();
  await advanced.editor.fill(`D${iso.slice(8, 10)}\n#M\n${NUMBER}#B2`);
  await expect(advanced.total).toHaveText('2.00');
  await expect(advanced.lineErrors).toHaveCount(0);
  await advanced.submit.click();
  await expect(page).toHaveURL(/\/bet-success$/);
  await page.goto('/');
  await expect(new HomePage(page).balance).toHaveText('48.00');

  // The house closes the draw and enters its result, previewing the settlement first.
  await logInAs(page, 'admin', 'admin1234');
  await draws.goto();
  await draws.addDate(POOL.code, iso, 'closed');
  await expect(draws.card(POOL.code).getByTestId('closed-date')).toBeVisible();
  const results = new AdminResultsPage(page);
  await results.goto();
  await results.choose(POOL.name, iso);
  await results.typeNumbers([NUMBER, '9191', '9292'], STARTERS, CONSOLATIONS);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(results.winners).toHaveCount(1);
  // Big 2.00 on the 1st prize pays 2 x 2,500.00 at the base package
  await expect(results.winners.first()).toContainText(player);
  await expect(results.winners.first()).toContainText('5,000.00');
  await results.preview.getByRole('button', { name: 'Confirm and settle' }).click();
  await expect(page.getByText('Result saved and draw settled')).toBeVisible();

  // The player sees the win: in its balance (48.00 + 5,000.00 + 0.50 commission) and its strikes.
  await logInAs(page, player, 'player-pass-1');
  await expect(new HomePage(page).balance).toHaveText('5,048.50');
  const strikes = new ResultsPage(page);
  await strikes.gotoStrikeHistory(`?from=${iso}&to=${iso}`);
  await expect(strikes.strikeRows).toHaveCount(1);
  await expect(strikes.strikeRows.first()).toContainText(NUMBER);
  await expect(strikes.strikeTotal).toContainText('5,000.00');
  await shot(page, 'flow-player-win');
});
