import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ExposurePage } from './pages/exposure-page';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { expectNoSideways, screenShot } from './pages/screen-shots';

/*
 * Issue 40's heavy-number report (粗字) as agent M of a 3-level tree: house > M (80% of B) > A (50%
 * of B, cap 5.00) > P, Q. P bets B 20.00 and Q B 3.00 on 4455: A keeps 5.00 (its cap), M keeps
 * 11.00 + 2.40 = 13.40, the house 4.00 + 0.60. M's row: gross 23.00, from downline 18.00, kept
 * 13.40, passed up 4.60; the drill-down's A row (23.00, sent 18.00) sums to it. M then sets its own
 * cap on B to 12.00 from the row: P's next B 10.00 passes whole to the house (M's cap is used up),
 * where M would have kept 8.00. Viewed as A (the bar's picker, or A's name in the drill-down), the
 * row is A's: gross 33.00, kept 5.00, passed up 28.00, without M's cap and stop.
 */
const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
const ZONE = 'Asia/Kuala_Lumpur';
const POOL = { code: 'sg', id: 4 };
const NUMBER = '4455';
const suffix = String(Date.now()).slice(-6);
const [M, A, P, Q] = [`xm${suffix}`, `xa${suffix}`, `xp${suffix}`, `xq${suffix}`];

async function logInAs(page: Page, username: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).username).toHaveText(username);
}

async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const answer = await request.post(url, { headers: HEADERS, data });
  const body: unknown = await answer.json();
  expect(body, `${url}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
}

async function bet(request: APIRequestContext, username: string, date: string, big: string) {
  await post(request, '/Account/Login', { username, password: 'player-pass-1' });
  await post(request, '/Order/MakeOrder', {
    name: '4D',
    dates: [{ value: date }],
    betList: [
      { number: NUMBER, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: big }], poolList: [POOL.id] },
    ],
    remark: 'exposure e2e',
    phone: '',
  });
}

test('粗字: M reads its four views of 4455, the drill-down sums to the row, and its own cap changes the next order', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Tomorrow, with a special Singapore draw (already one is fine): no other spec's users bet in M's tree.
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + 86_400_000));
  const wire = iso.replaceAll('-', '');
  const request = await playwright.request.newContext({ baseURL });
  const house = new OperatorApi(request);
  await house.login();
  await house.addSpecialDraw(POOL.code, wire);
  await post(request, '/Admin/CreateUser', {
    username: M,
    password: 'agent-pass-1',
    role: 'agent',
    credit: '200',
  });
  await post(request, '/Admin/SetPositionTakes', { username: M, takes: { B: 80 } });
  const agent = await playwright.request.newContext({ baseURL });
  await post(agent, '/Account/Login', { username: M, password: 'agent-pass-1' });
  await post(agent, '/Admin/CreateUser', {
    username: A,
    password: 'agent-pass-1',
    role: 'agent',
    credit: '120',
  });
  await post(agent, '/Admin/SetPositionTakes', { username: A, takes: { B: 50 }, caps: { B: '5.00' } });
  const sub = await playwright.request.newContext({ baseURL });
  await post(sub, '/Account/Login', { username: A, password: 'agent-pass-1' });
  for (const [player, credit] of [
    [P, '40'],
    [Q, '10'],
  ])
    await post(sub, '/Admin/CreateUser', {
      username: player,
      password: 'player-pass-1',
      role: 'player',
      credit,
    });
  const bettor = await playwright.request.newContext({ baseURL });
  await bet(bettor, P, wire, '20');
  await bet(bettor, Q, wire, '3');

  // M's four views of 4455.
  await logInAs(page, M, 'agent-pass-1');
  const report = new ExposurePage(page);
  await report.open(wire, POOL.code);
  const row = report.row(NUMBER);
  const stake = row.getByTestId('exposure-row-stake');
  await expect(stake).toHaveText('23.00');
  await expect(report.total('kept')).toHaveText('13.40');
  await expect(report.total('passed')).toHaveText('4.60');
  await expect(report.total('gross')).toHaveText('23.00');
  await expect(page.getByTestId('exposure-state')).toHaveText('Open');
  for (const [view, figure] of [
    ['intake', '18.00'],
    ['kept', '13.40'],
    ['passed', '4.60'],
  ] as const) {
    await report.view(view);
    await expect(stake).toHaveText(figure);
  }
  await expectNoSideways(page);
  await screenShot(page, 'exposure-kept');

  // The drill-down: A, M's only direct downline, sent 18.00 of its 23.00.
  await row.click();
  await expect(report.detailRows).toHaveCount(1);
  await expect(report.detailRows.first()).toHaveText(`${A}23.0018.00`);
  await screenShot(page, 'exposure-sheet');

  // M's own cap on B: 12.00, below the 13.40 it keeps: the row says "cap full" and P's next
  // B 10.00 passes whole to the house.
  await report.setMyCap('12.00');
  await expect(page.getByText('Cap saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(report.sheet).toBeHidden();
  await bet(bettor, P, wire, '10');
  await page.reload();
  await report.open(wire, POOL.code);
  await report.view('kept');
  await expect(stake).toHaveText('13.40');
  await expect(row).toContainText('Cap full');
  await report.view('gross');
  await expect(stake).toHaveText('33.00');
  await report.view('passed');
  await expect(stake).toHaveText('14.60');
  await screenShot(page, 'exposure-cap-full');

  // As A sees it (picked in the bar): gross 33.00, kept 5.00 (its cap), passed up 28.00; the
  // sheet offers no cap nor stop of M's there, and one tap goes back to M's own book.
  await report.viewAs(A);
  await expect(report.viewAsBar).toHaveAttribute('data-member', A);
  await expect(stake).toHaveText('28.00');
  await expect(report.total('kept')).toHaveText('5.00');
  await row.click();
  await expect(report.sheet.getByTestId('exposure-as-note')).toContainText(`This is ${A}'s book.`);
  await expect(report.sheet.getByTestId('exposure-stop')).toHaveCount(0);
  await expect(report.sheet.getByTestId('exposure-back-mine')).toBeInViewport({ ratio: 1 });
  await expectNoSideways(page);
  await screenShot(page, 'exposure-as-member');
  await report.sheet.getByTestId('exposure-back-mine').click();
  await expect(report.viewAsBar).toHaveAttribute('data-member', '');
  await expect(stake).toHaveText('14.60');

  // The same in 中文.
  await new HomePage(page).chooseLanguage('简体中文');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('exposure-tab-kept')).toContainText('吃票');
  await expect(row).toContainText('吃满');
  await expect(page.getByTestId('exposure-state')).toHaveText('开放中');
  await expectNoSideways(page);
  await screenShot(page, 'exposure-zh');
  // The drill-down's name opens A's book: the bar says whose it is.
  await row.click();
  await report.sheet.getByTestId('exposure-detail-member').click();
  await expect(report.viewAsBar).toHaveAttribute('data-member', A);
  await expect(report.sheet).toBeHidden();
  await expect(report.viewAsBar).toContainText('账本');
  await expectNoSideways(page);
  await screenShot(page, 'exposure-zh-as-member');
  await report.openViewAs();
  await expect(page.getByTestId('exposure-member-option')).toHaveCount(3);
  await expect(page.getByRole('button', { name: '取消' })).toBeInViewport({ ratio: 1 });
  await screenShot(page, 'exposure-zh-picker');
  for (const context of [request, agent, sub, bettor]) await context.dispose();
});
