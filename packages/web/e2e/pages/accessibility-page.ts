import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { LoginPage } from './login-page';

export type Language = 'en-GB' | 'zh-CN' | 'zh-HK' | 'ms-MY' | 'bn-BD';

/**
 * The logged-in routes a player or an agent can open (app/router.tsx, feature-routes.tsx; the
 * back office under /admin answers "no access" to them). Screens that only make sense after an
 * action (/betting/summary, /bet-success, /cancel-success, ticket details) show their empty state.
 */
export const LOGGED_IN_ROUTES = [
  '/',
  '/betting',
  '/betting/summary',
  '/bet-success',
  '/advance-betting',
  '/betting-history',
  '/betting-history/details',
  '/cancel-success',
  '/result',
  '/strike-history',
  '/jackpot-history',
  '/number-meaning',
  '/wallet-statement',
  '/daily-sales',
  '/profit-loss',
  '/profit-loss-2',
  '/bet-report',
  '/check-ticket',
  '/packages-list',
  '/help',
  '/winning',
] as const;

/** One violation, short enough to read in a test failure. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

function findingsOf(violations: Result[]): Finding[] {
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.map(
      (node) => `${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  }));
}

/**
 * A logged-in session in one language, scanned route by route with axe-core (WCAG 2.x A and AA,
 * plus best practices such as label-content-name-mismatch and target-size).
 */
export class AccessibilityPage {
  /** requests the page has sent and not yet seen answered (or failed) */
  #inFlight = 0;

  constructor(readonly page: Page) {
    page.on('request', () => (this.#inFlight += 1));
    page.on('requestfinished', () => (this.#inFlight -= 1));
    page.on('requestfailed', () => (this.#inFlight -= 1));
  }

  /**
   * Until no request has been in flight for `quietMs`. Playwright's 'networkidle' waits 500 ms
   * after the last one: across the sweeps' 84 page loads that was about 40 s of every CI run.
   */
  async networkQuiet(quietMs = 150): Promise<void> {
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      await this.page.waitForTimeout(25);
      if (this.#inFlight > 0) quietSince = Date.now();
    }
  }

  /** Logs in through the form in English, then makes `language` the remembered choice. */
  async logIn(username: string, password: string, language: Language): Promise<void> {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.login(username, password);
    await this.page.getByTestId('balance').waitFor();
    await this.page.evaluate((lang) => window.localStorage.setItem('lotto.language', lang), language);
  }

  /** Opens a route with one page load and waits until its data has arrived. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.locator('.app-header').waitFor();
    await this.page.waitForLoadState('load');
    await this.networkQuiet();
    await this.page
      .locator('.screen-loading, .adm-skeleton, .query-state--loading')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }

  /** How far the home carousel's page dots overlap the shortcut labels, in px (0: no overlap). */
  async carouselDotsOverlap(): Promise<number> {
    return this.page.evaluate(() => {
      const dots = document.querySelector('.shortcut-card .shortcut-dots')?.getBoundingClientRect();
      if (!dots) throw new Error('no carousel dots on home');
      const labels = [...document.querySelectorAll('.shortcut-card .shortcut__label')]
        .map((label) => label.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.right > 0 && box.left < window.innerWidth);
      return Math.max(0, ...labels.map((box) => box.bottom - dots.top));
    });
  }

  /** The wallet statement table's hidden width (0: it fits, nothing scrolls sideways). */
  async statementOverflow(): Promise<number> {
    await this.page.getByTestId('statement-row').first().waitFor();
    return this.page.evaluate(() => {
      const wrap = document.querySelector('.ws-table-wrap');
      if (!wrap) throw new Error('no statement table');
      return Math.max(
        wrap.scrollWidth - wrap.clientWidth,
        document.documentElement.scrollWidth - window.innerWidth,
      );
    });
  }

  /**
   * Waits until every open dialog has finished fading in: antd-mobile animates a popup's opacity,
   * and axe measuring contrast mid-fade sees a half-transparent sheet over the mask (grey).
   */
  async dialogsSettled(): Promise<void> {
    await this.page.waitForFunction(() =>
      [...document.querySelectorAll('[role="dialog"]')]
        // closed popups stay in the page under display: none
        .filter((dialog) => dialog.checkVisibility())
        .every((dialog) => {
          for (let node: Element | null = dialog; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        }),
    );
  }

  /** Serious and critical violations on the current page (open dialogs once they have settled). */
  async seriousFindings(): Promise<Finding[]> {
    await this.dialogsSettled();
    const results = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      // axe ships it as experimental (off unless asked for): a visible label that is not the
      // start of the accessible name fails WCAG 2.5.3 for speech-input users ("click Bet Now").
      .options({
        // Only violations are read: axe then keeps no node details for what passed (about a
        // tenth of each scan).
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    return findingsOf(
      results.violations.filter(
        (violation: Result) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    );
  }

  /**
   * WCAG 2.5.3 (label in name) on the advanced bet keyboard alone: every key's accessible name
   * holds what the key shows, its amount slot ("#1") included (issue 36.15). The rule is one axe
   * ships as experimental, so it is asked for by name.
   */
  async keyboardNameFindings(): Promise<Finding[]> {
    const results = await new AxeBuilder({ page: this.page })
      .include('.adv-keyboard')
      .withRules(['label-content-name-mismatch'])
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    return findingsOf(results.violations);
  }
}
