import type { Locator, Page } from '@playwright/test';

/** The winning screen (/winning), language-neutral locators. */
export class WinningPage {
  readonly fromInput: Locator;
  readonly toInput: Locator;
  readonly quickRanges: Locator;
  readonly poolTypes: Locator;
  readonly rows: Locator;
  readonly total: Locator;
  readonly count: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.fromInput = page.locator('.bh-range input[type="date"]').first();
    this.toInput = page.locator('.bh-range input[type="date"]').last();
    this.quickRanges = page.locator('.quick-chips__item');
    this.poolTypes = page.locator('.rp-types [role="radio"]');
    this.rows = page.getByTestId('winning-row');
    this.total = page.getByTestId('winning-total');
    this.count = page.getByTestId('winning-count');
    this.empty = page.getByTestId('winning-empty');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/winning${search}`);
  }

  /** The list has loaded: the total, or "No more records". */
  loaded(): Locator {
    return this.total.or(this.empty);
  }

  /** The winners named on the cards (a card of the caller's own win names nobody). */
  async usernames(): Promise<string[]> {
    return this.rows.getByTestId('winning-username').allTextContents();
  }

  /** The sum of the cards' wins, in cents. */
  async winCents(): Promise<number> {
    const wins = await this.rows.getByTestId('winning-win').allTextContents();
    return wins.reduce((sum, text) => sum + Math.round(Number(text.replace(/[+,]/g, '')) * 100), 0);
  }
}
