import type { Locator, Page } from '@playwright/test';

/** The heavy-number report, /exposure (issue 40). */
export class ExposurePage {
  readonly rows: Locator;
  readonly summary: Locator;
  readonly sheet: Locator;
  readonly detailRows: Locator;
  /** "Book of: mine / a downline": whose report is shown (data-member, '' for the viewer's own) */
  readonly viewAsBar: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('exposure-row');
    this.summary = page.getByTestId('exposure-summary');
    this.sheet = page.getByRole('dialog');
    this.detailRows = page.getByTestId('exposure-detail-row');
    this.viewAsBar = page.getByTestId('exposure-view-as');
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

  /** Opens the "view as" picker (left open, for a screenshot); `viewAs` then picks. */
  async openViewAs(): Promise<void> {
    await this.page.getByTestId('exposure-view-member').click();
  }

  /** Shows the report as `member` of the viewer's downline, through the bar's picker. */
  async viewAs(member: string): Promise<void> {
    if (!(await this.sheet.isVisible())) await this.openViewAs();
    await this.page.locator(`[data-testid="exposure-member-option"][data-username="${member}"]`).click();
  }

  async viewMine(): Promise<void> {
    await this.page.getByTestId('exposure-view-mine').click();
  }
}
