import { expect, test, type Browser, type Page } from './fixtures';
import { AdminUsersPage } from './pages/admin-users-page';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { BetSuccessPage, SummaryPage } from './pages/betting-page';
import { BettingHistoryPage } from './pages/betting-history-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { screenShot } from './pages/screen-shots';

/*
 * Issue 36, items 2 and 3, at 390x844: an agent's Give credit asks a confirm naming the amount and
 * both users; the agent sets the player's order confirmation threshold; the player's normal-mode
 * Rebet of the Da Ma Cai ticket of a Magnum + Da Ma Cai order bets Da Ma Cai only; an order above
 * the threshold asks once more; a refused order says the balance and the shortfall.
 * A player of its own (made here), so no other spec's balance moves.
 */
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const PLAYER = 'money36';

async function loggedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).username).toHaveText(username);
  return page;
}

test('credit confirm, order threshold, rebet of a Da Ma Cai ticket and insufficient credit', async ({
  browser,
}) => {
  // the agent makes the player, then gives it 50.00: a confirm names the amount and both users
  const agent = await loggedIn(browser, 'agent1', 'agent1234');
  const created = await agent.request.post('/Admin/CreateUser', {
    headers: HEADERS,
    form: { username: PLAYER, password: 'player1234', role: 'player' },
  });
  expect(await created.json()).toMatchObject({ success: true });
  const users = new AdminUsersPage(agent);
  await users.gotoUsers();
  await users.startGiveCredit(PLAYER, '50', 'float');
  await expect(users.creditConfirm).toContainText(`agent1 gives 50.00 points to ${PLAYER}.`);
  await screenShot(agent, 'i36-credit-confirm');
  await users.creditConfirm.getByRole('button', { name: 'Give credit' }).click();
  await expect(users.balanceOf(PLAYER)).toHaveText('50.00');

  // ... and asks the player again for orders above 20.00
  const confirmForm = await users.openOrderConfirm(PLAYER);
  await confirmForm.getByLabel('Ask again for orders above (points)').fill('20');
  await expect(confirmForm.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await screenShot(agent, 'i36-order-confirm-form');
  await confirmForm.getByRole('button', { name: 'Save' }).click();
  await expect(confirmForm).toBeHidden();
  await expect(users.row(PLAYER)).toContainText('Asks again above 20.00');
  await expect(agent.locator('.adm-mask:visible')).toHaveCount(0);
  await screenShot(agent, 'i36-order-confirm-set');

  // the player bets B1 on 1234 on Magnum and Da Ma Cai (two tickets, 2.00), then rebets the
  // Da Ma Cai ticket in normal mode: Da Ma Cai only, on its own date, 1.00
  const player = await loggedIn(browser, PLAYER, 'player1234');
  const dates = (await (await player.request.get('/Tool/GetBetDates', { headers: HEADERS })).json()) as {
    data: { fullDate: string; pools?: string[] }[];
  };
  const date = dates.data.find((d) => ['mg', 'kd'].every((pool) => d.pools?.includes(pool)))!.fullDate;
  const placed = (await (
    await player.request.post('/Order/MakeOrder', {
      headers: HEADERS,
      data: {
        name: '4D',
        dates: [{ value: date }],
        betList: [{ number: '1234', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1, 2] }],
      },
    })
  ).json()) as { success: boolean; data: { ticketXId: string[] } };
  expect(placed.success).toBe(true);
  const history = new BettingHistoryPage(player);
  let daMaCai = '';
  for (const id of placed.data.ticketXId) {
    await player.goto(`/betting-history/details?betId=${id}`);
    await expect(history.orderString).toContainText('1234#B1');
    if ((await history.orderString.textContent())?.includes('#K')) daMaCai = id;
    if (daMaCai) break;
  }
  expect(daMaCai).not.toBe('');
  await history.button(/Rebet/).click();
  await history.option(/Normal mode/).click();
  await expect(player).toHaveURL(/\/betting$/);
  const item = player.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('img', { name: 'Da Ma Cai 1+3D' })).toHaveCount(1);
  await expect(item.getByRole('img', { name: 'Magnum 4D' })).toHaveCount(0);
  await expect(player.locator(`[data-testid="bet-dates"] button[data-value="${date}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(player.getByTestId('basket-total')).toHaveText('1.00');
  await expect(
    player.getByText(`The bets of ticket #${daMaCai} are in your basket, on its draw date`),
  ).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await screenShot(player, 'i36-rebet-da-ma-cai-only');
  await player.locator('.bet-bar__button').click();
  const summary = new SummaryPage(player);
  await expect(summary.total).toHaveText('1.00');
  await summary.confirm.click();
  await expect(new BetSuccessPage(player).status).toBeVisible();

  // an order of 25.00 (above 20.00) asks once more; Cancel sends nothing
  const advanced = new AdvancedBettingPage(player);
  await advanced.goto();
  await advanced.editor.fill('D\n#K\n1234#25');
  await expect(advanced.total).toHaveText('25.00');
  await advanced.submit.click();
  const again = player.getByRole('dialog', { name: 'Place this order?' });
  await expect(again).toContainText('This order totals 25.00 points, above 20.00 set for your account.');
  await screenShot(player, 'i36-order-above-threshold');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // 60.00 with 47.00 left: placed after the confirm, refused saying the balance and the shortfall
  await advanced.editor.fill('D\n#K\n1234#60');
  await expect(advanced.total).toHaveText('60.00');
  await advanced.submit.click();
  await again.getByRole('button', { name: 'Place order' }).click();
  await expect(player.getByRole('alertdialog')).toContainText(
    'Insufficient credit: balance 47.00, order 60.00, short 13.00.',
  );
  await screenShot(player, 'i36-insufficient-credit');
});
