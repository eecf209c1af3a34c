import type { Locator, Page } from '@playwright/test';

/** /betting-history/details: the summary (total, status, by, placed by, cancelled by) and the texts. */
export class TicketDetailsPage {
  readonly total: Locator;
  readonly status: Locator;
  readonly by: Locator;
  readonly placedBy: Locator;
  readonly cancelledBy: Locator;
  readonly orderString: Locator;
  readonly orderResponse: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('ticket-total');
    this.status = page.getByTestId('ticket-status');
    this.by = page.getByTestId('ticket-by');
    this.placedBy = page.getByTestId('ticket-placed-by');
    this.cancelledBy = page.getByTestId('ticket-cancelled-by');
    this.orderString = page.getByTestId('order-string');
    this.orderResponse = page.getByTestId('order-response');
  }

  async goto(betId: string): Promise<void> {
    await this.page.goto(`/betting-history/details?betId=${encodeURIComponent(betId)}`);
    await this.total.waitFor();
  }
}
