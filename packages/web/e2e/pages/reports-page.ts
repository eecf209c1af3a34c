import type { Locator, Page } from '@playwright/test';

/** What daily sales, profit loss and profit loss 2 share: the pool filter, the totals, the empty text. */
class ReportPage {
  readonly quickRanges: Locator;
  readonly empty: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.quickRanges = page.locator('.quick-chips');
    this.empty = page.getByTestId('report-empty');
    this.summary = page.locator('.rp-summary');
  }

  /** The pool filter: All, Normal, GD, 9 Lotto (English labels). */
  async choosePool(name: string): Promise<void> {
    await this.page.locator('.rp-types').getByRole('radio', { name, exact: true }).click();
  }

  pool(name: string): Locator {
    return this.page.locator('.rp-types').getByRole('radio', { name, exact: true });
  }

  quickRange(name: string): Locator {
    return this.quickRanges.getByRole('button', { name, exact: true });
  }

  badge(key: string): Locator {
    return this.page.getByTestId(`badge-${key}`);
  }

  async screenshot(name: string, path: (name: string) => string): Promise<void> {
    await this.page.screenshot({ path: path(`${name}.png`), fullPage: false });
  }
}

/** Daily sales (/daily-sales). */
export class DailySalesPage extends ReportPage {
  readonly dateInput: Locator;
  readonly dateText: Locator;
  readonly blocks: Locator;

  constructor(page: Page) {
    super(page);
    this.dateInput = page.locator('.rp-filter input[type="date"]');
    this.dateText = page.getByTestId('report-date-text');
    this.blocks = page.getByTestId('sales-block');
  }

  /** 'YYYY-MM-DD' */
  async chooseDate(iso: string): Promise<void> {
    await this.dateInput.fill(iso);
  }

  block(name: string): Locator {
    return this.blocks.filter({ has: this.page.getByTestId('sales-name').getByText(name, { exact: true }) });
  }
}

/** Profit loss (/profit-loss) and profit loss 2 (/profit-loss-2). */
export class ProfitLossPage extends ReportPage {
  readonly fromInput: Locator;
  readonly toInput: Locator;
  readonly range: Locator;
  readonly rows: Locator;
  readonly days: Locator;

  constructor(page: Page) {
    super(page);
    this.fromInput = page.locator('.bh-range input[type="date"]').first();
    this.toInput = page.locator('.bh-range input[type="date"]').last();
    this.range = page.getByTestId('pl-range');
    this.rows = page.getByTestId('pl-row');
    this.days = page.getByTestId('pl-day');
  }

  /** Sets both ends, 'YYYY-MM-DD'; `to` first when moving later so the push rule does not interfere. */
  async chooseRange(from: string, to: string): Promise<void> {
    await this.toInput.fill(to);
    await this.fromInput.fill(from);
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('pl-name').getByText(name, { exact: true }) });
  }
}
