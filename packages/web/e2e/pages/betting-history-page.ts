import type { Locator, Page } from '@playwright/test';

/** Betting history, ticket details and cancel success (language-neutral where it can be). */
export class BettingHistoryPage {
  readonly rows: Locator;
  readonly empty: Locator;
  readonly total: Locator;
  readonly status: Locator;
  readonly orderString: Locator;
  readonly orderResponse: Locator;
  readonly cancelledIds: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('ticket-row');
    this.empty = page.locator('.bh-empty');
    this.total = page.getByTestId('ticket-total');
    this.status = page.getByTestId('ticket-status');
    this.orderString = page.getByTestId('order-string');
    this.orderResponse = page.getByTestId('order-response');
    this.cancelledIds = page.getByTestId('cancelled-ids');
    this.dialog = page.getByRole('dialog');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/betting-history${search}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  row(betId: string): Locator {
    return this.page.locator(`[data-testid="ticket-row"][data-bet-id="${betId}"]`);
  }

  async openTicket(betId: string): Promise<void> {
    await this.row(betId).getByRole('button').click();
  }

  async select(betId: string): Promise<void> {
    await this.row(betId).getByRole('checkbox').check();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** An option of the Rebet or Share action sheet. */
  option(name: string | RegExp): Locator {
    return this.page.getByRole('option', { name });
  }

  async confirm(buttonName: string): Promise<void> {
    await this.dialog.getByRole('button', { name: buttonName, exact: true }).click();
  }
}
