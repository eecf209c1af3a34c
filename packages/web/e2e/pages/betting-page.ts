import type { Locator, Page } from '@playwright/test';

/** Magnum, Da Ma Cai and the other 4D pools draw on Wednesday, Saturday and Sunday. */
export const FOUR_D_DRAW_WEEKDAYS = [0, 3, 6];

/** Normal betting (/betting): the page is driven through its on-screen keypad, like on a phone. */
export class BettingPage {
  readonly dates: Locator;
  readonly keypad: Locator;
  readonly number: Locator;
  readonly formError: Locator;
  readonly cartItems: Locator;
  readonly betButton: Locator;
  readonly basketTotal: Locator;
  readonly editing: Locator;
  /** the dates a spec chose; the next draw the screen preselected is dropped at the first choice */
  private picked = false;

  constructor(readonly page: Page) {
    this.dates = page.getByTestId('bet-dates');
    this.keypad = page.locator('.bet-keypad');
    this.number = page.getByTestId('bet-number');
    this.formError = page.locator('.bet-entry').getByRole('alert');
    this.cartItems = page.getByTestId('cart-item');
    this.betButton = page.locator('.bet-bar__button');
    this.basketTotal = page.getByTestId('basket-total');
    this.editing = page.getByTestId('bet-editing');
  }

  async goto(): Promise<void> {
    await this.page.goto('/betting');
    await this.dates.waitFor();
  }

  /** The offered draw dates (YYYYMMDD) with their weekday (0 = Sunday). */
  async offeredDates(): Promise<{ value: string; weekday: number }[]> {
    const buttons = await this.dates.getByRole('button').all();
    const dates = [];
    for (const button of buttons) {
      dates.push({
        value: (await button.getAttribute('data-value')) ?? '',
        weekday: Number(await button.getAttribute('data-weekday')),
      });
    }
    return dates;
  }

  /** The first `count` offered dates on which the 4D pools draw (Wed/Sat/Sun). */
  async fourDDrawDates(count: number): Promise<string[]> {
    const dates = await this.offeredDates();
    return dates
      .filter((date) => FOUR_D_DRAW_WEEKDAYS.includes(date.weekday))
      .slice(0, count)
      .map((date) => date.value);
  }

  dateButton(value: string): Locator {
    return this.dates.locator(`button[data-value="${value}"]`);
  }

  /** The dates selected now (YYYYMMDD). */
  async selectedDates(): Promise<string[]> {
    const selected = this.dates.locator('button[aria-pressed="true"]');
    return (await selected.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-value')))).filter(
      (value): value is string => value !== null,
    );
  }

  /**
   * Selects the date. The screen preselects the next open draw (issue 17.7): the first date a spec
   * chooses replaces it, so a spec bets on exactly the dates it names.
   */
  async chooseDate(value: string): Promise<void> {
    if (!this.picked) {
      this.picked = true;
      for (const other of await this.selectedDates()) if (other !== value) await this.unchooseDate(other);
    }
    if ((await this.dateButton(value).getAttribute('aria-pressed')) !== 'true') {
      await this.dateButton(value).click();
    }
  }

  async unchooseDate(value: string): Promise<void> {
    if ((await this.dateButton(value).getAttribute('aria-pressed')) === 'true') {
      await this.dateButton(value).click();
    }
  }

  /** The offered dates on which the pool has an open draw, in date order. */
  async datesWithPool(code: string): Promise<string[]> {
    const without = new Set(await this.datesWithoutPool(code));
    return (await this.offeredDates()).map((date) => date.value).filter((value) => !without.has(value));
  }

  /** The offered dates on which the pool has no open draw (the chips name the pools, issue 16.10). */
  async datesWithoutPool(code: string): Promise<string[]> {
    const dates = [];
    for (const { value } of await this.offeredDates()) {
      if (!(await this.poolsOn(value)).includes(code)) dates.push(value);
    }
    return dates;
  }

  /** The codes of the pools that draw on an offered date, as its chip names them. */
  async poolsOn(date: string): Promise<string[]> {
    return ((await this.dateButton(date).getAttribute('data-pools')) ?? '').split(' ').filter(Boolean);
  }

  poolButton(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.locator('.bet-pools').getByRole('button', { name: new RegExp(`^\\S+ ${escaped}$`) });
  }

  betModeButton(group: string): Locator {
    return this.page.locator('.bet-segmented').getByRole('button', { name: group, exact: true });
  }

  patternButton(pattern: string): Locator {
    return this.page.locator('.bet-patterns').getByRole('button', { name: pattern, exact: true });
  }

  /** Edit on a basket line: the line goes back into the form. */
  async editLine(number: string): Promise<void> {
    await this.page.getByRole('button', { name: `Edit ticket ${number}` }).click();
  }

  /** Chooses the bet mode (left as it is when it is already the one: the last one is remembered). */
  async chooseBetMode(group: string): Promise<void> {
    if ((await this.betModeButton(group).getAttribute('aria-pressed')) !== 'true') {
      await this.betModeButton(group).click();
    }
  }

  async choosePattern(pattern: string): Promise<void> {
    await this.patternButton(pattern).click();
  }

  /** Selects the pool (named "<letter> <name>", as it reads: "M Magnum 4D"); a chosen one stays. */
  async choosePool(name: string): Promise<void> {
    if ((await this.poolButton(name).getAttribute('aria-pressed')) !== 'true') {
      await this.poolButton(name).click();
    }
  }

  /** Types on the on-screen keypad into the focused field. */
  async typeKeys(text: string): Promise<void> {
    for (const char of text) {
      const name = char === '.' ? 'Decimal point' : char;
      await this.keypad.getByRole('button', { name, exact: true }).click();
    }
  }

  amountField(betType: string): Locator {
    return this.page.getByTestId(`bet-amount-${betType}`);
  }

  async enterNumber(number: string): Promise<void> {
    await this.number.click();
    await this.typeKeys(number);
  }

  async enterAmount(betType: string, amount: string): Promise<void> {
    await this.amountField(betType).click();
    await this.typeKeys(amount);
  }

  async addTicket(): Promise<void> {
    await this.keypad.locator('.bet-keypad__key--action').click();
  }

  async bet(): Promise<void> {
    await this.betButton.click();
  }
}

/** Betting summary (/betting/summary). */
export class SummaryPage {
  readonly items: Locator;
  readonly total: Locator;
  readonly empty: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('cart-item');
    this.total = page.getByTestId('summary-total');
    this.empty = page.getByTestId('summary-empty');
    this.confirm = page.locator('.summary-actions .btn--primary');
  }
}

/** Bet success (/bet-success). */
export class BetSuccessPage {
  readonly status: Locator;
  readonly receipts: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId('bet-status');
    this.receipts = page.getByTestId('receipt-text');
  }
}
