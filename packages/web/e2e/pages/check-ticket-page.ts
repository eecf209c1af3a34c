import type { Locator, Page, Response } from '@playwright/test';

/** /check-ticket: filters, badges, the receipt list and the receipt's action sheet. */
export class CheckTicketPage {
  readonly dateInput: Locator;
  readonly dateText: Locator;
  readonly ticketId: Locator;
  readonly betNumber: Locator;
  readonly apply: Locator;
  readonly total: Locator;
  readonly count: Locator;
  readonly receipts: Locator;
  readonly empty: Locator;
  readonly prompt: Locator;

  constructor(readonly page: Page) {
    this.dateInput = page.locator('.ct-filters input[type="date"]');
    this.dateText = page.getByTestId('draw-date-text');
    this.ticketId = page.getByLabel('Ticket ID');
    this.betNumber = page.getByLabel('Bet number');
    this.apply = page.getByRole('button', { name: 'Apply' });
    this.total = page.getByTestId('check-ticket-total');
    this.count = page.getByTestId('check-ticket-count');
    this.receipts = page.getByTestId('receipt');
    this.empty = page.getByTestId('check-ticket-empty');
    this.prompt = page.getByTestId('check-ticket-prompt');
  }

  async goto(): Promise<void> {
    await this.page.goto('/check-ticket');
    await this.apply.waitFor();
  }

  /** Waits for the next CheckTicket answer (Apply, or the automatic search on return). */
  nextSearch(): Promise<Response> {
    return this.page.waitForResponse((response) => response.url().includes('/Report/CheckTicket'));
  }

  /** Fills the text filters (empty clears them) and taps Apply; resolves with the answer. */
  async search(fields: { ticketId?: string; betNumber?: string }): Promise<Response> {
    await this.ticketId.fill(fields.ticketId ?? '');
    await this.betNumber.fill(fields.betNumber ?? '');
    const answer = this.nextSearch();
    await this.apply.click();
    return answer;
  }

  receipt(betId: string): Locator {
    return this.page.locator(`[data-testid="receipt"][data-bet-id="${betId}"]`);
  }

  /** An option of the receipt's action sheet (Reorder, Share, Edit, Void, Close). */
  option(name: string): Locator {
    return this.page.getByRole('option', { name, exact: true });
  }

  /** The confirmation dialog of Void. */
  confirmDialog(betId: string): Locator {
    return this.page.getByRole('dialog').filter({ hasText: `Void ticket #${betId}?` });
  }
}
