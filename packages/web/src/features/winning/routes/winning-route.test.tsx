import { screen, waitFor, within } from '@testing-library/react';
import { winningReportAnswer } from '@lotto/contract/reports';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayDate } from '@/lib/dates/display-dates';
import { baseApi, daysAgo, today, wireDaysAgo } from '@/testing/test-days';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { changeLanguage } from '@/i18n/i18n';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { WinningItem, WinningReport } from '../api/get-winning-report';

const AGENT = { username: 'agent1', token: 'tok-a', role: 'agent' as const };

const reportCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetWinningReport')
    .map((call) => new URL(call.url, 'http://x').searchParams);

function item(overrides: Partial<WinningItem> = {}): WinningItem {
  return {
    id: '1',
    username: 'player1',
    drawDate: wireDaysAgo(1),
    pool: 'mg',
    poolShortCode: 'M',
    number: '1234',
    betType: 'B',
    prizeName: '1st Prize',
    stake: 2,
    win: 5000,
    ticketId: '501',
    ...overrides,
  };
}

const REPORT: WinningReport = {
  total: 5180.1,
  count: 3,
  items: [
    item(),
    item({
      id: '2',
      username: 'agent1',
      drawDate: wireDaysAgo(2),
      pool: 'nl',
      poolShortCode: 'E',
      number: '1111',
      prizeName: 'Starter',
      stake: 1,
      win: 180,
      ticketId: '502',
    }),
    item({ id: '3', username: 'player2', betType: '3C', number: '567', prizeName: 'Consolation', win: 0.1 }),
  ],
};

describe('winning', () => {
  it("lists the tree's wins of the last 7 days with the total, naming the winner when it is not the caller", async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Report/GetWinningReport': okContract(winningReportAnswer, REPORT),
    });
    loginAs(AGENT);
    renderApp('/winning');
    const rows = await screen.findAllByTestId('winning-row');
    expect(rows).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Winning | Lotto'));
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();

    const [params] = reportCalls(calls);
    expect(params?.get('date_from')).toBe(wireDaysAgo(6));
    expect(params?.get('date_to')).toBe(toCompactDate(today()));
    expect(params?.get('report_type')).toBe('all');

    expect(screen.getByTestId('winning-total')).toHaveTextContent('5,180.10');
    expect(screen.getByTestId('winning-count')).toHaveTextContent('3');
    expect(screen.queryByTestId('winning-capped')).not.toBeInTheDocument();

    const first = within(rows[0]!);
    expect(first.getByRole('img', { name: 'Magnum 4D' })).toHaveTextContent('M');
    expect(first.getByTestId('winning-number')).toHaveTextContent('1234');
    expect(first.getByTestId('winning-bet-type')).toHaveTextContent('B');
    expect(first.getByTestId('winning-prize')).toHaveTextContent('1st Prize');
    expect(first.getByTestId('winning-stake')).toHaveTextContent('2.00');
    expect(first.getByTestId('winning-win')).toHaveTextContent('+5,000.00');
    expect(first.getByTestId('winning-ticket')).toHaveTextContent('#501');
    expect(first.getByTestId('winning-draw-date')).toHaveTextContent(displayDate(daysAgo(1)));
    expect(first.getByTestId('winning-username')).toHaveTextContent('player1');

    // The caller's own win carries no name.
    const second = within(rows[1]!);
    expect(second.getByRole('img', { name: '9 Lotto' })).toBeInTheDocument();
    expect(second.getByTestId('winning-prize')).toHaveTextContent('Starter');
    expect(second.queryByTestId('winning-username')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByTestId('winning-win')).toHaveTextContent('+0.10');
  });

  it('says when the list shows fewer wins than the count', async () => {
    mockApi({
      ...baseApi(),
      '/Report/GetWinningReport': okContract(winningReportAnswer, { ...REPORT, count: 620 }),
    });
    loginAs(AGENT);
    renderApp('/winning');
    expect(await screen.findByTestId('winning-capped')).toHaveTextContent(
      'Showing the newest 3 of 620 winning bets',
    );
  });

  it('shows "No more records" for a range without wins', async () => {
    mockApi({
      ...baseApi(),
      '/Report/GetWinningReport': okContract(winningReportAnswer, { total: 0, count: 0, items: [] }),
    });
    loginAs();
    renderApp('/winning?from=2020-01-01&to=2020-01-07');
    expect(await screen.findByTestId('winning-empty')).toHaveTextContent('No more records');
    expect(screen.queryByTestId('winning-total')).not.toBeInTheDocument();
  });

  it('filters by pool type and quick range, keeping the filter in the URL', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Report/GetWinningReport': okContract(winningReportAnswer, { total: 0, count: 0, items: [] }),
    });
    loginAs();
    const { router } = renderApp('/winning?from=2026-10-10&to=2026-10-20');
    await screen.findByTestId('winning-empty');
    expect(reportCalls(calls)[0]?.get('date_from')).toBe('20261010');
    expect(reportCalls(calls)[0]?.get('date_to')).toBe('20261020');

    await userEvent.click(screen.getByRole('radio', { name: '9 Lotto' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('report_type')).toBe('ninelotto'));
    expect(router.state.location.search).toBe('?from=2026-10-10&to=2026-10-20&type=ninelotto');
    expect(screen.getByRole('radio', { name: '9 Lotto' })).toHaveAttribute('aria-checked', 'true');

    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    await userEvent.click(within(quick).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('date_from')).toBe(wireDaysAgo(1)));
    expect(reportCalls(calls).at(-1)?.get('date_to')).toBe(wireDaysAgo(1));
    expect(reportCalls(calls).at(-1)?.get('report_type')).toBe('ninelotto');
  });

  it('names a range longer than the server takes instead of asking', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Report/GetWinningReport': okContract(winningReportAnswer, REPORT),
    });
    loginAs();
    renderApp('/winning?from=2024-01-01&to=2026-01-01');
    expect(await screen.findByTestId('range-too-long')).toHaveTextContent('366');
    expect(reportCalls(calls)).toHaveLength(0);
  });

  it('speaks the chosen language', async () => {
    mockApi({ ...baseApi(), '/Report/GetWinningReport': okContract(winningReportAnswer, REPORT) });
    loginAs(AGENT);
    await changeLanguage('zh-CN');
    renderApp('/winning');
    const rows = await screen.findAllByTestId('winning-row');
    expect(within(rows[0]!).getByTestId('winning-prize')).toHaveTextContent('头奖');
    expect(screen.getByText('总计')).toBeInTheDocument();
    expect(screen.getByText('中奖注数')).toBeInTheDocument();
  });
});
