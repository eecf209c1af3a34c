import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
