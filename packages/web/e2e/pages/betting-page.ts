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

  constructor(readonly page: Page) {
    this.dates = page.getByTestId('bet-dates');
    this.keypad = page.locator('.bet-keypad');
    this.number = page.getByTestId('bet-number');
    this.formError = page.locator('.bet-entry').getByRole('alert');
    this.cartItems = page.getByTestId('cart-item');
    this.betButton = page.locator('.bet-bar__button');
    this.basketTotal = page.getByTestId('basket-total');
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

  async chooseDate(value: string): Promise<void> {
    await this.dateButton(value).click();
  }

  async chooseBetMode(group: string): Promise<void> {
    await this.page.locator('.bet-segmented').getByRole('button', { name: group, exact: true }).click();
  }

  async choosePattern(pattern: string): Promise<void> {
    await this.page.locator('.bet-patterns').getByRole('button', { name: pattern, exact: true }).click();
  }

  async choosePool(name: string): Promise<void> {
    // named "<letter> <name>", as it reads ("M Magnum 4D")
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page
      .locator('.bet-pools')
      .getByRole('button', { name: new RegExp(`^\\S+ ${escaped}$`) })
      .click();
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
