import type { Locator, Page } from '@playwright/test';

/** Wallet statement (/wallet-statement): date range, quick ranges, the ledger table. */
export class WalletStatementPage {
  readonly rows: Locator;
  readonly amounts: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('statement-row');
    this.amounts = page.getByTestId('statement-amount');
    this.empty = page.getByTestId('statement-empty');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/wallet-statement${query}`);
  }

  quickRange(name: string): Locator {
    return this.page.locator('.quick-chips').getByRole('button', { name, exact: true });
  }
}

/** Packages list (/packages-list): the activated package and its tables per game length. */
export class PackagesListPage {
  readonly activated: Locator;
  readonly commissionRows: Locator;
  readonly payoutRows: Locator;

  constructor(readonly page: Page) {
    this.activated = page.getByTestId('activated-package');
    this.commissionRows = page.locator('.rate-table').first().locator('tbody tr');
    this.payoutRows = page.locator('.rate-table').nth(1).locator('tbody tr');
  }

  async goto(): Promise<void> {
    await this.page.goto('/packages-list');
  }

  gameTab(length: string): Locator {
    return this.page.getByRole('tab', { name: length, exact: true });
  }
}
