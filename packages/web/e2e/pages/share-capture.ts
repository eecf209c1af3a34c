import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shared?: { opened: string[]; copied: string[] };
  }
}

/**
 * What the page hands to a messenger or the clipboard: `window.open` (WhatsApp, Telegram links)
 * and `navigator.clipboard.writeText` are recorded instead of leaving the headless browser.
 * Install before the page loads.
 */
export class ShareCapture {
  constructor(readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.addInitScript(() => {
      const shared = { opened: [] as string[], copied: [] as string[] };
      window.__shared = shared;
      window.open = (url?: string | URL) => {
        shared.opened.push(String(url ?? ''));
        return null;
      };
      const clipboard = {
        writeText: (text: string) => {
          shared.copied.push(text);
          return Promise.resolve();
        },
        readText: () => Promise.resolve(shared.copied.at(-1) ?? ''),
      };
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    });
  }

  private async state(): Promise<{ opened: string[]; copied: string[] }> {
    return this.page.evaluate(() => window.__shared ?? { opened: [], copied: [] });
  }

  /** The text of the last WhatsApp (`wa.me/?text=`) or Telegram (`t.me/share/url?...&text=`) link. */
  async lastSharedText(host: 'wa.me' | 't.me'): Promise<string | null> {
    const link = (await this.state()).opened.filter((url) => new URL(url).host === host).at(-1);
    return link === undefined ? null : new URL(link).searchParams.get('text');
  }

  async lastCopied(): Promise<string | null> {
    return (await this.state()).copied.at(-1) ?? null;
  }
}
