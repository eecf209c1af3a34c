import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawTimesAnswer } from '@lotto/contract/draws';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { baseApi, today, wireDaysAgo } from '@/testing/test-days';
import { result } from '../testing/result-fixtures';

/** Today Magnum has its result; Da Ma Cai (19:00) and Singapore (18:00) draw today without one yet. */
function todayApi() {
  const wire = wireDaysAgo(0);
  const draw = (pool: string, cutoff: string, open: boolean) => ({
    pool,
    drawDate: wire,
    cutoff,
    closesAt: Date.now() + (open ? 3_600_000 : -3_600_000),
    open,
  });
  return mockApi({
    ...baseApi(),
    '/Tool/GetLatestResult': (request: RecordedRequest) =>
      ok(new URL(request.url, 'http://x').searchParams.get('date') ? [result('mg', wire, '10')] : []),
    '/Tool/GetDrawTimes': okContract(drawTimesAnswer, {
      today: wire,
      now: Date.now(),
      draws: [draw('sg', '18:00', false), draw('kd', '19:00', true), draw('mg', '19:00', false)],
    }),
  });
}

describe("today's results (issue 38 item 8)", () => {
  it('show every pool drawing today, those without a result with their time', async () => {
    todayApi();
    loginAs();
    renderApp(`/result?date=${today()}&view=all`);
    expect(await screen.findByTestId('result-compact')).toHaveAttribute('data-pool', 'mg');
    const pending = await screen.findAllByTestId('result-pending');
    // carousel order: Da Ma Cai before Singapore
    expect(pending.map((card) => [card.dataset.pool, card.textContent])).toEqual([
      ['kd', 'KDa Ma Cai 1+3DResult after 19:00'],
      ['sg', 'SSingapore 4DResult after 18:00'],
    ]);
  });

  it('one pool at a time: a pool still to draw can be chosen and says when', async () => {
    todayApi();
    loginAs();
    renderApp(`/result?date=${today()}`);
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');
    const pools = within(screen.getByRole('group', { name: 'Pools' }));
    const singapore = await pools.findByRole('button', { name: /^S Singapore 4D$/ });
    expect(singapore).toBeEnabled();
    await userEvent.click(singapore);
    expect(await screen.findByTestId('result-pending')).toHaveTextContent('Singapore 4DResult after 18:00');
    expect(singapore).toHaveAttribute('aria-pressed', 'true');
    // a pool that does not draw today stays greyed
    expect(pools.getByRole('button', { name: /^T SportsToto 4D$/ })).toBeDisabled();
  });
});
