import type { Locator, Page } from '@playwright/test';

/** Jackpot history (/jackpot-history). */
export class JackpotHistoryPage {
  readonly cards: Locator;
  readonly empty: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('jackpot-card');
    this.empty = page.getByTestId('jackpots-empty');
    this.unavailable = page.getByTestId('jackpots-unavailable');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/jackpot-history${search}`);
  }
}
