import { expect, test, type Page } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { CheckTicketPage } from './pages/check-ticket-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** Logs in through the form, so page.request shares the session cookie. */
async function logIn(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  await expect(new HomePage(page).balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
}

/** Places B1 S1 on `number`, Magnum, next draw (2.00) through the API: its id and receipt text. */
async function placeTicket(page: Page, number: string): Promise<{ betId: string; receipt: string }> {
  const response = await page.request.post('/Order/MakeOrderAdvanced', {
    headers: HEADERS,
    data: { str2: `D\n#1\n${number}#1#1`, remark: 'check ticket e2e' },
  });
  const body = (await response.json()) as {
    success: boolean;
    data: { ticketXId: string[]; receiptString: string[] };
  };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { betId: body.data.ticketXId[0]!, receipt: body.data.receiptString[0]! };
}

async function orderStringOf(page: Page, betId: string): Promise<string> {
  const response = await page.request.get(`/Order/GetTicketDetails?betId=${betId}`, { headers: HEADERS });
  return ((await response.json()) as { data: { orderstring: string } }).data.orderstring;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('check ticket', () => {
  test('finds a ticket by id and by number; Void turns it red; Reorder and back search again', async ({
    page,
  }) => {
    await logIn(page);
    // a number no other spec bets on, so the number search shows this run's ticket alone
    const number = String(8000 + (Date.now() % 1000));
    const { betId, receipt } = await placeTicket(page, number);
    const check = new CheckTicketPage(page);

    // from the home shortcut: it opens on the latest draw date with tickets (issue 17 item 10), which
    // player1 has now, and lists them at once
    const latest = await page.request.get('/Report/GetLatestDates', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const sales = ((await latest.json()) as { data: { sales: string } }).data.sales;
    const firstSearch = check.nextSearch();
    await page.getByRole('button', { name: 'Check Ticket' }).first().click();
    await expect(page).toHaveURL(/\/check-ticket$/);
    await expect(page).toHaveTitle('Check Ticket | Lotto');
    expect((await firstSearch).request().postData()).toBe(`date=${sales.slice(4)}&ticket_id=&bet_number=`);
    await expect(check.dateText).toHaveText(`${sales.slice(6)}/${sales.slice(4, 6)}/${sales.slice(0, 4)}`);
    await expect(check.receipts.first()).toBeVisible();
    await expect(check.prompt).toHaveCount(0);
    await shot(page, 'check-ticket-opens-on-latest');
    // the searches below are over any date
    await page.getByRole('button', { name: 'Clear the draw date' }).click();

    // empty state
    await check.search({ ticketId: '999999999' });
    await expect(check.empty).toHaveText('No Result Found');
    await expect(check.count).toHaveText('0');
    await shot(page, 'check-ticket-empty');

    // by ticket id: exactly the receipt the order answered
    await check.search({ ticketId: betId });
    await expect(check.receipts).toHaveCount(1);
    await expect(check.receipt(betId).locator('.ct-receipt__text')).toHaveText(receipt);
    await expect(check.count).toHaveText('1');
    await expect(check.total).toHaveText('2.00');

    // by number
    await check.search({ betNumber: number });
    await expect(check.receipt(betId)).toBeVisible();
    await expect(check.receipt(betId)).not.toHaveClass(/ct-receipt--cancelled/);
    await shot(page, 'check-ticket-list');

    // the modal: all five for an active ticket
    await check.receipt(betId).click();
    for (const name of ['Reorder', 'Share', 'Edit', 'Void', 'Close'])
      await expect(check.option(name)).toBeVisible();
    await expect(check.option('Close')).toBeInViewport(); // the sheet has slid in
    await shot(page, 'check-ticket-actions');

    // Void: confirm, then the list reloads with the entry red and starting with '&'
    await check.option('Void').click();
    await expect(check.confirmDialog(betId)).toBeVisible();
    const reloaded = check.nextSearch();
    await check.confirmDialog(betId).getByRole('button', { name: 'Void', exact: true }).click();
    await expect(page.getByText(`Ticket #${betId} cancelled successfully`)).toBeVisible();
    await reloaded;
    await expect(check.receipt(betId)).toHaveClass(/ct-receipt--cancelled/);
    await expect(check.receipt(betId).locator('.ct-receipt__text')).toHaveText(`&${receipt}`);
    // --danger (#c0262d, AA contrast on white)
    await expect(check.receipt(betId)).toHaveCSS('color', 'rgb(192, 38, 45)');
    await expect(check.total).toHaveText('0.00');
    await shot(page, 'check-ticket-voided');

    // a cancelled entry offers no Edit and no Void
    await check.receipt(betId).click();
    await expect(check.option('Reorder')).toBeVisible();
    await expect(check.option('Share')).toBeVisible();
    await expect(check.option('Edit')).toHaveCount(0);
    await expect(check.option('Void')).toHaveCount(0);

    // Reorder: advanced betting with the order string filled
    const orderString = await orderStringOf(page, betId);
    expect(orderString).toContain(`${number}#B1#S1`);
    await check.option('Reorder').click();
    await expect(page).toHaveURL(/\/advance-betting$/);
    const advanced = new AdvancedBettingPage(page);
    await expect(advanced.editor).toHaveValue(orderString);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({
      betId,
      backToList: { date: '', ticketId: '', betNumber: number },
    });
    await shot(page, 'check-ticket-reorder');

    // Back: the list again, its search run again by itself
    const rerun = check.nextSearch();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/check-ticket$/);
    const answer = await rerun;
    expect(answer.request().postData()).toBe(`date=&ticket_id=&bet_number=${number}`);
    await expect(check.betNumber).toHaveValue(number);
    await expect(check.receipt(betId)).toHaveClass(/ct-receipt--cancelled/);
  });

  test('the draw date filter shows dd/MM/yyyy and is sent as MMDD', async ({ page }) => {
    await logIn(page);
    const check = new CheckTicketPage(page);
    await check.goto();
    await check.dateInput.fill('2026-11-22');
    await expect(check.dateText).toHaveText('22/11/2026');
    const answer = await check.search({});
    expect(answer.request().postData()).toBe('date=1122&ticket_id=&bet_number=');
    await expect(check.count).toBeVisible();
    await shot(page, 'check-ticket-filters');
    await page.getByRole('button', { name: 'Clear the draw date' }).click();
    await expect(check.dateText).toHaveText('Any date');
  });
});
