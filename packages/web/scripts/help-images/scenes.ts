import { fromCompactDate, toCompactDate } from '@lotto/contract/wire-dates';
import { addDays, localDateTime } from '@lotto/domain/calendar-dates';
import type { Page } from 'playwright-core';
import { AppDriver } from './app-driver';
import { Operator } from './operator';
import { scrollBottomAbove, type Shooter } from './shots';

export interface SceneContext {
  page: Page;
  baseUrl: string;
  shooter: Shooter;
  /** runs one named step; a failure names the step */
  step: <T>(name: string, action: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
}

/** The 6D number the Bonus Jackpot pictures bet on and then draw. */
const BONUS_NUMBER = '246810';

/** The draws' calendar day (TZ_DRAWS default), YYYYMMDD. */
const todayInMalaysia = () => toCompactDate(localDateTime(Date.now(), 'Asia/Kuala_Lumpur').date);

/** Betting tutorial: home, normal betting, its summary, advanced betting, a real receipt. */
export async function bettingTutorial({ page, baseUrl, shooter, step }: SceneContext): Promise<void> {
  const app = new AppDriver(page, baseUrl);
  await step('betting-1: home with the Place Order cards', async () => {
    await app.showPlaceOrder();
    await shooter.shoot(page, 'betting-1.png');
  });

  await step('betting-2: normal betting, number and amounts filled', async () => {
    await app.openNormalBetting();
    await app.chooseDate(await app.firstFourDDate());
    await app.chooseBetMode('4D');
    // pools of the picker's second row, which stays in the picture with the keypad below
    await app.choosePool('Lotto 88 4D');
    await app.choosePool('CashSweep 4D');
    await app.enterNumber('1234');
    await app.enterAmount('B', '1');
    await app.enterAmount('S', '0.5');
    // the keypad with its Add ticket key just above the Bet bar, the chosen pools above it
    await scrollBottomAbove(page, '.bet-keypad', '.bet-bar');
    await shooter.shoot(page, 'betting-2.png');
  });

  await step('betting-3: the betting summary', async () => {
    await app.addTicketAndOpenSummary();
    await shooter.shoot(page, 'betting-3.png');
  });

  await step('betting-5: the receipt of a real bet', async () => {
    await app.confirmBet();
    await shooter.shoot(page, 'betting-5.png');
  });

  await step('betting-4: advanced betting with an order typed', async () => {
    await app.openAdvancedBetting();
    await app.pressAdvanced(/\(Magnum 4D\)$/, /\(SportsToto 4D\)$/, 'New line');
    await app.pressAdvanced('5', '6', '7', '8', /^B Big/, '1', /^S Small/, '1', 'New line');
    await app.pressAdvanced('1', '2', '3', '4', /^B Big/, '2');
    if ((await app.advancedTotal()) === '0.00') throw new Error('the typed order has no total');
    await shooter.shoot(page, 'betting-4.png');
  });
}

/** Dragon Jackpot: the jackpot history of the last 7 days (the demo draws, rolled over). */
export async function dragonJackpot({ page, baseUrl, shooter, step }: SceneContext): Promise<void> {
  const app = new AppDriver(page, baseUrl);
  await step('dragon-1: jackpot history', async () => {
    await app.goto('/jackpot-history');
    await page.getByTestId('jackpot-card').first().waitFor();
    await shooter.shoot(page, 'dragon-1.png');
  });
}

/**
 * Bonus Jackpot (9 Lotto 6D, game-rules §8): a 6D bet on 9 Lotto, its summary and receipt, the
 * results, then, after the operator enters a result drawing that number, the strike and the
 * jackpot won.
 */
export async function bonusJackpot({ page, baseUrl, shooter, step, log }: SceneContext): Promise<void> {
  const app = new AppDriver(page, baseUrl);
  const date = await step('bonus-1: a 6D bet on 9 Lotto', async () => {
    await app.openNormalBetting();
    const first = await app.firstDate();
    if (first !== todayInMalaysia()) {
      log(
        `note: today's 9 Lotto draw has closed, so the Bonus pictures show the draw of ${first} drawn early`,
      );
      log('      (run before 19:00 Malaysia time for a same-day draw)');
    }
    await app.chooseDate(first);
    await app.chooseBetMode('6D');
    await app.choosePool('9 Lotto');
    await app.enterNumber(BONUS_NUMBER);
    await app.enterAmount('6D', '1');
    await scrollBottomAbove(page, '.bet-keypad', '.bet-bar');
    await shooter.shoot(page, 'bonus-1.png');
    return first;
  });

  await step('bonus-2: its summary', async () => {
    await app.addTicketAndOpenSummary();
    await shooter.shoot(page, 'bonus-2.png');
  });

  await step('bonus-3: its receipt', async () => {
    await app.confirmBet();
    await shooter.shoot(page, 'bonus-3.png');
  });

  await step(`the operator draws ${BONUS_NUMBER} as the 9 Lotto 6D of ${date}`, async () => {
    const operator = await Operator.login(baseUrl);
    try {
      await operator.closeDraw('nl', date);
      await operator.enterResult({
        pool: 'nl',
        date,
        first: '3917',
        second: '6204',
        third: '8851',
        starters: ['0112', '1357', '2468', '3579', '4680', '5791', '6802', '7913', '8024', '9135'],
        consolations: ['0246', '1470', '2581', '3692', '4703', '5814', '6925', '7036', '8147', '9258'],
        sixD: BONUS_NUMBER,
      });
    } finally {
      await operator.dispose();
    }
  });

  const iso = fromCompactDate(date) ?? date;
  await step('bonus-4: the 9 Lotto result with its 6D number', async () => {
    await app.goto('/result?pool=nl');
    await page.getByTestId('six-d-number').first().waitFor();
    // the whole card down to its 6D prizes, clear of the floating menu button
    await scrollBottomAbove(page, '[data-testid="result-card"]', '.floating-menu__toggle');
    await shooter.shoot(page, 'bonus-4.png');
  });

  await step('bonus-5: strike history with the 6D win', async () => {
    await app.goto(`/strike-history?from=${iso}&to=${iso}`);
    await page.getByTestId('strike-row').first().waitFor();
    await shooter.shoot(page, 'bonus-5.png');
  });

  await step('bonus-6: jackpot history with the Bonus Jackpot won', async () => {
    await app.goto(`/jackpot-history?from=${addDays(iso, -6)}&to=${iso}`);
    await page.getByTestId('jackpot-card').filter({ hasText: BONUS_NUMBER }).waitFor();
    await shooter.shoot(page, 'bonus-6.png');
  });
}
