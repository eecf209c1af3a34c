import { expect, test, type Page } from './fixtures';
import { E2E_BASE_PORT } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { screenShot } from './pages/screen-shots';
import { WeeklyLimitsPage, WeeklyServer, WeeklyStatementPage } from './pages/weekly-page';

/*
 * Issue 41's worked example 2 (docs/rules.md "Weekly cycle") on a server of its own in weekly
 * mode: the house gives M 10,000.00, M gives A 6,000.00 and A gives P 1,000.00 on 一周限制; M takes
 * 80% of B and A 50% capped at 5.00 (position taking); P (2730) bets B 20.00 on 1234 at Toto on
 * Sunday, 1234 is the 1st prize. Past Monday 00:00 the reset puts P back at 1,000.00; A's
 * statement of the week shows row P: -54,585.00 from P, kept 5.00 / -12,496.25, upline -37,488.75,
 * net -17,096.25; A records paying P the 54,585.00 (结账). In English and 中文.
 */
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'weekly-pass-1';
const KL_OFFSET = 8 * 3600_000;

/** The next Sunday (Kuala Lumpur) after today, as epoch ms of `hour`:00 there, and its date. */
function nextSunday(hour: number): { at: number; wire: string } {
  const kl = new Date(Date.now() + KL_OFFSET);
  const days = 7 - kl.getUTCDay();
  const day = Date.UTC(kl.getUTCFullYear(), kl.getUTCMonth(), kl.getUTCDate() + days);
  const wire = new Date(day).toISOString().slice(0, 10).replaceAll('-', '');
  return { at: day + hour * 3600_000 - KL_OFFSET, wire };
}

async function logInAs(page: Page, username: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.removeItem('lotto.language'));
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, PASSWORD);
  await expect(new HomePage(page).username).toHaveText(username);
}

const server = new WeeklyServer(E2E_BASE_PORT + 40);
test.use({ baseURL: server.baseURL });
test.beforeAll(async () => {
  server.cli('migrate');
  server.cli('packages', 'save', '--name', '2730', '--scale-per10k', '10920');
  server.cli('user', 'add', '--role', 'admin', '--username', 'house', '--password', PASSWORD);
  for (const [username, role, parent, pkg] of [
    ['wkm', 'agent', 'house', '2500'],
    ['wka', 'agent', 'wkm', '2500'],
    ['wkp', 'player', 'wka', '2730'],
  ] as const) {
    server.cli(
      'user',
      'add',
      '--role',
      role,
      '--username',
      username,
      '--password',
      PASSWORD,
      '--parent',
      parent,
      '--package',
      pkg,
    );
  }
  await server.start();
});
test.afterAll(async () => server.stop());

test('一周限制 and 7天会员账目: limits down the tree, a week of bets, the Monday reset, the statement and 结账', async ({
  page,
  playwright,
}) => {
  const sunday = nextSunday(12);
  server.setClock(sunday.at);

  // The house gives M its weekly limit; M gives A; A gives P (each on its own 一周限制 screen).
  const limits = new WeeklyLimitsPage(page);
  for (const [upline, downline, limit] of [
    ['house', 'wkm', '10000'],
    ['wkm', 'wka', '6000'],
    ['wka', 'wkp', '1000'],
  ] as const) {
    await logInAs(page, upline);
    await limits.open();
    await limits.setLimit(downline, limit);
    await expect(limits.row(downline)).toContainText(
      limit === '10000' ? '10,000.00' : limit === '6000' ? '6,000.00' : '1,000.00',
    );
  }
  await screenShot(page, 'weekly-limits-en');

  // Position taking as in the example, then P's bet, the result (the house closes the draw early).
  const api = async (who: string) => {
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const login = await request.post('/Account/Login', {
      headers: HEADERS,
      form: { username: who, password: PASSWORD },
    });
    expect(await login.json()).toMatchObject({ success: true });
    return request;
  };
  const post = async (request: Awaited<ReturnType<typeof api>>, url: string, data: unknown) => {
    const answer = await (await request.post(url, { headers: HEADERS, data })).json();
    expect(answer).toMatchObject({ success: true });
    return answer;
  };
  const house = await api('house');
  await post(house, '/Admin/SetPositionTakes', { username: 'wkm', takes: { B: 80 } });
  await post(await api('wkm'), '/Admin/SetPositionTakes', {
    username: 'wka',
    takes: { B: 50 },
    caps: { B: '5.00' },
  });
  await post(await api('wkp'), '/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#20', remark: '' });
  const operator = new OperatorApi(house);
  await operator.closeDraw('tt', sunday.wire);
  await operator.enterResult({
    pool: 'tt',
    date: sunday.wire,
    first: '1234',
    second: '5678',
    third: '9012',
    starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
    consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
  });

  // P won: 1,000 - 20 + 54,600 + 5 = 55,585.00 until the week ends.
  await logInAs(page, 'wkp');
  await expect(page.getByTestId('weekly-credit')).toContainText('55,585.00 / 1,000.00');

  // The clock passes Monday 00:00 (Kuala Lumpur): the reset puts P back at its limit.
  server.setClock(sunday.at + 12 * 3600_000 + 5_000);
  await expect
    .poll(
      async () =>
        // a login just before the server read its new clock is 12 hours old by the next call
        // (sessions end after 20 idle minutes: 401, no data); the next poll logs in again
        (await (await (await api('wkp')).get('/Account/GetMyCredit', { headers: HEADERS })).json()).data
          ?.creditLeft,
      {
        timeout: 20_000,
      },
    )
    .toBe(1000);
  await logInAs(page, 'wkp');
  await expect(page.getByTestId('weekly-credit')).toContainText('1,000.00 / 1,000.00');
  await screenShot(page, 'weekly-home-en');
  // P's own statement of the week: its bets, -54,585.00 (its upline paid it).
  const statement = new WeeklyStatementPage(page);
  await statement.open();
  await statement.previousWeek();
  await expect(page.getByTestId('weekly-self')).toContainText('-54,585.00');
  await screenShot(page, 'weekly-player-en');

  // A's statement of the week that ended: the example's figures; A pays P (结账).
  await logInAs(page, 'wka');
  await statement.open();
  await statement.previousWeek();
  await expect(statement.weekLabel).toContainText('Malaysia time');
  const row = statement.row('wkp');
  await expect(row).toContainText('-54,585.00');
  await expect(row).toContainText('-12,496.25');
  await expect(row).toContainText('-37,488.75');
  await expect(row).toContainText('-17,096.25');
  await screenShot(page, 'weekly-statement-en');
  expect(await statement.settle('wkp', 'cash')).toBe('54585.00');
  await expect(row.getByTestId('row-open')).toHaveText('0.00');
  await screenShot(page, 'weekly-statement-settled-en');

  // The same statement in 中文.
  await new HomePage(page).chooseLanguage('简体中文');
  await statement.open();
  await statement.previousWeek();
  await expect(page.getByRole('heading', { name: '7天会员账目' })).toBeVisible();
  await row.getByRole('button').first().click(); // the full columns
  await screenShot(page, 'weekly-statement-zh');
});
