import type { Locator, Page } from '@playwright/test';
import { untilAppDrawn } from './app-drawn';

/** The paste inbox (/chat-inbox, issue 42), by roles and classes so that any language will do. */
export class ChatInboxPage {
  readonly paste: Locator;
  readonly read: Locator;
  readonly cards: Locator;
  readonly sticky: Locator;

  constructor(readonly page: Page) {
    this.paste = page.locator('.chat-inbox > .adm-text-area textarea:not([aria-hidden])');
    this.read = page.locator('.chat-inbox > .adm-button');
    this.cards = page.locator('.chat-inbox__card');
    this.sticky = page.locator('.chat-inbox__sticky');
  }

  async goto(): Promise<void> {
    await this.page.goto('/chat-inbox');
    await untilAppDrawn(this.page);
    await this.paste.waitFor();
  }

  card(sender: string): Locator {
    return this.cards.filter({ hasText: sender });
  }

  customer(sender: string): Locator {
    return this.card(sender).locator('select');
  }

  message(sender: string): Locator {
    return this.card(sender).locator('textarea:not([aria-hidden])');
  }

  previewButton(sender: string): Locator {
    return this.card(sender).locator('.adm-button').first();
  }

  okLines(sender: string): Locator {
    return this.card(sender).locator('.chat-inbox__line:not(.chat-inbox__line--bad)');
  }

  badLines(sender: string): Locator {
    return this.card(sender).locator('.chat-inbox__line--bad');
  }

  refused(sender: string): Locator {
    return this.card(sender).locator('.chat-inbox__refused');
  }

  deleteCode(sender: string): Locator {
    return this.card(sender).locator('.chat-inbox__code');
  }

  receiptActions(sender: string): Locator {
    return this.card(sender).locator('.chat-inbox__actions .adm-button');
  }
}
