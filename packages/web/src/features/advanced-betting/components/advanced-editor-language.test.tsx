import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import zh from '../locales/zh-CN.json';
import { advancedApi, loginAs, renderScreen, userEvent } from '../testing/advanced-screen';

const DRAFT_KEY = 'lotto.advancedDraft:player1:new';

/*
 * Issue 17: a line in error and a pasted line left out were explained in the parser's English
 * whatever the language. In zh-CN they are explained in Chinese.
 */
describe('advanced editor errors in the chosen language', { timeout: 20_000 }, () => {
  it('zh-CN: a bad line is explained in Chinese, at the line and in the list', async () => {
    advancedApi();
    loginAs();
    // a 4-digit number with six positional amounts (the eat sequence has five)
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: 'D\n#1\n1234#1#2#3#4#5#6', remark: '' }));
    await changeLanguage('zh-CN');
    renderScreen();
    const errors = await screen.findByTestId('line-errors');
    const item = within(errors).getByRole('listitem');
    expect(item).toHaveTextContent('第 3 行');
    expect(item).toHaveTextContent('4 位号码最多 5 个金额（您的下注顺序为 B-S-A-C-D）');
    expect(item).not.toHaveTextContent(/takes at most|eat sequence/);
    expect(item.querySelector('.adv-error__detail')).not.toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('line-note-3')).toHaveTextContent('下注金额无效');
  });

  it('zh-CN: a pasted line left out says why in Chinese', async () => {
    advancedApi();
    loginAs();
    await changeLanguage('zh-CN');
    renderScreen();
    const editor = await screen.findByRole('textbox', { name: zh.advancedBetting.editor.label });
    await waitFor(() => expect(editor).toHaveValue('D\n#1\n'));
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { readText: vi.fn().mockResolvedValue('Ah Seng: 1234#1\nAh Seng: 2345 x 2') },
    });
    await userEvent.click(screen.getByRole('button', { name: zh.advancedBetting.paste.button }));
    const report = await screen.findByTestId('paste-report');
    const [item] = within(report).getAllByRole('listitem');
    expect(item).toHaveTextContent("意外的字符 'x'：应为数字、'*'、'+' 或 '#'");
    expect(item).not.toHaveTextContent('unexpected');
  });
});
