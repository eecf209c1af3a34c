import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly username: Locator;
  readonly balance: Locator;
  readonly logoutButton: Locator;
  readonly languageButton: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByTestId('username');
    this.balance = page.getByTestId('balance');
    this.logoutButton = page.locator('.app-header').getByRole('button').last();
    this.languageButton = page.locator('.app-header').getByRole('button').nth(1);
  }

  /** One page of the home shortcut carousel (8 shortcuts to a page), 0 = the first. */
  shortcutPage(index: number): Locator {
    return this.page.locator('.shortcut-card .shortcut-grid').nth(index);
  }

  async chooseLanguage(name: string): Promise<void> {
    await this.languageButton.click();
    await this.page.getByText(name, { exact: true }).click();
  }

  /** Logout asks for confirmation; `confirmLabel` is the dialog's confirm button text. */
  async logout(confirmLabel = 'Logout'): Promise<void> {
    await this.logoutButton.click();
    await this.page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
  }
}
