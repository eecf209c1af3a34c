import { expect, test, type Page } from './fixtures';
import { BetReportPage } from './pages/bet-report-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

/**
 * Places an order through the API (page.request shares the session): 9 Lotto, its next draw,
 * 1234 Big 1 Small 2, *5678 (BOX) Big 3 and **1123 (IBOX) with all five eat types. 9 Lotto draws every day, so its next draw is the
 * nearest open draw date. Answers the ticket id and its draw date, as dd/MM and as YYYY-MM-DD.
 */
async function placeOrder(page: Page): Promise<{ id: string; dayMonth: string; drawDate: string }> {
  const response = await page.request.post('/Order/MakeOrderAdvanced', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { str2: 'D\n#9\n1234#1#2\n*5678#3\n**1123#0.5#0.5#1#2#3', remark: 'bet report e2e' },
  });
  const body = (await response.json()) as {
    success: boolean;
    data: { ticketXId: string[]; receiptString: string[] };
  };
  expect(body.success, JSON.stringify(body)).toBe(true);
  const receipt = body.data.receiptString[0]!;
  const dayMonth = /\nD:(\d{2}\/\d{2})\n/.exec(receipt)?.[1];
  expect(dayMonth).toBeTruthy();
  // the draw's year: the year it was placed in, or the next one for a January draw placed in December
  const placed = /^#\d+ \d{2}\/(\d{2})\/(\d{4}) /.exec(receipt);
  expect(placed, receipt).toBeTruthy();
  const [day, month] = dayMonth!.split('/').map(Number) as [number, number];
  const year = Number(placed![2]) + (month < Number(placed![1]) ? 1 : 0);
  const drawDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { id: body.data.ticketXId[0]!, dayMonth: dayMonth!, drawDate };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('bet report', () => {
  test('a placed order shows with its amounts and badges; ticket id search; an empty date', async ({
    page,
  }) => {
    await logIn(page);
    const { id, dayMonth, drawDate: orderDate } = await placeOrder(page);
    const report = new BetReportPage(page);

    // from the home shortcut: it opens on the latest draw date with tickets (GetLatestDates), which
    // may be a later draw that another spec bet on; the order's own draw date is asked for here
    await page.getByRole('button', { name: 'Bet Report' }).click();
    await expect(page).toHaveURL(/\/bet-report$/);
    await expect(page).toHaveTitle('Bet Report | Lotto');
    await expect(report.loaded()).toBeVisible();
    await report.search(orderDate);
    await expect(report.ticket(id)).toBeVisible();
    await expect(report.dateText).toHaveText(new RegExp(`^${dayMonth}/\\d{4}$`));
    await expect(report.ticket(id).getByTestId('ticket-invoice')).toHaveText(`#${id}`);
    await expect(report.ticket(id).getByTestId('ticket-meta')).toContainText('player1');
    const lines = report.lines(id);
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0).locator('dt')).toHaveText('1234');
    await expect(lines.nth(0).getByRole('img', { name: '9 Lotto' })).toHaveText('E');
    await expect(lines.nth(0).getByTestId('pool-amounts')).toHaveText('B 1.00 S 2.00');
    await expect(lines.nth(1).locator('dt')).toHaveText('*5678');
    await expect(lines.nth(1).getByTestId('pool-amounts')).toHaveText('B 3.00');
    await expect(lines.nth(2).locator('dt')).toHaveText('**1123');
    await expect(lines.nth(2).getByTestId('pool-amounts')).toHaveText('B 0.50 S 0.50 A 1.00 C 2.00 D 3.00');
    await shot(page, 'bet-report-en-GB');

    // the ticket id narrows the list to it: the badges are its own totals
    const drawDate = await report.dateInput.inputValue();
    await report.search(drawDate, id);
    await expect(page).toHaveURL(new RegExp(`\\?date=${drawDate}&ticket=${id}$`));
    await expect(report.tickets).toHaveCount(1);
    await expect(report.ticket(id)).toBeVisible();
    await expect(report.typeTotals).toHaveText(['B4.50', 'S2.50', 'A1.00', 'C2.00', 'D3.00']);
    await expect(report.ticketCount).toHaveText('Tickets: 1');
    await shot(page, 'bet-report-ticket-search-en-GB');

    // a draw date without tickets
    await report.search('2020-01-06');
    await expect(report.empty).toHaveText('No Result Found');
    await expect(report.typeTotals).toHaveCount(0);
    await shot(page, 'bet-report-empty-en-GB');

    // a link with a ticket id that is not a number says so and asks the server nothing
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/Report/GetBetReport')) asked += 1;
    });
    await report.goto(`?date=${drawDate}&ticket=abc`);
    await expect(report.badTicket).toContainText('"abc"');
    await expect(report.ticketIdInput).toHaveValue('abc');
    await expect(report.tickets).toHaveCount(0);
    expect(asked).toBe(0);
    await shot(page, 'bet-report-bad-ticket-en-GB');

    // a ticket id in the navigation state forces a search for it, on the draw date the state names
    // (without one, on the screen's default date: the latest with tickets, which another spec's
    // later draw can make a different day from this ticket's)
    await page.goto('/');
    await page.evaluate(
      ([ticketId, date]) => {
        window.history.pushState(
          { usr: { ticketId, drawDate: date }, key: 'e2e', idx: 1 },
          '',
          '/bet-report',
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [id, drawDate],
    );
    await expect(page).toHaveURL(new RegExp(`/bet-report\\?date=${drawDate}&ticket=${id}$`));
    await expect(report.tickets).toHaveCount(1);

    // tidy up: cancel it, so player1's balance is as before for the other specs
    const cancel = await page.request.get(`/Order/CancelOrder?header_id=${id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(((await cancel.json()) as { success: boolean }).success).toBe(true);
  });

  test('1,000 tickets: the first step at once, the rest as the list scrolls', async ({ page }) => {
    await logIn(page);
    // the server answers at most 500; the screen must still cope with more
    const tickets = Array.from({ length: 1000 }, (_, i) => ({
      ticketXId: String(90_000 - i),
      pool: 'nl',
      drawDate: '20200106',
      datetime: '06/01/2020 12:00:00',
      username: 'player1',
      ticketDetails: [
        { number: '1234', details: [{ poolShortCode: 'E', eatTypes: [{ type: 'B', amount: 1 }] }] },
      ],
    }));
    await page.route('**/Report/GetBetReport?*', (route) =>
      route.fulfill({ json: { success: true, message: '', data: tickets } }),
    );
    const report = new BetReportPage(page);
    await report.goto('?date=2020-01-06');
    await expect(report.typeTotals).toHaveText(['B1,000.00']);
    await expect(report.tickets).toHaveCount(30);
    // scroll to the end again and again: the observer adds a step each time the end comes near
    const steps = await page.evaluate(async () => {
      const count = () => document.querySelectorAll('[data-testid="bet-report-ticket"]').length;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let scrolls = 0;
      for (let frames = 0; count() < 1000 && frames < 3000; frames += 1) {
        if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 10) {
          window.scrollTo(0, document.documentElement.scrollHeight);
          scrolls += 1;
        }
        await frame();
      }
      return scrolls;
    });
    expect(steps).toBeGreaterThan(10);
    await expect(report.tickets).toHaveCount(1000);
    await expect(report.ticket('89001')).toBeAttached();
  });

  test('zh-CN: the screen in Chinese', async ({ page }) => {
    await logIn(page);
    await new HomePage(page).chooseLanguage('简体中文');
    await expect(page.getByRole('heading', { name: '下单' })).toBeVisible();
    const report = new BetReportPage(page);
    await report.goto('?date=2020-01-06');
    await expect(page).toHaveTitle('下注报表 | Lotto');
    await expect(report.empty).toBeVisible();
    await expect(report.applyButton).toHaveText('查询');
    await shot(page, 'bet-report-empty-zh-CN');
  });
});
