import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dailyProfitLossAnswer } from '@lotto/contract/reports';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';
import type { DailyProfitLoss } from '../api/get-daily-profit-loss';

type WireAnswer = Omit<DailyProfitLoss, 'detail_list'> & {
  detail_list: { drawDate: string; buy: number; comm: number; win: number; nett: number }[];
};
const api = (answer: WireAnswer) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Report/GetDailyProfitLoss': okContract(dailyProfitLossAnswer, answer),
});
const dailyCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetDailyProfitLoss')
    .map((call) => ({ method: call.method, ...Object.fromEntries(new URLSearchParams(call.body)) }));
const EMPTY: WireAnswer = { buy_total: 0, comm_total: 0, win_total: 0, nett_total: 0, detail_list: [] };
const dateInputs = () => document.querySelectorAll<HTMLInputElement>('.bh-range input[type="date"]');

describe('profit loss 2', () => {
  it('shows the totals and one block per settled draw date', async () => {
    const calls = mockApi(
      api({
        buy_total: 1510,
        comm_total: 377.5,
        win_total: 2500,
        nett_total: -1367.5,
        detail_list: [
          { drawDate: '20261118', buy: 10, comm: 2.5, win: 0, nett: 7.5 },
          { drawDate: '20261122', buy: 1500, comm: 375, win: 2500, nett: -1375 },
        ],
      }),
    );
    loginAs();
    renderApp('/profit-loss-2?from=2026-11-16&to=2026-11-22&type=normal');
    const days = await screen.findAllByTestId('pl-day');
    expect(document.title).toBe('Profit Loss 2 | Lotto');
    expect(dailyCalls(calls)).toEqual([
      { method: 'POST', date_from: '20261116', date_to: '20261122', report_type: 'normal' },
    ]);
    expect(screen.getByRole('radio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('badge-buy')).toHaveTextContent('Buy1,510.00');
    expect(screen.getByTestId('badge-comm')).toHaveTextContent('Commission377.50');
    expect(screen.getByTestId('badge-win')).toHaveTextContent('Win2,500.00');
    expect(screen.getByTestId('badge-nett')).toHaveTextContent('Nett-1,367.50');
    expect(within(screen.getByTestId('badge-nett')).getByText('-1,367.50')).toHaveClass('rp-down');

    expect(days).toHaveLength(2);
    const [first, second] = days.map((day) => within(day));
    expect(first!.getByTestId('pl-day-date')).toHaveTextContent('18/11/2026Wed');
    expect(first!.getByTestId('pl-day-buy')).toHaveTextContent('10.00');
    expect(first!.getByTestId('pl-day-comm')).toHaveTextContent('2.50');
    expect(first!.getByTestId('pl-day-win')).toHaveTextContent('0.00');
    expect(first!.getByTestId('pl-day-nett')).toHaveTextContent('+7.50');
    expect(first!.getByTestId('pl-day-nett')).toHaveClass('rp-up');
    expect(second!.getByTestId('pl-day-date')).toHaveTextContent('22/11/2026Sun');
    expect(second!.getByTestId('pl-day-nett')).toHaveTextContent('-1,375.00');
    expect(second!.getByTestId('pl-day-nett')).toHaveClass('rp-down');
  });

  it('says "No Record" for a range without settled draws and keeps from before to', async () => {
    const calls = mockApi(api(EMPTY));
    loginAs();
    renderApp('/profit-loss-2?from=2020-01-01&to=2020-01-07');
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No Record');
    expect(screen.queryByTestId('badge-buy')).not.toBeInTheDocument();

    fireEvent.change(dateInputs()[1]!, { target: { value: '2019-12-25' } });
    await waitFor(() =>
      expect(dailyCalls(calls).at(-1)).toMatchObject({ date_from: '20191225', date_to: '20191225' }),
    );
    fireEvent.change(dateInputs()[0]!, { target: { value: '2020-02-01' } });
    await waitFor(() =>
      expect(dailyCalls(calls).at(-1)).toMatchObject({ date_from: '20200201', date_to: '20200201' }),
    );
  });
});
