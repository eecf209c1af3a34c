import type { Locator, Page } from '@playwright/test';

/** The result screen (/result) and strike history (/strike-history), language-neutral locators. */
export class ResultsPage {
  readonly dateInput: Locator;
  readonly dateText: Locator;
  readonly previousDay: Locator;
  readonly nextDay: Locator;
  readonly pools: Locator;
  readonly card: Locator;
  readonly topPrizes: Locator;
  readonly specialNumbers: Locator;
  readonly consolationNumbers: Locator;
  readonly fiveDNumbers: Locator;
  readonly sixDNumber: Locator;
  readonly resultEmpty: Locator;
  readonly compactCards: Locator;

  readonly fromInput: Locator;
  readonly toInput: Locator;
  readonly quickRanges: Locator;
  readonly strikeRows: Locator;
  readonly strikeTotal: Locator;
  readonly strikeCount: Locator;
  readonly strikeEmpty: Locator;

  constructor(readonly page: Page) {
    this.dateInput = page.locator('.rs-date__input');
    this.dateText = page.getByTestId('result-date');
    this.previousDay = page.locator('.rs-day-nav .rs-arrow').first();
    this.nextDay = page.locator('.rs-day-nav .rs-arrow').last();
    this.pools = page.locator('.rs-pool');
    this.card = page.getByTestId('result-card');
    this.topPrizes = this.card.getByTestId('top-prize');
    this.specialNumbers = this.card.getByTestId('special-number');
    this.consolationNumbers = this.card.getByTestId('consolation-number');
    this.fiveDNumbers = this.card.getByTestId('five-d-number');
    this.sixDNumber = this.card.getByTestId('six-d-number');
    this.resultEmpty = page.getByTestId('results-empty');
    this.compactCards = page.getByTestId('result-compact');

    this.fromInput = page.locator('.bh-range input[type="date"]').first();
    this.toInput = page.locator('.bh-range input[type="date"]').last();
    this.quickRanges = page.locator('.quick-chips__item');
    this.strikeRows = page.getByTestId('strike-row');
    this.strikeTotal = page.getByTestId('strike-total');
    this.strikeCount = page.getByTestId('strike-count');
    this.strikeEmpty = page.getByTestId('strikes-empty');
  }

  async gotoResult(search = ''): Promise<void> {
    await this.page.goto(`/result${search}`);
  }

  async gotoStrikeHistory(search = ''): Promise<void> {
    await this.page.goto(`/strike-history${search}`);
  }

  /**
   * The result screen has loaded: a results card (full or compact), a pool of today whose result
   * is still to come ("after 19:00"), or "No Result Found".
   */
  resultLoaded(): Locator {
    return this.card
      .or(this.compactCards.first())
      .or(this.page.getByTestId('result-pending').first())
      .or(this.resultEmpty);
  }

  /** The one pool / all pools toggle, by its label. */
  viewButton(name: 'One pool' | 'All pools'): Locator {
    return this.page.locator('.rs-view').getByRole('button', { name, exact: true });
  }

  /** Strike history has loaded: the list or "No more records". */
  strikesLoaded(): Locator {
    return this.strikeRows.first().or(this.strikeEmpty);
  }

  pool(code: string): Locator {
    return this.page.locator(`.rs-pool[data-pool="${code}"]`);
  }

  /** A quick range by its position in spec §9's order (0 Today .. 7 Next Day). */
  quickRange(index: number): Locator {
    return this.quickRanges.nth(index);
  }

  /** The `date` of the URL, or null on the latest results. */
  urlDate(): string | null {
    return new URL(this.page.url()).searchParams.get('date');
  }
}
