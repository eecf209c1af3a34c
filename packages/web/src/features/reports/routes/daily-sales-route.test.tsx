import { toCompactDate } from '@lotto/contract/wire-dates';
import { addDays } from '@lotto/domain/calendar-dates';
import { dailySalesAnswer } from '@lotto/contract/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toIsoDate } from '@/lib/dates/date-range';
import { fail, mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';

const today = () => toIsoDate(new Date());
const api = (answer: { total: number; detail_lst: string[] }) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  '/Report/GetDailySales': okContract(dailySalesAnswer, answer),
});
/** The form bodies sent to GetDailySales, oldest first. */
const salesCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetDailySales')
    .map((call) => ({ method: call.method, ...Object.fromEntries(new URLSearchParams(call.body)) }));

const SALES = {
  total: 1258.5,
  detail_lst: [
    'agent1',
    'player1\nSportsToto 4D: 12.00\nMagnum 4D: 1,234.50\nTotal: 1,246.50',
    'player2\nDa Ma Cai 1+3D: 12.00',
  ],
};

describe('daily sales', () => {
  it("asks for today's sales of all pools and lists each member's sales under the total", async () => {
    const calls = mockApi(api(SALES));
    loginAs();
    renderApp('/daily-sales');
    const blocks = await screen.findAllByTestId('sales-block');
    expect(document.title).toBe('Daily Sales | Lotto');
    expect(salesCalls(calls)).toEqual([
      { method: 'POST', date_from: toCompactDate(today()), report_type: 'all' },
    ]);
    expect(screen.getByTestId('badge-total')).toHaveTextContent('1,258.50');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

    expect(blocks.map((block) => within(block).getByTestId('sales-name').textContent)).toEqual([
      'agent1',
      'player1',
      'player2',
    ]);
    // a block with only the name: no sales
    expect(blocks[0]).toHaveTextContent('No Record');
    const lines = within(blocks[1]!).getAllByTestId('sales-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      'SportsToto 4D12.00',
      'Magnum 4D1,234.50',
      'Total1,246.50',
    ]);
    expect(lines[2]).toHaveClass('rp-line--total');
    expect(blocks[2]).not.toHaveTextContent('No Record');
  });

  it('asks again for another pool and for the day before or after, keeping both in the URL', async () => {
    const calls = mockApi(api(SALES));
    loginAs();
    const { router } = renderApp('/daily-sales?date=2026-11-22');
    await screen.findAllByTestId('sales-block');
    expect(screen.getByTestId('report-date-text')).toHaveTextContent('22/11/2026');

    fireEvent.click(screen.getByRole('radio', { name: '9 Lotto' }));
    await waitFor(() => expect(salesCalls(calls).at(-1)).toMatchObject({ report_type: 'ninelotto' }));
    expect(salesCalls(calls).at(-1)).toMatchObject({ date_from: '20261122' });

    fireEvent.click(screen.getByRole('button', { name: 'Prev Day' }));
    await waitFor(() => expect(salesCalls(calls).at(-1)).toMatchObject({ date_from: '20261121' }));
    expect(salesCalls(calls).at(-1)).toMatchObject({ report_type: 'ninelotto' });
    fireEvent.click(screen.getByRole('button', { name: 'Next Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Day' }));
    await waitFor(() => expect(salesCalls(calls).at(-1)).toMatchObject({ date_from: '20261123' }));
    expect(router.state.location.search).toBe('?date=2026-11-23&type=ninelotto');

    const dateInput = document.querySelector<HTMLInputElement>('.rp-filter input[type="date"]')!;
    fireEvent.change(dateInput, { target: { value: '2026-10-05' } });
    await waitFor(() => expect(salesCalls(calls).at(-1)).toMatchObject({ date_from: '20261005' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(salesCalls(calls).at(-1)).toMatchObject({ date_from: toCompactDate(today()) }),
    );
  });

  it('says "No Record" when there are no blocks at all', async () => {
    mockApi(api({ total: 0, detail_lst: [] }));
    loginAs();
    renderApp(`/daily-sales?date=${addDays(today(), -400)}`);
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No Record');
    expect(screen.queryByTestId('badge-total')).not.toBeInTheDocument();
  });

  it("shows the server's failure instead of figures", async () => {
    mockApi({ ...api(SALES), '/Report/GetDailySales': fail('', 'Reports are resting, try later') });
    loginAs();
    renderApp('/daily-sales');
    // in the screen and in the error alert (spec §8)
    expect(await screen.findAllByText('Reports are resting, try later')).not.toHaveLength(0);
    expect(screen.queryByTestId('sales-block')).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-empty')).not.toBeInTheDocument();
  });
});
