import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { AdminDrawsPage, AdminResultsPage } from './pages/admin-results-page';
import { AdminUsersPage } from './pages/admin-users-page';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { BetSuccessPage, BettingPage, SummaryPage } from './pages/betting-page';
import { CheckTicketPage } from './pages/check-ticket-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { ProfitLossPage } from './pages/reports-page';
import { screenShot } from './pages/screen-shots';
import { ShareCapture } from './pages/share-capture';
import { TicketDetailsPage } from './pages/ticket-details-page';

/*
 * Issue #16 "Done when": an agent's day, end to end, at 390x844. The house makes an agent (package
 * 2500) with credit; the agent makes a player on package 2730 and gives it credit; the player bets
 * one number on two pools x two dates with a remark and a phone (one order text, shared and
 * copied); the agent edits the player's ticket (B1 -> B3: still the player's, the player pays the
 * difference, the agent's wallet stays); the house closes the draw and enters a result that makes
 * the number the 1st prize; the agent's profit loss is checked against a worked example computed
 * here from the two packages' rates (game-rules §7), not by the app's code.
 *
 * Lotto 88 (B) and CashSweep (W) on two special draw days (weekdays the 4D pools never draw): no
 * other spec bets on those pools, so closing and settling one of them disturbs nothing else.
 */
const ZONE = 'Asia/Kuala_Lumpur';
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const POOLS = [
  { code: 'sb', name: 'Lotto 88 4D', letter: 'B' },
  { code: 'sr', name: 'CashSweep 4D', letter: 'W' },
] as const;
const NUMBER = '2468';
const REMARK = 'Uncle Lim';
const PHONE = '0123456789';
const STARTERS = ['3011', '3022', '3033', '3044', '3055', '3066', '3077', '3088', '3099', '3110'];
const CONSOLATIONS = ['3211', '3222', '3233', '3244', '3255', '3266', '3277', '3288', '3299', '3310'];

/** The first two days after today (draw time zone) that are not Wed/Sat/Sun 4D draw days, ISO. */
function twoSpecialDays(): [string, string] {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });
  const days: string[] = [];
  for (let ahead = 1; ahead <= 7 && days.length < 2; ahead += 1) {
    const iso = format.format(new Date(Date.now() + ahead * 86_400_000));
    if (![0, 3, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay())) days.push(iso);
  }
  return [days[0]!, days[1]!];
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const compact = (iso: string) => iso.replaceAll('-', '');

/** Cents as the screens print points: 8190000 -> "81,900.00". */
function points(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-GB')}.${String(abs % 100).padStart(2, '0')}`;
}

/** "+1,234.50" / "-0.75" / "0.00" -> cents */
function centsOf(text: string | null): number {
  const clean = (text ?? '').replace(/[^\d.-]/g, '');
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = '0'] = clean.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

async function loggedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).username).toHaveText(username);
  return page;
}

async function balanceOf(request: APIRequestContext): Promise<number> {
  const answer = (await (await request.get('/Account/GetMyCredit', { headers: HEADERS })).json()) as {
    data: { creditLeft: number };
  };
  return Math.round(answer.data.creditLeft * 100);
}

interface Rates {
  name: string;
  /** points paid per 1.00 Big on the 1st prize */
  big1st: number;
  /** percent of Big turnover */
  bigCommission: number;
}

/** The caller's package as its package list shows it (spec §3). */
async function ratesOf(request: APIRequestContext): Promise<Rates> {
  const body = (await (await request.get('/Account/GetPackageList', { headers: HEADERS })).json()) as {
    data: {
      activatedPackage: string;
      commissionList4d: { betType: string; amount: number }[];
      payoutList4d: { betType: string; priceName: string; amount: number }[];
    };
  };
  const payout = body.data.payoutList4d.find(
    (item) => item.betType === 'B' && item.priceName === '1st Prize',
  );
  const commission = body.data.commissionList4d.find((item) => item.betType === 'B');
  expect(payout && commission, JSON.stringify(body.data)).toBeTruthy();
  return { name: body.data.activatedPackage, big1st: payout!.amount, bigCommission: commission!.amount };
}

