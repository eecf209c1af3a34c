import type { Locator, Page } from '@playwright/test';

/** The heavy-number report, /exposure (issue 40). */
export class ExposurePage {
  readonly rows: Locator;
  readonly summary: Locator;
  readonly sheet: Locator;
  readonly detailRows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('exposure-row');
    this.summary = page.getByTestId('exposure-summary');
    this.sheet = page.getByRole('dialog');
    this.detailRows = page.getByTestId('exposure-detail-row');
  }

  async open(date: string, pool: string): Promise<void> {
    await this.page.goto('/exposure');
    await this.page.locator(`[data-date="${date}"]`).click();
    await this.page.locator(`[data-pool="${pool}"]`).click();
  }

  async view(name: 'gross' | 'intake' | 'kept' | 'passed'): Promise<void> {
    await this.page.getByTestId(`exposure-tab-${name}`).click();
  }

  row(number: string, betType = 'B'): Locator {
    return this.page.locator(
      `[data-testid="exposure-row"][data-number="${number}"][data-bet-type="${betType}"]`,
    );
  }

  total(name: 'kept' | 'passed' | 'gross'): Locator {
    return this.page.getByTestId(`exposure-total-${name}`);
  }

  async setMyCap(cap: string): Promise<void> {
    await this.sheet.getByTestId('exposure-cap-input').fill(cap);
    await this.sheet.getByTestId('exposure-cap-save').click();
  }
}
