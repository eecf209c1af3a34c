import { expect, test } from './fixtures';
import { AdminAuditPage, AdminDrawsPage, AdminResultsPage, placeBetByApi } from './pages/admin-results-page';
import { LoginPage } from './pages/login-page';
import { ResultsPage } from './pages/results-page';

const ZONE = 'Asia/Kuala_Lumpur';
// Da Ma Cai on a special draw date (a day the 4D pools never draw): no other spec bets on it.
const POOL = { code: 'kd', id: 2, name: 'Da Ma Cai 1+3D' };
const NUMBER = '7531';
const STARTERS = ['0111', '0122', '0133', '0144', '0155', '0166', '0177', '0188', '0199', '0210'];
const CONSOLATIONS = ['0311', '0322', '0333', '0344', '0355', '0366', '0377', '0388', '0399', '0410'];

/** The first day after today (draw time zone) that is not a Wed/Sat/Sun 4D draw day, as ISO. */
function nextNonDrawDay(): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
  for (let days = 1; days <= 6; days += 1) {
    const iso = format.format(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
    if (![0, 3, 6].includes(weekday)) return iso;
  }
  throw new Error('no weekday without a 4D draw in the next six days');
}

test('the house adds a draw, closes it early, enters the result with a preview; the player sees the win; the audit log shows it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const iso = nextNonDrawDay();
  const wire = iso.replaceAll('-', '');
  const shots = (name: string, fullPage = false) =>
    page.screenshot({ path: test.info().outputPath(name), fullPage });

  // The house adds a special Da Ma Cai draw.
  await new LoginPage(page).goto();
  await new LoginPage(page).login('admin', 'admin1234');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const draws = new AdminDrawsPage(page);
  await draws.goto();
  await draws.addDate(POOL.code, iso, 'special');
  await expect(draws.card(POOL.code).getByTestId('special-date')).toContainText(
    iso.split('-').reverse().join('/'),
  );

  // A player bets on it before it closes (through the API): Big 1.00 on 7531.
  const request = await playwright.request.newContext({ baseURL });
  await placeBetByApi(request, {
    username: 'player2',
    password: 'player1234',
    date: wire,
    number: NUMBER,
    poolId: POOL.id,
    big: '1',
  });

  // The house closes the draw early: no more bets.
  await draws.addDate(POOL.code, iso, 'closed');
  await expect(draws.card(POOL.code).getByTestId('closed-date')).toBeVisible();
  await shots('admin-draws.png');
  const refused = await request.post('/Order/MakeOrder', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name: '4D',
      dates: [{ value: wire }],
      betList: [
        {
          number: NUMBER,
          pattern: 'NORMAL',
          betType: [{ shortCode: 'B', amount: '1' }],
          poolList: [POOL.id],
        },
      ],
      remark: '',
      phone: '',
    },
  });
  expect(await refused.json()).toMatchObject({ success: false });
  await request.dispose();

  // The result, previewed first: one winning line for player2, nothing stored yet.
  const results = new AdminResultsPage(page);
  await results.goto();
  await results.choose(POOL.name, iso);
  await results.typeNumbers([NUMBER, '8642', '9753'], STARTERS, CONSOLATIONS);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(results.preview).toBeVisible();
  await expect(results.preview).toContainText('A new result (version 1)');
  await expect(results.winners).toHaveCount(1);
  await expect(results.winners.first()).toContainText('player2');
  await expect(results.winners.first()).toContainText('2,500.00');
  await shots('admin-results-preview.png');
  await results.preview.getByRole('button', { name: 'Confirm and settle' }).click();
  await expect(page.getByText('Result saved and draw settled')).toBeVisible();
  await expect(results.preview).toBeHidden();
  await shots('admin-results.png', true);

  // The audit log shows the actions, newest first; the result entry opens with its numbers.
  const audit = new AdminAuditPage(page);
  await audit.goto('?actor=admin');
  await expect(audit.entries.nth(0)).toContainText('result.enter');
  await expect(audit.entries.nth(1)).toContainText('draw.close');
  await expect(audit.entries.nth(2)).toContainText('draw.special');
  await audit.entries.nth(0).click();
  await expect(audit.detail).toContainText(`"first": "${NUMBER}"`);
  await shots('admin-audit.png');

  // The player sees the win in the strike history of the draw's date.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player2', 'player1234');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const strikes = new ResultsPage(page);
  await strikes.gotoStrikeHistory(`?from=${iso}&to=${iso}`);
  await expect(strikes.strikeRows).toHaveCount(1);
  await expect(strikes.strikeRows.first()).toContainText(NUMBER);
  await expect(strikes.strikeTotal).toContainText('2,500.00');
});
