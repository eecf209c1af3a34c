import type { Page } from 'playwright-core';

/** Magnum, Da Ma Cai and Toto draw on Wednesday, Saturday and Sunday (game-rules §1). */
const FOUR_D_WEEKDAYS = [0, 3, 6];

export interface DrawDate {
  /** YYYYMMDD, as the date buttons carry it */
  value: string;
  weekday: number;
}

/** Drives the app's screens the way a player does (the e2e page models' selectors). */
export class AppDriver {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(pathAndQuery: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${pathAndQuery}`);
  }

  async login(username: string, password: string): Promise<void> {
    await this.goto('/login');
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
    await this.page
      .getByTestId('balance')
      .filter({ hasText: /^\d[\d,]*\.\d{2}$/ })
      .waitFor();
  }

  /** Home from its top: balance, shortcuts and the Place Order cards fit one phone screen. */
  async showPlaceOrder(): Promise<void> {
    await this.goto('/');
    await this.page
      .getByTestId('balance')
      .filter({ hasText: /^\d[\d,]*\.\d{2}$/ })
      .waitFor();
    await this.page.locator('.order-cards').waitFor();
  }

  async openNormalBetting(): Promise<void> {
    await this.goto('/');
    await this.page.getByRole('button', { name: 'Bet Now: Normal mode' }).click();
    await this.page.locator('[data-testid="bet-dates"] button[data-value]').first().waitFor();
  }

  async offeredDates(): Promise<DrawDate[]> {
    const buttons = await this.page.locator('[data-testid="bet-dates"] button[data-value]').all();
    const dates: DrawDate[] = [];
    for (const button of buttons) {
      dates.push({
        value: (await button.getAttribute('data-value')) ?? '',
        weekday: Number(await button.getAttribute('data-weekday')),
      });
    }
    return dates;
  }

  /** The first offered date on which every 4D pool draws (Wed/Sat/Sun). */
  async firstFourDDate(): Promise<string> {
    const date = (await this.offeredDates()).find((option) => FOUR_D_WEEKDAYS.includes(option.weekday));
    if (!date) throw new Error('no Wednesday, Saturday or Sunday draw is open for betting');
    return date.value;
  }

  async firstDate(): Promise<string> {
    const [date] = await this.offeredDates();
    if (!date) throw new Error('no draw date is open for betting');
    return date.value;
  }

  async chooseDate(value: string): Promise<void> {
    await this.page.locator(`[data-testid="bet-dates"] button[data-value="${value}"]`).click();
  }

  async chooseBetMode(group: string): Promise<void> {
    await this.page.locator('.bet-segmented').getByRole('button', { name: group, exact: true }).click();
  }

  /** A pool button by the pool's name; its accessible name is '<letter> <name>' (e.g. 'H Lotto 88 4D'). */
  async choosePool(name: string): Promise<void> {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.page
      .locator('.bet-pools')
      .getByRole('button', { name: new RegExp(`^\\w ${escaped}$`) })
      .click();
  }

  private async typeKeys(text: string): Promise<void> {
    for (const char of text) {
      const name = char === '.' ? 'Decimal point' : char;
      await this.page.locator('.bet-keypad').getByRole('button', { name, exact: true }).click();
    }
  }

  async enterNumber(number: string): Promise<void> {
    await this.page.getByTestId('bet-number').click();
    await this.typeKeys(number);
  }

  async enterAmount(betType: string, amount: string): Promise<void> {
    await this.page.getByTestId(`bet-amount-${betType}`).click();
    await this.typeKeys(amount);
  }

  /** Add ticket, then Bet: the summary. */
  async addTicketAndOpenSummary(): Promise<void> {
    const items = this.page.getByTestId('cart-item');
    const before = await items.count();
    await this.page.locator('.bet-keypad__key--action').click();
    await items.nth(before).waitFor();
    await this.page.locator('.bet-bar__button').click();
    await this.page.waitForURL(/\/betting\/summary$/);
    await this.page.getByTestId('summary-total').waitFor();
  }

  /** Confirm bet on the summary; fails unless the receipt says the bet went through. */
  async confirmBet(): Promise<void> {
    await this.page.locator('.summary-actions .btn--primary').click();
    await this.page.waitForURL(/\/bet-success$/);
    const status = this.page.getByTestId('bet-status');
    await status.waitFor();
    const text = (await status.textContent()) ?? '';
    if (!/Bet successfully/.test(text)) throw new Error(`the bet was not placed: "${text}"`);
  }

  async openAdvancedBetting(): Promise<void> {
    await this.goto('/');
    await this.page.getByRole('button', { name: 'Bet Now: Advance mode' }).click();
    const editor = this.page.locator('textarea.adv-editor__textarea');
    await editor.waitFor();
    // the server's start text (the next draw, pool 1) has arrived
    await this.page.waitForFunction(
      () =>
        (document.querySelector<HTMLTextAreaElement>('textarea.adv-editor__textarea')?.value ?? '') !== '',
    );
  }

  /** Presses keys of the advanced bet keyboard by their accessible names. */
  /** Keys by their accessible name: text is exact ('5', 'New line'), a pattern for pool and bet-type keys. */
  async pressAdvanced(...names: (string | RegExp)[]): Promise<void> {
    const keyboard = this.page.locator('.adv-keyboard');
    for (const name of names) await keyboard.getByRole('button', { name, exact: true }).first().click();
  }

  async advancedTotal(): Promise<string> {
    return (await this.page.getByTestId('order-total').textContent()) ?? '';
  }
}
