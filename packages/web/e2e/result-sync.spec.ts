import { expect, test, E2E_BASE_PORT } from './fixtures';
import { BetSuccessPage, BettingPage, SummaryPage } from './pages/betting-page';
import { WalletStatementPage } from './pages/account-pages';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { OperatorApi } from './pages/operator-api';
import { ResultsPage } from './pages/results-page';
import { screenShot } from './pages/screen-shots';
import {
  fixtureDraw,
  phoneContext,
  ResultSourcesPage,
  startFakePublisher,
  startSyncServer,
} from './pages/sync-world';
import { untilAppDrawn } from './pages/app-drawn';
import type { Page } from './fixtures';

// Ports of this spec's own server and publisher: past the workers' (E2E_PORT + index).
const PUBLISHER_PORT = E2E_BASE_PORT + 7;
const SERVER_PORT = E2E_BASE_PORT + 8;
const POOL = { code: 'kd', name: 'Da Ma Cai 1+3D' };

/** Now in Kuala Lumpur: the draw date (YYYY-MM-DD) and the minutes since midnight. */
function drawClock(now = new Date()): { iso: string; compact: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuala_Lumpur',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  return {
    iso,
    compact: iso.replaceAll('-', ''),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function loggedIn(page: Page, username: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(username, password);
  await expect(new HomePage(page).username).toHaveText(username);
}

test('results that sync themselves: the house adds two sources, the draw is unofficial then official, the winner is paid; a conflicting source raises the alert', async ({
  browser,
  playwright,
}) => {
  const publisher = await startFakePublisher(PUBLISHER_PORT);
  // Its server's clock starts at noon in Kuala Lumpur today: the draw is today's, whatever the hour.
  const server = await startSyncServer(SERVER_PORT);
  const clock = drawClock(new Date(server.now()));
  try {
    const draw = fixtureDraw();
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const house = new OperatorApi(request);
    await house.login();
    // Today's Da Ma Cai draw takes bets until 23:59 for now (the demo's draws are off here).
    await house.addSpecialDraw(POOL.code, clock.compact);
    await house.setCutoff(POOL.code, '23:59');

    // 1. player1 bets Big 1.00 on the fixture's 1st prize, today's Da Ma Cai.
    const playerContext = await phoneContext(browser, server.baseURL);
    const player = await playerContext.newPage();
    await loggedIn(player, 'player1', 'player1234');
    const betting = new BettingPage(player);
    await betting.goto();
    await betting.chooseDate(clock.compact);
    await betting.chooseBetMode('4D');
    await betting.choosePool(POOL.name);
    await betting.enterNumber(draw.p1);
    await betting.enterAmount('B', '1');
    await betting.addTicket();
    await betting.bet();
    await new SummaryPage(player).confirm.click();
    await expect(new BetSuccessPage(player).status).toHaveText('Bet successfully');

    // The draw is made: its cut-off a minute ago, so the sources are polled from now.
    await house.setCutoff(POOL.code, hhmm(drawClock(new Date(server.now())).minutes - 1));

    // 2. The house adds the publisher: its result arrives, provisional.
    const houseContext = await phoneContext(browser, server.baseURL);
    const admin = await houseContext.newPage();
    await loggedIn(admin, 'admin', 'admin1234');
    const sources = new ResultSourcesPage(admin);
    await sources.goto();
    await sources.add({
      name: 'Da Ma Cai',
      url: `${publisher.base}/dmc/{yyyymmdd}.json`,
      format: 'damacai',
      kind: 'Publisher',
      pool: POOL.name,
    });
    await expect(async () => {
      await admin.reload();
      await untilAppDrawn(admin);
      await expect(sources.row('Da Ma Cai')).toContainText(/last success: \d\d\/\d\d\/\d{4}/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    const results = new ResultsPage(player);
    await results.gotoResult(`?date=${clock.iso}&pool=${POOL.code}`);
    await expect(results.topPrizes.first()).toContainText(draw.p1);
    await expect(player.getByTestId('result-unofficial')).toHaveText('Unofficial');
    await screenShot(player, 'sync-01-results-unofficial');

    // 3. An aggregator gives the same numbers: official, settled.
    await sources.add({
      name: 'Results Hub',
      url: `${publisher.base}/agg/{date}.json`,
      format: 'json',
      kind: 'Aggregator',
      pool: POOL.name,
    });
    await expect(async () => {
      await player.reload();
      await untilAppDrawn(player);
      await expect(results.topPrizes.first()).toContainText(draw.p1, { timeout: 1_000 });
      await expect(player.getByTestId('result-unofficial')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await screenShot(player, 'sync-02-results-official');
    await sources.goto();
    await expect(sources.row('Results Hub')).toContainText(/last success: \d\d\/\d\d\/\d{4}/);
    await sources.row('Results Hub').scrollIntoViewIfNeeded();
    await screenShot(admin, 'sync-03-sources');

    // 4. The winner's statement shows the win.
    const statement = new WalletStatementPage(player);
    await statement.goto();
    // Big 1.00 on the 1st prize pays 2,730.00 on player1's package 2730
    await expect(statement.rows.filter({ hasText: `Win ${POOL.name}` })).toContainText('+2,730.00');
    await screenShot(player, 'sync-04-statement-win');

    // 5. A source that gives another 2nd prize raises the alert on Results; nothing changes.
    await sources.add({
      name: 'Copycat',
      url: `${publisher.base}/wrong/{date}.json`,
      format: 'json',
      kind: 'Aggregator',
      pool: POOL.name,
    });
    await expect(async () => {
      await admin.goto('/admin/results');
      await expect(admin.getByTestId('sync-alert').first()).toContainText('Copycat', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await admin.getByTestId('sync-alert').first().scrollIntoViewIfNeeded();
    await screenShot(admin, 'sync-05-alert');
    // the Draws screen names it too
    await admin.goto('/admin/draws');
    await expect(admin.getByTestId('sync-alert').first()).toContainText('Copycat');

    // 6. The house deletes the copycat (audited): its numbers and the alert go with it.
    await sources.goto();
    await sources.row('Copycat').getByTestId('source-delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(sources.row('Copycat')).toHaveCount(0);
    await admin.goto('/admin/results');
    await expect(admin.getByTestId('sync-source')).toHaveCount(2);
    await expect(admin.getByTestId('sync-alert')).toHaveCount(0);
    await request.dispose();
    await playerContext.close();
    await houseContext.close();
  } finally {
    await server.stop();
    await publisher.close();
  }
});
