import type { Locator, Page } from '@playwright/test';

/** The bet report screen (/bet-report), language-neutral locators where it can be. */
export class BetReportPage {
  readonly dateInput: Locator;
  readonly dateText: Locator;
  readonly ticketIdInput: Locator;
  readonly applyButton: Locator;
  readonly tickets: Locator;
  readonly typeTotals: Locator;
  readonly ticketCount: Locator;
  readonly empty: Locator;
  readonly badTicket: Locator;

  constructor(readonly page: Page) {
    const filter = page.locator('form.br-filter');
    this.dateInput = filter.locator('input[type="date"]');
    this.dateText = page.getByTestId('bet-report-date');
    this.ticketIdInput = filter.locator('input[inputmode="numeric"]');
    this.applyButton = filter.locator('button[type="submit"]');
    this.tickets = page.getByTestId('bet-report-ticket');
    this.typeTotals = page.getByTestId('type-total');
    this.ticketCount = page.getByTestId('ticket-count');
    this.empty = page.getByTestId('bet-report-empty');
    this.badTicket = page.getByTestId('bet-report-bad-ticket');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/bet-report${search}`);
  }

  /** The card of one ticket. */
  ticket(id: string): Locator {
    return this.page.locator(`[data-testid="bet-report-ticket"][data-ticket-id="${id}"]`);
  }

  /** The bet lines of a ticket card: the number and its pool lines. */
  lines(id: string): Locator {
    return this.ticket(id).getByTestId('bet-line');
  }

  /** Sets the filter and taps Apply; `ticketId` '' clears the box. */
  async search(drawDate: string, ticketId = ''): Promise<void> {
    await this.dateInput.fill(drawDate);
    await this.ticketIdInput.fill(ticketId);
    await this.applyButton.click();
  }

  /** The list has loaded: ticket cards or "No Result Found". */
  loaded(): Locator {
    return this.tickets.first().or(this.empty);
  }
}
