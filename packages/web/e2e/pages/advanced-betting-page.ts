import type { Locator, Page } from '@playwright/test';

/** /advance-betting: the order editor, its bet keyboard, Paste string and Submit. */
export class AdvancedBettingPage {
  readonly editor: Locator;
  readonly keyboard: Locator;
  readonly total: Locator;
  readonly lineErrors: Locator;
  readonly submit: Locator;
  readonly paste: Locator;

  constructor(readonly page: Page) {
    this.editor = page.locator('textarea.adv-editor__textarea');
    this.keyboard = page.locator('.adv-keyboard');
    this.total = page.getByTestId('order-total');
    this.lineErrors = page.getByTestId('line-errors');
    this.submit = page.locator('.adv-submit-bar .adm-button');
    this.paste = page.locator('.adv-toolbar button').first();
  }

  async goto(): Promise<void> {
    await this.page.goto('/advance-betting');
    await this.editor.waitFor();
  }

  /** A key by its accessible name (English labels: '1', '#', 'B Big #1 (bet type)', '#K (...)'). */
  key(name: string | RegExp): Locator {
    return this.keyboard.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** A bet-type key by what it shows ("B Big", its amount slot "#1" whatever the bet sequence). */
  eatKey(shown: string): Locator {
    return this.key(new RegExp(`^${shown} (#\\d )?\\(bet type\\)$`));
  }

  async press(...names: (string | RegExp)[]): Promise<void> {
    for (const name of names) await this.key(name).click();
  }

  /** Types digits, `#` and new lines (`\n`) on the bet keyboard, key by key. */
  async typeOnKeys(text: string): Promise<void> {
    for (const char of text) await this.key(char === '\n' ? 'New line' : char).click();
  }

  /**
   * Scrolls the page so the editor's line `line` (1-based) is in sight: only the notes of the lines
   * in or near sight are drawn (issue 38 item 7), as a user scrolls to read them.
   */
  async showLine(line: number): Promise<void> {
    await this.editor.evaluate((area, index) => {
      const top = area.getBoundingClientRect().top + 10 + index * 26;
      window.scrollBy({ top: top - window.innerHeight / 3 });
    }, line - 1);
  }

  /** What the editor says beside line `line` (1-based, blank lines counted). */
  lineNote(line: number): Locator {
    return this.page.getByTestId(`line-note-${line}`);
  }

  get lineCount(): Locator {
    return this.page.getByTestId('dock-line-count');
  }

  /** "Editing ticket #41" / "Reorder of ticket #41", with Back */
  get banner(): Locator {
    return this.page.locator('.adv-banner');
  }

  /** The app's sticky top bar, which the screen's content must not sit under. */
  get header(): Locator {
    return this.page.locator('header.app-header');
  }

  /** The banner's top edge minus the header's bottom edge, in CSS pixels (>= 0: fully below it). */
  async bannerClearance(): Promise<number> {
    const banner = await this.banner.boundingBox();
    const header = await this.header.boundingBox();
    if (!banner || !header) throw new Error('banner or header is not laid out');
    return banner.y - (header.y + header.height);
  }

  get pasteReport(): Locator {
    return this.page.getByTestId('paste-report');
  }
}
