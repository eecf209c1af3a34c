import { expect, test } from './fixtures';
import { AccessibilityPage, LOGGED_IN_ROUTES, type Finding, type Language } from './pages/accessibility-page';
import { KeyboardPage } from './pages/keyboard-page';

/**
 * Issue #18 item 5: every logged-in route, as a player and as an agent, in English and in
 * Chinese, has no serious or critical axe-core violation. One page load per route, user and
 * language; the findings of all routes are reported together.
 */
const USERS = [
  { username: 'player1', password: 'player1234' },
  { username: 'agent1', password: 'agent1234' },
];
const LANGUAGE_LIST: Language[] = ['en-GB', 'zh-CN'];

// The four sweeps are the longest tests: spread them over the workers (each has its own server).
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility (axe-core)', () => {
  for (const user of USERS) {
    for (const language of LANGUAGE_LIST) {
      test(`${user.username} in ${language}: no serious or critical violation on any route`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const a11y = new AccessibilityPage(page);
        await a11y.logIn(user.username, user.password, language);
        const report: string[] = [];
        for (const route of LOGGED_IN_ROUTES) {
          await a11y.open(route);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          for (const finding of await a11y.seriousFindings()) {
            report.push(
              `${route} ${finding.impact} ${finding.rule}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
            );
          }
        }
        expect(report, report.join('\n')).toEqual([]);
      });
    }
  }

  for (const language of ['en-GB', 'ms-MY'] as Language[]) {
    test(`${language} at 390 px: carousel dots below the shortcut labels, wallet statement fits`, async ({
      page,
    }) => {
      const a11y = new AccessibilityPage(page);
      await a11y.logIn('player1', 'player1234', language);
      await a11y.open('/');
      expect(await a11y.carouselDotsOverlap()).toBe(0);
      await a11y.open('/wallet-statement');
      expect(await a11y.statementOverflow()).toBe(0);
    });
  }

  test('the advanced bet keyboard: every key is named by what it shows, in every language (issue 36.15)', async ({
    page,
  }) => {
    const a11y = new AccessibilityPage(page);
    await a11y.logIn('player2', 'player1234', 'en-GB');
    const report: string[] = [];
    for (const language of ['en-GB', 'zh-CN', 'zh-HK', 'ms-MY', 'bn-BD'] as Language[]) {
      await page.evaluate((lang) => window.localStorage.setItem('lotto.language', lang), language);
      await a11y.open('/advance-betting');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // the bet-type keys show their amount slot once the bet sequence is in
      await expect(page.locator('.adv-key__slot').first()).toBeVisible();
      for (const finding of await a11y.keyboardNameFindings()) {
        report.push(`${language} ${finding.rule}: ${finding.targets.join('\n    ')}`);
      }
    }
    expect(report, report.join('\n')).toEqual([]);
  });

  test('the open dialogs (language, bet sequence, paste) have no serious or critical violation', async ({
    page,
  }) => {
    const a11y = new AccessibilityPage(page);
    const keys = new KeyboardPage(page);
    await a11y.logIn('player2', 'player1234', 'en-GB');
    const findings: Finding[] = [];
    await a11y.open('/advance-betting');
    await keys.tabTo(keys.languageButton);
    await keys.press('Enter');
    await expect(keys.dialog.getByRole('button', { name: 'English' })).toBeFocused();
    findings.push(...(await a11y.seriousFindings()));
    await keys.press('Escape');
    await keys.tabTo(page.getByRole('button', { name: /^Edit bet sequence/ }));
    await keys.press('Enter');
    await expect(keys.dialog.getByRole('radio', { checked: true })).toBeFocused();
    findings.push(...(await a11y.seriousFindings()));
    await keys.press('Escape');
    await keys.tabTo(page.getByRole('button', { name: 'Paste string' }), { backwards: true });
    await keys.press('Enter');
    await expect(keys.dialog.getByRole('textbox')).toBeFocused();
    findings.push(...(await a11y.seriousFindings()));
    expect(findings).toEqual([]);
  });
});
