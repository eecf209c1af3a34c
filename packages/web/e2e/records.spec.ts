import { E2E_BASE_PORT, expect, test, type APIRequestContext, type Page } from './fixtures';
import { WalletStatementPage } from './pages/account-pages';
import { BetReportPage } from './pages/bet-report-page';
import { CheckTicketPage } from './pages/check-ticket-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { DailySalesPage } from './pages/reports-page';
import { screenShot } from './pages/screen-shots';
import { noonInKualaLumpur, phoneContext, startOwnServer } from './pages/sync-world';

/**
 * Issue 36 items 10-12, the records people read, at 390x844: a bet report finds a ticket of another
 * draw date by its id and says which; an agent's reports open on today's draw day with tickets
 * rather than on a draw ahead; the wallet statement in 中文 words wins, commissions and a credit
 * transfer (naming the other side).
 *
 * Today's draw: the spec runs a server of its own whose clock starts at noon in Kuala Lumpur
 * today (a draw past its cut-off never reopens, so on the shared servers an evening run could not
 * bet on today), and STC 4D gets a special draw today (a no-op on its own draw days). The ticket
 * ahead is on 9 Lotto, which draws every day, tomorrow.
 */
const ZONE = 'Asia/Kuala_Lumpur';
const STC = { code: 'sn', id: 6 };
const NINE_LOTTO_ID = 9;
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
// A port of its own server: past the workers' (E2E_PORT + index) and the sync spec's (+7, +8).
const SERVER_PORT = E2E_BASE_PORT + 9;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const compact = (iso: string) => iso.replaceAll('-', '');
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function logIn(page: Page, username: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).balance).toBeVisible();
}

/** One normal-mode 4D ticket through the API (the page's session); answers its id. */
async function bet(request: APIRequestContext, drawDate: string, pool: number, number: string) {
  const answer = await request.post('/Order/MakeOrder', {
    headers: HEADERS,
    data: {
      name: '4D',
      dates: [{ value: compact(drawDate) }],
      betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [pool] }],
      remark: '',
      phone: '',
    },
  });
  const body = (await answer.json()) as { success: boolean; data: { ticketXId: string[] } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data.ticketXId[0]!;
}

test('records: a ticket of another date by id, reports on today, the statement in 中文', async ({
  browser,
  playwright,
}) => {
  const server = await startOwnServer(SERVER_PORT, { clockAt: noonInKualaLumpur() });
  const { baseURL } = server;
  const day = today();
  const tomorrow = addDays(day, 1);
  const house = new OperatorApi(await playwright.request.newContext({ baseURL }));
  try {
    await house.login();
    await house.addSpecialDraw(STC.code, compact(day));

    // player2 (under agent1) bets on today's STC draw and on tomorrow's 9 Lotto draw
    const playerContext = await phoneContext(browser, baseURL);
    const player = await playerContext.newPage();
    await logIn(player, 'player2', 'player1234');
    await bet(player.request, day, STC.id, '3636');
    const ahead = await bet(player.request, tomorrow, NINE_LOTTO_ID, '4747');

    // Item 11: agent1's reports open on today, which has tickets, not on tomorrow's draw ahead
    const agentContext = await phoneContext(browser, baseURL);
    const page = await agentContext.newPage();
    await logIn(page, 'agent1', 'agent1234');
    const sales = new DailySalesPage(page);
    await page.goto('/daily-sales');
    await expect(sales.dateText).toHaveText(dmy(day));
    await expect(sales.block('player2')).toBeVisible();
    await screenShot(page, 'records-01-daily-sales-today');
    const check = new CheckTicketPage(page);
    await check.goto();
    await expect(check.dateText).toHaveText(dmy(day));
    await expect(check.receipts.first()).toBeVisible();

    // Item 10: the bet report, opened on today, finds tomorrow's ticket by its id and says so
    const report = new BetReportPage(page);
    await report.goto(`?ticket=${ahead}`);
    await expect(page.getByTestId('bet-report-found')).toHaveText(
      `Ticket #${ahead} found: draw date ${dmy(tomorrow)}`,
    );
    await expect(report.ticket(ahead)).toBeVisible();
    await expect(report.dateText).toHaveText(dmy(tomorrow));
    await screenShot(page, 'records-02-bet-report-found');
    // typed, from today's list
    await report.search(day, ahead);
    await expect(report.dateText).toHaveText(dmy(tomorrow));
    await expect(report.tickets).toHaveCount(1);

    // Item 12: agent1 gives player2 credit; player2's statement in 中文 names agent1 and words the
    // demo draws' wins and commissions
    const agent = new OperatorApi(page.request);
    await agent.transferCredit('player2', '12.50', 'give', 'e2e top-up');
    await player.evaluate(() => window.localStorage.setItem('lotto.language', 'zh-CN'));
    const statement = new WalletStatementPage(player);
    await statement.goto();
    const transfer = statement.rows.filter({ hasText: 'agent1 转入额度' });
    await expect(transfer).toHaveCount(1);
    await expect(transfer).toContainText('e2e top-up');
    await expect(transfer.getByTestId('statement-amount')).toHaveText('+12.50');
    await expect(statement.rows.filter({ hasText: /^奖金 \S/ }).first()).toBeVisible();
    await expect(statement.rows.filter({ hasText: /^佣金 \S/ }).first()).toBeVisible();
    await expect(statement.rows.filter({ hasText: /^(Win|Commission) / })).toHaveCount(0);
    await transfer.scrollIntoViewIfNeeded();
    await screenShot(player, 'records-03-statement-zh');
    await statement.rows
      .filter({ hasText: /^奖金 / })
      .first()
      .scrollIntoViewIfNeeded();
    await screenShot(player, 'records-04-statement-zh-wins');
    await playerContext.close();
  } finally {
    await house.request.dispose();
    await server.stop();
  }
});
