import { toCompactDate } from '@lotto/contract/wire-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toIsoDate } from '@/lib/dates/date-range';
import { quickRange } from '@/lib/dates/quick-ranges';
import { profitLossAnswer } from '@lotto/contract/reports';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const today = () => toIsoDate(new Date());
type Answer = {
  date_from: string;
  date_to: string;
  dl_total: number;
  ul_total: number;
  net_profit_loss: number;
  detail_lst: string[];
  position_lst?: { name: string; kept: number; positionResult: number }[];
  position_total?: { kept: number; positionResult: number; result: number };
};
const api = (answer: Answer | ((body: URLSearchParams) => Answer)) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Report/GetProfitLoss': (request: RecordedRequest) =>
    okContract(
      profitLossAnswer,
      typeof answer === 'function' ? answer(new URLSearchParams(request.body)) : answer,
    ),
});
const plCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetProfitLoss')
    .map((call) => Object.fromEntries(new URLSearchParams(call.body)));
/** An empty answer for whatever range was asked. */
const empty = (body: URLSearchParams): Answer => ({
  date_from: body.get('date_from') ?? '',
  date_to: body.get('date_to') ?? '',
  dl_total: 0,
  ul_total: 0,
  net_profit_loss: 0,
  detail_lst: [],
});
const dateInputs = () => document.querySelectorAll<HTMLInputElement>('.bh-range input[type="date"]');

