import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import type { Cents } from '@lotto/domain/money';
import type { LinePreview } from '../lib/line-preview';
import { LineAnnotations } from './line-annotations';

const bet = (line: number): LinePreview => ({
  line,
  kind: 'bet',
  bet: {
    number: '7055',
    pattern: 'NORMAL',
    amounts: {
      B: 100 as Cents,
      S: 100 as Cents,
      '4A': 100 as Cents,
      '4C': 100 as Cents,
      '4SB': 100 as Cents,
    },
    pools: ['mg', 'kd', 'tt', 'sg'],
    dates: ['2026-11-25'],
    total: 2000 as Cents,
  },
});

describe('LineAnnotations (issue 38 item 7)', () => {
  it('keeps the whole preview beside a long line, wrapping on two small lines', () => {
    render(<LineAnnotations rawLines={['7055#1', '7055#1#1#1#1#1']} previews={[bet(1), bet(2)]} />);
    const short = screen.getByTestId('line-note-1');
    const long = screen.getByTestId('line-note-2');
    expect(short).not.toHaveClass('adv-note-line--tight');
    expect(long).toHaveClass('adv-note-line--tight');
    expect(long).toHaveTextContent(/^B1 S1 .*· M K T S · Wed 25\/11 · 20.00$/);
  });

  it('draws only the notes in or near sight, with every error and the caret line', async () => {
    // 100 lines of 26 px from 10 px; the page scrolled so lines 41-72 are on an 844 px screen
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: -1050,
      bottom: 1570,
      height: 2620,
      left: 0,
      right: 390,
      width: 390,
    } as DOMRect);
    const error: LinePreview = { line: 3, kind: 'bet', error: { code: 'INVALID_BET_DATE' } as never };
    const previews = [bet(1), bet(2), error, ...Array.from({ length: 97 }, (_, index) => bet(index + 4))];
    render(<LineAnnotations rawLines={previews.map(() => '7055#1')} previews={previews} caretLine={99} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    box.mockRestore();
    expect(screen.getByTestId('line-note-3')).toHaveClass('adv-note-line--error');
    expect(screen.getByTestId('line-note-99')).toBeInTheDocument();
    expect(screen.getByTestId('line-note-41')).toBeInTheDocument();
    expect(screen.getByTestId('line-note-72')).toBeInTheDocument();
    expect(screen.queryByTestId('line-note-2')).toBeNull();
    expect(screen.queryByTestId('line-note-90')).toBeNull();
  });
});
