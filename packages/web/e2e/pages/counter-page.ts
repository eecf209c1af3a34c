import type { Locator, Page } from '@playwright/test';

/**
 * The counter (issue 44): Print on a ticket (the slip's preview sheet and the print-only copy the
 * dialog prints), and the Claim sheet of ticket details.
 */
export class CounterPage {
  readonly printButtons: Locator;
  /** the slip in the preview sheet shown after a print */
  readonly previewSlip: Locator;
  /** the copy of the slip that only print media shows */
  readonly printedSlip: Locator;
  readonly claimOpen: Locator;
  readonly claimSubmit: Locator;
  readonly claimed: Locator;
  readonly win: Locator;

  constructor(readonly page: Page) {
    this.printButtons = page.getByTestId('print-slip');
    this.previewSlip = page.locator('.slip-preview').getByTestId('ticket-slip');
    this.printedSlip = page.locator('.slip-print-root').getByTestId('ticket-slip');
    this.claimOpen = page.getByTestId('ticket-claim-open');
    this.claimSubmit = page.getByTestId('claim-submit');
    this.claimed = page.getByTestId('ticket-claim');
    this.win = page.getByTestId('ticket-win');
  }

  /**
   * The browser's print dialog replaced by a counter of calls (a headless browser has no dialog,
   * and a dialog would not close the page's 'afterprint'); call before the page loads.
   */
  static async stubPrintDialog(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
  }

  printCalls(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  }

  /** The slip's whole text (top and bottom, around the QR code), as printed. */
  async slipText(slip: Locator): Promise<string> {
    const parts = await slip.locator('pre').allTextContents();
    return parts.join('\n');
  }

  async closePreview(): Promise<void> {
    await this.page.locator('.slip-sheet').getByRole('button', { name: 'Close' }).click();
    await this.previewSlip.waitFor({ state: 'detached' });
  }

  /** In print media: the printed slip's box and the lines cut by it (none when every line shows). */
  async printedLayout(): Promise<{ width: number; cut: string[]; hidden: boolean }> {
    return this.page.evaluate(() => {
      const slip = document.querySelector<HTMLElement>('.slip-print-root .ticket-slip');
      const cut: string[] = [];
      for (const pre of slip?.querySelectorAll('pre') ?? []) {
        if (pre.scrollWidth > pre.clientWidth + 1) cut.push(pre.textContent ?? '');
      }
      const app = document.getElementById('root');
      return {
        width: slip?.getBoundingClientRect().width ?? 0,
        cut,
        hidden: app ? getComputedStyle(app).display === 'none' : true,
      };
    });
  }

  async claim(input: { pin: string; name: string; ic: string }): Promise<void> {
    await this.claimOpen.click();
    await this.page.getByTestId('claim-pin').locator('input').fill(input.pin);
    await this.page.getByTestId('claim-name').locator('input').fill(input.name);
    await this.page.getByTestId('claim-id').locator('input').fill(input.ic);
    await this.claimSubmit.click();
  }
}
