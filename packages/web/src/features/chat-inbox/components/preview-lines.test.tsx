import { render, screen, within } from '@testing-library/react';
import { chatPreviewAnswer } from '@lotto/contract/chat';
import { DEFAULT_EAT_SEQUENCE } from '@lotto/domain/bet-types';
import { readChatOrder } from '@lotto/domain/chat-order';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { PreviewLines } from './preview-lines';

/**
 * Issue 42: the paste inbox explained a refused chat line in the chat grammar's English whatever
 * the language. The lines are the domain's own reading, passed through the wire schema as the
 * server answers them.
 */
function previewOf(text: string) {
  const read = readChatOrder(
    text,
    { today: '2026-11-25', pools: ['mg', 'kd', 'tt'] },
    { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: ['2026-11-28'] },
  );
  if (read.ok) throw new Error(`expected ${text} to be refused`);
  const answer = chatPreviewAnswer.parse({ ok: false, lines: read.lines, errors: read.errors });
  if (answer.ok) throw new Error('the wire schema read a refusal as a preview');
  return answer;
}

describe('the inbox preview in the chosen language', () => {
  it('zh-CN: an unknown word is explained in Chinese, at its line and column', async () => {
    const preview = previewOf('28/11 MKT\n1234-1B xyz');
    await changeLanguage('zh-CN');
    render(<PreviewLines lines={preview.lines} />);
    const bad = screen.getAllByRole('listitem')[1]!;
    const note = within(bad).getByRole('note');
    expect(note).toHaveTextContent(
      "第 2 行第 9 列： 无法识别的词 'xyz'：应为日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注后的 box、ibox、R",
    );
    expect(note).not.toHaveTextContent(/unknown word|expected/);
    expect(within(bad).getByText('xyz').tagName).toBe('MARK');
  });

  it('zh-HK: an error the order string passed on is said in its words too', async () => {
    // 123 takes only A and C: the order string's own message, on the chat word it came from
    const preview = previewOf('28/11 MKT\n1234-1B xyz\n123-1B');
    await changeLanguage('zh-HK');
    render(<PreviewLines lines={preview.lines} />);
    expect(preview.errors.map((error) => error.messageKey)).toEqual(['unknownWord', 'eatTypeOn3D']);
    const [word, eat] = screen.getAllByRole('note');
    expect(word).toHaveTextContent("第 2 行第 9 欄： 無法識別的字詞 'xyz'");
    expect(eat).toHaveTextContent('第 3 行第 5 欄： 3 位號碼只能用下注類型 A（3A）和 C（3C），不能用 B');
  });

  it('en-GB: the text is the server’s English', () => {
    const preview = previewOf('28/11 MKT\n1234-1B xyz');
    render(<PreviewLines lines={preview.lines} />);
    expect(screen.getByRole('note')).toHaveTextContent(preview.errors[0]!.message);
  });
});
