import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawTimesAnswer, type DrawTime } from '@lotto/contract/draws';
import { okContract } from '@/testing/mock-api';
import { advancedApi, loginAs, openEditor, renderScreen } from '../testing/advanced-screen';

/** Wednesday 25/11/2026 16:49:30 in Kuala Lumpur (UTC+8). */
const WEDNESDAY_1649 = Date.UTC(2026, 10, 25, 8, 49, 30);
const AT_19 = Date.UTC(2026, 10, 25, 11, 0);

function drawTimes(now: number, magnumOpen = true) {
  const draw = (pool: string, drawDate: string, closesAt: number, open = true): DrawTime => ({
    pool,
    drawDate,
    cutoff: '19:00',
    closesAt,
    open,
  });
  const draws = ['kd', 'mg', 'tt'].flatMap((pool) => [
    draw(pool, '20261125', AT_19, pool !== 'mg' || magnumOpen),
    draw(pool, '20261128', AT_19 + 3 * 86_400_000),
  ]);
  return { '/Tool/GetDrawTimes': okContract(drawTimesAnswer, { today: '20261125', now, draws }) };
}

describe('advanced editor: cut-offs (issue 38 item 4)', { timeout: 20_000 }, () => {
  it("the caret line's preview says when its pools close and the time left", async () => {
    advancedApi(drawTimes(WEDNESDAY_1649));
    loginAs();
    renderScreen();
    const { press } = await openEditor();
    await press('1', '2', '3', '4', '#', '1');
    await waitFor(() =>
      expect(screen.getByTestId('current-line-preview')).toHaveTextContent(/· M 19:00 · 2 h 10 m$/),
    );
    expect(screen.queryByTestId('closed-lines')).toBeNull();
  });

  it('a line whose draw has closed says so, and Submit waits', async () => {
    advancedApi(drawTimes(WEDNESDAY_1649, false));
    loginAs();
    renderScreen();
    const { press } = await openEditor();
    await press('1', '2', '3', '4', '#', '1');
    const closed = await screen.findByTestId('closed-lines');
    expect(closed).toHaveTextContent(
      'Line 3: Magnum 4D closed at 19:00 on Wed 25/11: remove it or pick another draw',
    );
    expect(screen.getByTestId('current-line-preview')).toHaveTextContent('Magnum 4D closed at 19:00');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByTestId('error-stripe-3')).toBeInTheDocument();
  });
});
