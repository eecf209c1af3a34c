import { expect, test } from './fixtures';
import { BetSuccessPage, BettingPage, SummaryPage } from './pages/betting-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { ResultsPage } from './pages/results-page';

/** "1,000.00" -> 100000 cents */
const centsOf = (text: string) => Math.round(Number(text.replaceAll(',', '')) * 100);
const pointsText = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('en-GB')}.${String(cents % 100).padStart(2, '0')}`;

// A number and a pool no other spec bets on, so the draw's settlement touches only this ticket.
const NUMBER = '8642';
const POOL = 'SportsToto 4D';

test('a winning bet: place it, the operator enters the result, the player sees the strike and the win', async ({
  page,
  playwright,
  baseURL,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player2', 'player1234');
  const home = new HomePage(page);
  await expect(home.balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
  const before = centsOf((await home.balance.textContent()) ?? '');

  // Big 1.00 on 8642, Sports Toto, the next 4D draw.
  const betting = new BettingPage(page);
  await betting.goto();
  const [drawDate] = await betting.fourDDrawDates(1);
  expect(drawDate, 'a Wed/Sat/Sun draw within the booking window').toBeTruthy();
  await betting.chooseDate(drawDate!);
  await betting.chooseBetMode('4D');
  await betting.choosePool(POOL);
  await betting.enterNumber(NUMBER);
  await betting.enterAmount('B', '1');
  await betting.addTicket();
  await betting.bet();
  await new SummaryPage(page).confirm.click();
  await expect(new BetSuccessPage(page).status).toHaveText('Bet successfully');

  // The operator closes the draw early and enters a result whose 1st prize is our number.
  const request = await playwright.request.newContext({ baseURL });
  const operator = new OperatorApi(request);
  await operator.login();
  await operator.closeDraw('tt', drawDate!);
  const settled = await operator.enterResult({
    pool: 'tt',
    date: drawDate,
    first: NUMBER,
    second: '5550',
    third: '5551',
    starters: ['0011', '0022', '0033', '0044', '0055', '0066', '0077', '0088', '0099', '0100'],
    consolations: ['0200', '0300', '0400', '0500', '0600', '0700', '0800', '0900', '1000', '1100'],
  });
  expect(settled).toMatchObject({ lines: 1, winTotal: 2500 });
  await request.dispose();

  // The strike, on the strike history of the draw's date.
  const iso = `${drawDate!.slice(0, 4)}-${drawDate!.slice(4, 6)}-${drawDate!.slice(6)}`;
  const results = new ResultsPage(page);
  await results.gotoStrikeHistory(`?from=${iso}&to=${iso}`);
  await expect(results.strikeRows).toHaveCount(1);
  await expect(results.strikeRows.first()).toContainText(NUMBER);
  await expect(results.strikeRows.first()).toContainText('1st');
  await expect(results.strikeTotal).toContainText('2,500.00');
  await page.screenshot({ path: test.info().outputPath('strike-history-win.png'), fullPage: true });

  // The result screen shows the draw when it is today's (it never shows a date after today).
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date()),
  );
  if (iso <= today) {
    await results.gotoResult(`?date=${iso}&pool=tt`);
    await expect(results.topPrizes.first()).toContainText(NUMBER);
  }

  // Home shows the credited balance: -1.00 bet, +2,500.00 Big 1st prize, +0.25 commission (25%).
  await page.goto('/');
  await expect(home.balance).toHaveText(pointsText(before - 100 + 2500_00 + 25));
});