describe('profit loss', () => {
  it('asks for this week of all pools and shows the range, the three totals and a row per member', async () => {
    const calls = mockApi(
      api({
        date_from: '20261116',
        date_to: '20261122',
        dl_total: 2.5,
        ul_total: 3.75,
        net_profit_loss: -1.25,
        detail_lst: [
          'agent1@1.00@0.00@0.30@0.70',
          'player1@6.00@2500.00@1.50@-2495.50',
          'player2@2.00@0.00@0.50@1.50',
        ],
      }),
    );
    loginAs();
    renderApp('/profit-loss');
    const rows = await screen.findAllByTestId('pl-row');
    expect(document.title).toBe('Profit Loss | Lotto');
    const week = quickRange('thisWeek', { from: today(), to: today() }, today());
    expect(plCalls(calls)).toEqual([
      { date_from: toCompactDate(week.from), date_to: toCompactDate(week.to), report_type: 'all' },
    ]);
    expect(screen.getByRole('button', { name: 'This Week' })).toHaveAttribute('aria-pressed', 'true');

    // the range the server answered for, dd/MM/yyyy
    expect(screen.getByTestId('pl-range')).toHaveTextContent('16/11/2026 – 22/11/2026');
    const dl = screen.getByTestId('badge-dl');
    expect(dl).toHaveTextContent('DL Total+2.50');
    expect(within(dl).getByText('+2.50')).toHaveClass('rp-up');
    expect(screen.getByTestId('badge-ul')).toHaveTextContent('UL Total+3.75');
    const net = screen.getByTestId('badge-net');
    expect(net).toHaveTextContent('Net P/L-1.25');
    expect(within(net).getByText('-1.25')).toHaveClass('rp-down');

    expect(rows).toHaveLength(3);
    const player1 = within(rows[1]!);
    expect(player1.getByTestId('pl-name')).toHaveTextContent('player1');
    expect(player1.getByTestId('pl-turnover')).toHaveTextContent('6.00');
    expect(player1.getByTestId('pl-win')).toHaveTextContent('2,500.00');
    expect(player1.getByTestId('pl-commission')).toHaveTextContent('1.50');
    expect(player1.getByTestId('pl-total')).toHaveTextContent('-2,495.50');
    expect(player1.getByTestId('pl-total')).toHaveClass('rp-down');
    expect(within(rows[2]!).getByTestId('pl-total')).toHaveTextContent('+1.50');
    expect(within(rows[2]!).getByTestId('pl-total')).toHaveClass('rp-up');
  });

  it('says "No Record" when no draw of the range is settled', async () => {
    mockApi(api(empty));
    loginAs();
    renderApp('/profit-loss?from=2020-01-01&to=2020-01-31');
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No Record');
    expect(screen.queryByTestId('badge-dl')).not.toBeInTheDocument();
  });

  it('pushes the other date so from is never after to, and asks for the pool chosen', async () => {
    const calls = mockApi(api(empty));
    loginAs();
    const { router } = renderApp('/profit-loss?from=2026-11-01&to=2026-11-05');
    await screen.findByTestId('report-empty');

    fireEvent.change(dateInputs()[0]!, { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(plCalls(calls).at(-1)).toEqual({
        date_from: '20261110',
        date_to: '20261110',
        report_type: 'all',
      }),
    );
    fireEvent.change(dateInputs()[1]!, { target: { value: '2026-10-30' } });
    await waitFor(() =>
      expect(plCalls(calls).at(-1)).toEqual({
        date_from: '20261030',
        date_to: '20261030',
        report_type: 'all',
      }),
    );
    fireEvent.change(dateInputs()[1]!, { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('radio', { name: '9 Lotto' }));
    await waitFor(() =>
      expect(plCalls(calls).at(-1)).toEqual({
        date_from: '20261030',
        date_to: '20261130',
        report_type: 'ninelotto',
      }),
    );
    expect(router.state.location.search).toBe('?from=2026-10-30&to=2026-11-30&type=ninelotto');

    fireEvent.click(screen.getByRole('button', { name: 'Last Month' }));
    const last = quickRange('lastMonth', { from: today(), to: today() }, today());
    await waitFor(() =>
      expect(plCalls(calls).at(-1)).toEqual({
        date_from: toCompactDate(last.from),
        date_to: toCompactDate(last.to),
        report_type: 'ninelotto',
      }),
    );
  });

  it('names a range longer than the server takes and does not ask for it', async () => {
    const calls = mockApi(api(empty));
    loginAs();
    renderApp('/profit-loss?from=2025-01-01&to=2026-06-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 366 days at a time');
    expect(screen.queryByTestId('report-empty')).not.toBeInTheDocument();
    expect(plCalls(calls)).toEqual([]);
    fireEvent.change(dateInputs()[0]!, { target: { value: '2026-01-01' } });
    await screen.findByTestId('report-empty');
    expect(screen.queryByTestId('range-too-long')).not.toBeInTheDocument();
    expect(plCalls(calls)).toEqual([{ date_from: '20260101', date_to: '20260630', report_type: 'all' }]);
  });

  it('lists 1,000 members', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => `member${index}@10.00@5.00@2.50@2.50`);
    mockApi(
      api({
        date_from: '20261101',
        date_to: '20261130',
        dl_total: 2500,
        ul_total: 2500,
        net_profit_loss: 0,
        detail_lst: rows,
      }),
    );
    loginAs();
    renderApp('/profit-loss?from=2026-11-01&to=2026-11-30');
    expect(await screen.findAllByTestId('pl-row')).toHaveLength(1000);
    expect(screen.getByTestId('badge-net')).toHaveTextContent('0.00');
  });

  it('with position taking (占成): each row shows what the caller kept and its result, and the totals', async () => {
    mockApi(
      api({
        date_from: '20261122',
        date_to: '20261122',
        dl_total: -54585,
        ul_total: -49985,
        net_profit_loss: -4600,
        detail_lst: ['pl2@20.00@54600.00@5.00@-54585.00'],
        position_lst: [{ name: 'pl2', kept: 5, positionResult: -12496.25 }],
        position_total: { kept: 5, positionResult: -12496.25, result: -17096.25 },
      }),
    );
    loginAs();
    renderApp('/profit-loss');
    const [row] = await screen.findAllByTestId('pl-row');
    expect(within(row!).getByTestId('pl-kept')).toHaveTextContent('5.00');
    expect(within(row!).getByTestId('pl-position')).toHaveTextContent('-12,496.25');
    expect(screen.getByTestId('badge-result')).toHaveTextContent('-17,096.25');
    expect(screen.getByTestId('badge-position')).toHaveTextContent('-12,496.25');
  });

  it('without position taking nothing more is shown', async () => {
    mockApi(
      api({
        date_from: '20261122',
        date_to: '20261122',
        dl_total: 1,
        ul_total: 1,
        net_profit_loss: 0,
        detail_lst: ['pl2@1.00@0.00@0.00@1.00'],
      }),
    );
    loginAs();
    renderApp('/profit-loss');
    await screen.findAllByTestId('pl-row');
    expect(screen.queryByTestId('pl-kept')).toBeNull();
    expect(screen.queryByTestId('badge-result')).toBeNull();
  });
});