/**
 * The worked example (game-rules §7): one Big bet of `stake` cents whose number is the 1st prize,
 * valued at one package. Win = payout x stake; commission = percent of the turnover, rounded down
 * to the cent; total = turnover - win - commission.
 */
function valued(stake: number, rates: Rates) {
  const win = rates.big1st * stake;
  const commission = Math.floor((stake * rates.bigCommission) / 100);
  return { turnover: stake, win, commission, total: stake - win - commission };
}

test("an agent's day: a player, credit, a 2 x 2 order with one receipt, an edit, a result, profit loss", async ({
  browser,
}) => {
  // three people's screens one after the other: room on a loaded machine (correctness, not speed)
  test.setTimeout(300_000);
  const [day1, day2] = twoSpecialDays();
  const stamp = Date.now().toString(36).slice(-5);
  const agentName = `dayag_${stamp}`;
  const playerName = `daypl_${stamp}`;

  // 1. The house: an agent on package 2500 with 1,000.00, and the two pools' special draws.
  const house = await loggedIn(browser, 'admin', 'admin1234');
  const houseUsers = new AdminUsersPage(house);
  await houseUsers.gotoUsers();
  await houseUsers.createUser({
    role: 'Agent',
    username: agentName,
    password: 'agent-pass-1',
    packageName: '2500',
    credit: '1000',
  });
  const draws = new AdminDrawsPage(house);
  await draws.goto();
  for (const pool of POOLS) {
    for (const day of [day1, day2]) await draws.addDate(pool.code, day, 'special');
    await expect(draws.card(pool.code).getByTestId('special-date')).toHaveCount(2);
  }
  await screenShot(house, 'day-01-house-special-draws');

  // 2. The agent creates its player on package 2730 and gives it 100.00.
  const agent = await loggedIn(browser, agentName, 'agent-pass-1');
  const agentUsers = new AdminUsersPage(agent);
  await agentUsers.gotoUsers();
  await agentUsers.createUser({
    role: 'Player',
    username: playerName,
    password: 'player-pass-1',
    packageName: '2730',
  });
  await agentUsers.giveCredit(playerName, '100', 'float');
  await expect(agentUsers.balanceOf(playerName)).toHaveText('100.00');
  await expect(agentUsers.balanceOf(agentName)).toHaveText('900.00');
  await screenShot(agent, 'day-02-agent-player-credit');

  // 3. The player bets Big 1.00 on 2468, Lotto 88 and CashSweep, on both days, with remark and phone.
  const player = await loggedIn(browser, playerName, 'player-pass-1');
  const share = new ShareCapture(player);
  await share.install();
  const betting = new BettingPage(player);
  await betting.goto();
  await betting.chooseDate(compact(day1));
  await betting.chooseDate(compact(day2));
  await betting.chooseBetMode('4D');
  for (const pool of POOLS) await betting.choosePool(pool.name);
  await betting.enterNumber(NUMBER);
  await betting.enterAmount('B', '1');
  await betting.addTicket();
  await expect(betting.cartItems).toHaveCount(1);
  await player.getByLabel('Phone').fill(PHONE);
  await player.getByLabel('Remark').fill(REMARK);
  // 1.00 x 2 pools x 2 dates
  await expect(betting.basketTotal).toHaveText('4.00');
  await screenShot(player, 'day-03-player-basket');
  await betting.bet();
  const summary = new SummaryPage(player);
  await expect(summary.total).toHaveText('4.00');
  await expect(player.getByText(REMARK)).toBeVisible();
  await expect(player.getByText(PHONE)).toBeVisible();
  const ordered = player.waitForResponse(
    (response) => new URL(response.url()).pathname === '/Order/MakeOrder',
  );
  await summary.confirm.click();
  const order = (await (await ordered).json()) as {
    success: boolean;
    data: { ticketXId: string[]; receiptString: string[] };
  };
  expect(order.success, JSON.stringify(order)).toBe(true);
  const ids = order.data.ticketXId;
  expect(ids).toHaveLength(4);

  // One order text for the customer: both dates, both pools, the line, R:, Tel:, the grand total, the ids.
  const orderText = [
    `D:${dayMonth(day1)},${dayMonth(day2)}`,
    `P:${POOLS.map((pool) => pool.letter).join('')}`,
    `${NUMBER} B1`,
    `R:${REMARK}`,
    `Tel:${PHONE}`,
    'T:4.00',
    ids.map((id) => `#${id}`).join(','),
  ].join('\n');
  const success = new BetSuccessPage(player);
  await expect(success.status).toHaveText('Bet successfully');
  await expect(player.getByTestId('order-text')).toHaveText(orderText);
  await expect(success.receipts).toHaveCount(4);
  await screenShot(player, 'day-04-player-bet-success');
  await player.getByRole('button', { name: 'WhatsApp' }).click();
  expect(await share.lastSharedText('wa.me')).toBe(orderText);
  await player.getByRole('button', { name: 'Telegram' }).click();
  expect(await share.lastSharedText('t.me')).toBe(orderText);
  await player.getByRole('button', { name: 'Copy' }).click();
  expect(await share.lastCopied()).toBe(orderText);
  // 100.00 - 4 x 1.00
  expect(await balanceOf(player.request)).toBe(9600);

  // The ticket to edit and settle: Lotto 88 on day 1.
  const settledIndex = order.data.receiptString.findIndex(
    (text) => text.includes(`D:${dayMonth(day1)}\n`) && text.includes(`P:${POOLS[0].letter}\n`),
  );
  expect(settledIndex).toBeGreaterThanOrEqual(0);
  const oldId = ids[settledIndex]!;

  // 4. The agent edits it from Check Ticket: B1 -> B3.
  const playerBefore = await balanceOf(player.request);
  const agentBefore = await balanceOf(agent.request);
  const check = new CheckTicketPage(agent);
  await check.goto();
  await check.dateInput.fill(day1);
  await check.search({ ticketId: oldId });
  await expect(check.receipt(oldId)).toContainText(`R:${REMARK}`);
  await expect(check.receipt(oldId)).toContainText(playerName);
  await screenShot(agent, 'day-05-agent-check-ticket');
  await check.receipt(oldId).click();
  await check.option('Edit').click();
  await expect(agent).toHaveURL(/\/advance-betting$/);
  const advanced = new AdvancedBettingPage(agent);
  await expect(advanced.editor).toHaveValue(new RegExp(`${NUMBER}#B1$`));
  await expect(agent.getByRole('status')).toContainText(`Editing ticket #${oldId} of ${playerName}`);
  await advanced.editor.click();
  await agent.keyboard.press('Control+End');
  await advanced.press('Delete', '3');
  await expect(advanced.editor).toHaveValue(new RegExp(`${NUMBER}#B3$`));
  await expect(advanced.total).toContainText('3.00');
  await screenShot(agent, 'day-06-agent-edit');
  const edited = agent.waitForResponse((response) => response.url().includes('/Order/MakeOrderAdvanced'));
  await advanced.submit.click();
  const editAnswer = (await (await edited).json()) as { success: boolean; data: { ticketXId: string[] } };
  expect(editAnswer.success, JSON.stringify(editAnswer)).toBe(true);
  const newId = editAnswer.data.ticketXId[0]!;
  await expect(agent).toHaveURL(/\/bet-success$/);
  await screenShot(agent, 'day-07-agent-edit-success');
  // the player paid only the difference (3.00 - 1.00); the agent's wallet did not move
  expect(await balanceOf(player.request)).toBe(playerBefore - 200);
  expect(await balanceOf(agent.request)).toBe(agentBefore);
  const details = new TicketDetailsPage(player);
  await details.goto(newId);
  await expect(details.total).toHaveText('3.00');
  await expect(details.by).toHaveText(playerName);
  await expect(details.placedBy).toHaveText(agentName);
  await expect(details.status).toHaveText('Active');
  await screenShot(player, 'day-08-player-ticket-details');

  // 5. The house closes Lotto 88 on day 1 and enters its result: 2468 is the 1st prize.
  const playerRates = await ratesOf(player.request);
  const agentRates = await ratesOf(agent.request);
  expect([playerRates.name, agentRates.name]).toEqual(['2730', '2500']);
  const atPlayer = valued(300, playerRates);
  const atAgent = valued(300, agentRates);
  // The worked example, by hand: Big 3.00 on the 1st prize.
  //   player's row at 2730 (1st pays 2,730, commission 25%): win 3 x 2,730 = 8,190.00,
  //     commission 25% of 3.00 = 0.75, total 3.00 - 8,190.00 - 0.75 = -8,187.75 (= DL)
  //   the agent's tree at 2500 (1st pays 2,500, 25%): win 7,500.00, commission 0.75,
  //     total 3.00 - 7,500.00 - 0.75 = -7,497.75 (= UL)
  //   net P/L = DL - UL = -690.00: the agent owes its player 690.00 more than its upline covers.
  expect(atPlayer).toEqual({ turnover: 300, win: 819_000, commission: 75, total: -818_775 });
  expect(atAgent).toEqual({ turnover: 300, win: 750_000, commission: 75, total: -749_775 });
  await draws.goto();
  await draws.addDate(POOLS[0].code, day1, 'closed');
  await expect(draws.card(POOLS[0].code).getByTestId('closed-date')).toBeVisible();
  const results = new AdminResultsPage(house);
  await results.goto();
  await results.choose(POOLS[0].name, day1);
  await results.typeNumbers([NUMBER, '9191', '9292'], STARTERS, CONSOLATIONS);
  await house.getByRole('button', { name: 'Preview' }).click();
  await expect(results.winners).toHaveCount(1);
  await expect(results.winners.first()).toContainText(playerName);
  await expect(results.winners.first()).toContainText(points(atPlayer.win));
  await screenShot(house, 'day-09-house-result-preview');
  await results.preview.getByRole('button', { name: 'Confirm and settle' }).click();
  await expect(house.getByText('Result saved and draw settled')).toBeVisible();
  // the player is paid at its own package: the win and the commission on its turnover
  expect(await balanceOf(player.request)).toBe(playerBefore - 200 + atPlayer.win + atPlayer.commission);

  // 6. The agent's profit loss of day 1: the player's row at 2730, the agent's whole tree at 2500.
  const pl = new ProfitLossPage(agent);
  await agent.goto('/profit-loss');
  await pl.chooseRange(day1, day1);
  await expect(pl.rows).toHaveCount(1);
  const row = pl.row(playerName);
  await expect(row.getByTestId('pl-turnover')).toHaveText(points(atPlayer.turnover));
  await expect(row.getByTestId('pl-win')).toHaveText(points(atPlayer.win));
  await expect(row.getByTestId('pl-commission')).toHaveText(points(atPlayer.commission));
  expect(centsOf(await row.getByTestId('pl-total').textContent())).toBe(atPlayer.total);
  const badge = async (key: string) => centsOf(await pl.badge(key).locator('dd').textContent());
  expect(await badge('dl')).toBe(atPlayer.total);
  expect(await badge('ul')).toBe(atAgent.total);
  // the agent's margin: its upline covers the win at 2500, it owes its player 2730
  expect(await badge('net')).toBe(atPlayer.total - atAgent.total);
  await expect(pl.badge('net')).toContainText('-690.00');
  await screenShot(agent, 'day-10-agent-profit-loss');

  for (const page of [house, agent, player]) await page.context().close();
});
