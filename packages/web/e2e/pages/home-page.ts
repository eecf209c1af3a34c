import { expect, type Locator, type Page } from '@playwright/test';

/** The languages the specs pick, by the name the menu shows, and the code the app sets on <html>. */
const LANGUAGE_CODES = {
  English: 'en-GB',
  简体中文: 'zh-CN',
  繁體中文: 'zh-HK',
  'Bahasa Melayu': 'ms-MY',
  বাংলা: 'bn-BD',
} as const;
export type LanguageName = keyof typeof LANGUAGE_CODES;

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

  /**
   * Moves the shortcut carousel one page on and taps `name` once it is on screen. The pages scroll
   * natively (CSS snapping): on a phone a finger drags them; here a sideways wheel scroll, as a
   * trackpad sends, moves the same scroll position (the headless browser has no touch screen).
   */
  async openShortcutOnNextPage(name: string): Promise<void> {
    const carousel = this.page.getByTestId('shortcut-pages');
    const shortcut = carousel.getByRole('button', { name, exact: true });
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the shortcut carousel is not on screen');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.wheel(box.width * 0.6, 0);
    await expect(shortcut).toBeInViewport({ ratio: 1 });
    await expect(this.page.locator('.shortcut-dot').nth(1)).toHaveClass(/shortcut-dot--current/);
    await shortcut.click();
  }

  /**
   * Picks a language and waits until it is in force (the document's lang, set once its texts are
   * loaded): a page loaded before that would still open in the language before.
   */
  async chooseLanguage(name: LanguageName): Promise<void> {
    await this.languageButton.click();
    await this.page.getByText(name, { exact: true }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', LANGUAGE_CODES[name]);
  }

  /** Logout asks for confirmation; `confirmLabel` is the dialog's confirm button text. */
  async logout(confirmLabel = 'Logout'): Promise<void> {
    await this.logoutButton.click();
    await this.page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
  }
}
