import type { Locator, Page } from '@playwright/test';
import { HomePage } from './home-page';

/** Number meaning (/number-meaning): the search box, the cards and the empty state. */
export class NumberMeaningPage {
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly cards: Locator;
  readonly numbers: Locator;
  readonly empty: Locator;
  readonly more: Locator;

  constructor(readonly page: Page) {
    this.searchBox = page.getByRole('search').getByRole('searchbox');
    this.searchButton = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });
    this.cards = page.getByTestId('meaning-card');
    this.numbers = page.getByTestId('meaning-number');
    this.empty = page.getByTestId('meanings-empty');
    this.more = page.getByTestId('meanings-more');
  }

  card(number: string): Locator {
    return this.page.locator(`[data-testid="meaning-card"][data-number="${number}"]`);
  }

  /** From home: swipe the shortcut carousel to its second page and tap Number Meaning. */
  async openFromHome(): Promise<void> {
    await new HomePage(this.page).openShortcutOnNextPage('Number Meaning');
  }

  /** Types the keyword and presses Enter (the phone keyboard's Search key). */
  async search(keyword: string): Promise<void> {
    await this.searchBox.fill(keyword);
    await this.searchBox.press('Enter');
  }
}
