import { expect, test } from './fixtures';
import { AdvancedBettingPage } from './pages/advanced-betting-page';
import { KeyboardPage } from './pages/keyboard-page';

/**
 * Issue #18 item 5: a player who uses no mouse or touch changes the language, the bet sequence
 * and pastes lines. Every step is Tab, arrows, Enter, Space or Escape; dialogs take the focus,
 * keep Tab inside and give the focus back to the button that opened them.
 */
test.describe('keyboard only', () => {
  test('changes the language from the header', async ({ page }) => {
    const keys = new KeyboardPage(page);
    await keys.logIn('player1', 'player1234');

    await keys.tabTo(keys.languageButton);
    await keys.press('Enter');
    await expect(keys.dialog).toBeVisible();
    await expect(keys.dialog.getByRole('button', { name: 'English' })).toBeFocused();
    await expect(keys.dialog.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Tab stays in the dialog: from the last control it comes back to the first
    await keys.tabTo(keys.dialog.getByRole('button', { name: 'Cancel' }));
    await keys.press('Tab');
    await expect(keys.dialog.getByRole('button', { name: 'English' })).toBeFocused();
    await keys.tabTo(keys.dialog.getByRole('button', { name: '简体中文' }));
    await keys.press('Enter');

    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '下单' })).toBeVisible();
    await expect(keys.dialog).toBeHidden();
    await expect(keys.languageButton).toBeFocused();

    // Escape closes without a change; then back to English
    await keys.press('Enter');
    await expect(keys.dialog.getByRole('button', { name: '简体中文' })).toBeFocused();
    await keys.press('Escape');
    await expect(keys.dialog).toBeHidden();
    await expect(keys.languageButton).toBeFocused();
    await keys.press('Enter');
    await keys.tabTo(keys.dialog.getByRole('button', { name: 'English' }), { backwards: true });
    await keys.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('changes the bet sequence and pastes lines on the advanced screen', async ({ page }) => {
    const keys = new KeyboardPage(page);
    await keys.logIn('player2', 'player1234');
    const advanced = new AdvancedBettingPage(page);
    await advanced.goto();
    await expect(advanced.editor).toHaveValue('D\n#1\n');

    // Edit bet sequence: a modal radio group with a roving focus
    const sequenceButton = page.getByRole('button', { name: /^Edit bet sequence/ });
    await keys.tabTo(sequenceButton);
    const before = (await sequenceButton.textContent()) ?? '';
    await keys.press('Enter');
    const group = keys.dialog.getByRole('radiogroup', { name: 'Bet sequence' });
    await expect(group).toBeVisible();
    const checked = group.getByRole('radio', { checked: true });
    await expect(checked).toBeFocused();
    await keys.press('ArrowDown');
    const next = keys.focused;
    await expect(next).toHaveAttribute('role', 'radio');
    await expect(next).toHaveAttribute('aria-checked', 'false');
    const chosen = (await next.textContent()) ?? '';
    await keys.press('Space');
    await expect(keys.dialog).toBeHidden();
    // the button shows the chosen order as the keys' slots: S-B-A-C-D is `#1=S #2=B #3=A ...`
    const slots = (/[A-Z0-9]+(?:-[A-Z0-9]+)+/.exec(chosen)?.[0] ?? chosen)
      .split('-')
      .map((letter, index) => `#${index + 1}=${letter}`)
      .join(' ');
    await expect(sequenceButton).toContainText(slots);
    expect(before).not.toContain(slots);
    await expect(sequenceButton).toBeFocused();

    // Paste string: without clipboard access the paste dialog opens, focus in its text area
    const pasteButton = page.getByRole('button', { name: 'Paste string' });
    await keys.tabTo(pasteButton, { backwards: true });
    await keys.press('Enter');
    const textbox = keys.dialog.getByRole('textbox');
    await expect(textbox).toBeFocused();
    await page.keyboard.type('#M');
    await keys.press('Enter');
    await page.keyboard.type('5678#1#1');
    // Tab cycles inside the dialog: Cancel, Add, back to the text area
    await keys.press('Tab', 'Tab', 'Tab');
    await expect(textbox).toBeFocused();
    await keys.press('Shift+Tab');
    await expect(keys.dialog.getByRole('button', { name: 'Add lines' })).toBeFocused();
    await keys.press('Enter');
    await expect(keys.dialog).toBeHidden();
    await expect(advanced.editor).toHaveValue(/#M\n5678#1#1\n?$/);
    await expect(pasteButton).toBeFocused();
  });
});
