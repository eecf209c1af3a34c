import { expect, test, type Page } from './fixtures';
import { BettingHistoryPage } from './pages/betting-history-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';

/** Logs in through the form (so page.request shares the session cookie) and waits for home. */
async function logIn(page: Page): Promise<string> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('player1', 'player1234');
  const home = new HomePage(page);
  await expect(home.balance).toHaveText(/^\d[\d,]*\.\d{2}$/);
  return (await home.balance.textContent()) ?? '';
}

/** Places a ticket through the API: B1 S1 on 1234, Magnum, next draw (2.00 points). */
async function placeTicket(page: Page, remark = 'e2e'): Promise<string> {
  const response = await page.request.post('/Order/MakeOrderAdvanced', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { str2: 'D\n#1\n1234#1#1', remark },
  });
  const body = (await response.json()) as { success: boolean; data: { ticketXId: string[] } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(body.data.ticketXId).toHaveLength(1);
  return body.data.ticketXId[0]!;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('betting history', () => {
  test('a placed ticket is listed, cancelled from its details, refunded and rebet in advanced mode', async ({
    page,
  }) => {
    // 1,000.00 on a fresh server; other specs may have used player1 before this one runs
    const before = await logIn(page);
    const betId = await placeTicket(page);
    const history = new BettingHistoryPage(page);

    // open history from the home shortcut: the ticket is under Active, its value negative
    await page.getByRole('button', { name: 'Betting History' }).click();
    await expect(page).toHaveURL(/\/betting-history$/);
    await expect(page).toHaveTitle('Betting History | Lotto');
    await expect(history.tab('Active')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toBeVisible();
    await expect(history.row(betId).getByTestId('ticket-value')).toHaveText('-2.00');
    await expect(history.row(betId)).toContainText(`#${betId}`);
    await expect(history.row(betId).getByRole('img', { name: 'Magnum 4D' })).toHaveText('M');
    await shot(page, 'history-en-GB');

    // details
    await history.openTicket(betId);
    await expect(page).toHaveURL(new RegExp(`/betting-history/details\\?betId=${betId}$`));
    await expect(history.total).toHaveText('2.00');
    await expect(history.status).toHaveText('Active');
    await expect(page.getByTestId('ticket-by')).toHaveText('player1');
    await expect(history.orderString).toContainText('1234#B1#S1');
    await expect(history.orderResponse).toContainText(`#${betId} `);
    // a reload keeps the ticket (the id is in the URL)
    await page.reload();
    await expect(history.total).toHaveText('2.00');
    await shot(page, 'details-en-GB');

    // cancel, confirmed
    await history.button('Cancel order').click();
    await expect(history.dialog).toContainText(`Cancel order #${betId}?`);
    await history.confirm('Cancel order');
    await expect(page).toHaveURL(/\/cancel-success$/);
    await expect(page.getByRole('heading', { name: 'Cancel successfully', level: 2 })).toBeVisible();
    await expect(history.cancelledIds).toHaveText(`#${betId}`);
    await shot(page, 'cancel-success-en-GB');

    // it is now under Cancelled, and no longer under Active
    await history.button('Betting History').click();
    await expect(history.tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toBeVisible();
    await expect(history.row(betId).getByRole('checkbox')).toHaveCount(0);
    await history.tab('Active').click();
    await expect(history.tab('Active')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toHaveCount(0);

    // the points are back (1,000.00 when this spec runs alone)
    await page.goto('/');
    await expect(new HomePage(page).balance).toHaveText(before);

    // rebet the cancelled ticket in advanced mode: the order string is pre-filled
    await history.goto('?tab=cancelled');
    await history.openTicket(betId);
    await expect(history.status).toHaveText('Cancelled');
    await expect(history.orderResponse).toHaveText(/^&#/);
    await expect(history.button('Cancel order')).toHaveCount(0);
    const orderString = (await history.orderString.textContent()) ?? '';
    await history.button(/Rebet/).click();
    // an advanced order has no normal-mode cart
    await expect(history.option(/Normal mode/)).toHaveAttribute('aria-disabled', 'true');
    await shot(page, 'rebet-sheet-en-GB');
    await history.option('Advance mode').click();
    await expect(page).toHaveURL(/\/advance-betting$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ betId });
    await expect(page.locator('textarea').first()).toHaveValue(orderString);
  });

  test('back from details returns to the same tab and dates', async ({ page }) => {
    await logIn(page);
    const betId = await placeTicket(page);
    const history = new BettingHistoryPage(page);
    await history.goto();
    await expect(history.row(betId)).toBeVisible();
    await history.tab('Failed').click();
    await history.tab('Active').click();
    await expect(page).toHaveURL(/\?tab=active&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const listUrl = page.url();
    await history.openTicket(betId);
    await expect(history.total).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(history.tab('Active')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toBeVisible();
    // the details' own Back button does the same
    await history.openTicket(betId);
    await history.button('Back').click();
    await expect(page).toHaveURL(listUrl);
    // tidy up: cancel it so the balance of player1 is unchanged for other specs
    await history.openTicket(betId);
    await history.button('Cancel order').click();
    await history.confirm('Cancel order');
    await expect(page).toHaveURL(/\/cancel-success$/);
  });

  test('multi-cancel: none selected is refused; the chosen tickets turn red, then leave the list', async ({
    page,
  }) => {
    await logIn(page);
    const first = await placeTicket(page, 'multi 1');
    const second = await placeTicket(page, 'multi 2');
    const history = new BettingHistoryPage(page);
    await history.goto();
    await expect(history.row(first)).toBeVisible();

    await history.button('Cancel selected').click();
    await expect(page.getByRole('alertdialog')).toContainText('Please select at least one order to cancel');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    await history.select(first);
    await history.select(second);
    await history.button('Cancel selected').click();
    await history.confirm('Cancel orders');
    await expect(history.dialog).toContainText('Cancel successfully');
    await expect(history.row(first)).toHaveClass(/bh-row--cancelled/);
    await expect(history.row(second).getByRole('checkbox')).toBeDisabled();
    await shot(page, 'multi-cancel-en-GB');
    await history.confirm('OK');
    await expect(history.row(first)).toHaveCount(0);
    await expect(history.row(second)).toHaveCount(0);
    await history.tab('Cancelled').click();
    await expect(history.row(first)).toBeVisible();
    await expect(history.row(second)).toBeVisible();
  });

  test('zh-CN: history, details and cancel success', async ({ page }) => {
    await logIn(page);
    await new HomePage(page).chooseLanguage('简体中文');
    await expect(page.getByRole('heading', { name: '下单' })).toBeVisible();
    const betId = await placeTicket(page, '中文');
    const history = new BettingHistoryPage(page);

    await history.goto();
    await expect(page).toHaveTitle('下注记录 | Lotto');
    await expect(history.tab('有效')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toBeVisible();
    await shot(page, 'history-zh-CN');

    await history.openTicket(betId);
    await expect(history.status).toHaveText('有效');
    await shot(page, 'details-zh-CN');

    await history.button('取消注单').click();
    await history.confirm('取消注单');
    await expect(page.getByRole('heading', { name: '取消成功', level: 2 })).toBeVisible();
    await expect(history.cancelledIds).toHaveText(`#${betId}`);
    await shot(page, 'cancel-success-zh-CN');

    await history.button('下注记录').click();
    await expect(history.tab('已取消')).toHaveAttribute('aria-selected', 'true');
    await expect(history.row(betId)).toBeVisible();
  });
});
