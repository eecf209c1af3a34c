import { expect, type Locator, type Page } from '@playwright/test';

/** Drives the app with the keyboard only: Tab, Shift+Tab, arrows, Enter, Space, Escape. */
export class KeyboardPage {
  constructor(readonly page: Page) {}

  /** The element that has the focus (one at most). */
  get focused(): Locator {
    return this.page.locator('*:focus');
  }

  async isFocused(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement).catch(() => false);
  }

  /** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
  async tabTo(target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
    for (let press = 0; press < max; press++) {
      if (await this.isFocused(target)) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target, `reachable with ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
  }

  async press(...keys: string[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }

  /** Logs in by typing into the form and pressing Enter. */
  async logIn(username: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.tabTo(this.page.getByLabel('Username'));
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(username);
    await this.tabTo(this.page.getByLabel('Password', { exact: true }));
    await this.page.keyboard.type(password);
    await this.page.keyboard.press('Enter');
    await this.page.getByTestId('balance').waitFor();
  }

  /** The header's language button. */
  get languageButton(): Locator {
    return this.page.locator('.app-header button[aria-haspopup="dialog"]');
  }

  /** The open modal dialog (one at a time). */
  get dialog(): Locator {
    return this.page.locator('[role="dialog"][aria-modal="true"]');
  }
}
