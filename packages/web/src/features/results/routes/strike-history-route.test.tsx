import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { displayDate } from '@/lib/dates/display-dates';
import { changeLanguage } from '@/i18n/i18n';
import { strikeReportAnswer } from '@lotto/contract/results';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { baseApi, daysAgo, today, wireDaysAgo } from '@/testing/test-days';
import { strike } from '../testing/result-fixtures';
import { toCompactDate } from '@lotto/contract/wire-dates';

const reportCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Order/GetStrikeReport')
    .map((call) => new URL(call.url, 'http://x').searchParams);

const STRIKES = [
  strike(),
  strike({
    id: '2',
    poolId: 3,
    betNumber: '567',
    betId: '502',
    drawDate: wireDaysAgo(3),
    prizeName: 'Starter',
    betType: '3C',
    stock: 1.5,
    remark: '',
    totalWin: 0.1,
  }),
  strike({
    id: '3',
    poolId: 9,
    betNumber: '89',
    betId: '503',
    prizeName: 'Consolation',
    betType: '2F',
    totalWin: 0.2,
  }),
];

describe('strike history', () => {
  it('lists the winning bets of the last 7 days (today included) with their total', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Order/GetStrikeReport': okContract(strikeReportAnswer, STRIKES),
    });
    loginAs();
    renderApp('/strike-history');
    const rows = await screen.findAllByTestId('strike-row');
    expect(rows).toHaveLength(3);
    expect(document.title).toBe('Strike History | Lotto');

    const [params] = reportCalls(calls);
    expect(params?.get('date_from')).toBe(wireDaysAgo(6));
    expect(params?.get('date_to')).toBe(toCompactDate(today()));

    const first = within(rows[0]!);
    expect(first.getByRole('img', { name: 'Magnum 4D' })).toHaveTextContent('M');
    expect(first.getByTestId('strike-number')).toHaveTextContent('1234');
    expect(first.getByTestId('strike-bet-type')).toHaveTextContent('B');
    expect(first.getByTestId('strike-prize')).toHaveTextContent('1st Prize');
    expect(first.getByTestId('strike-stake')).toHaveTextContent('2.00');
    expect(first.getByTestId('strike-win')).toHaveTextContent('+5,460.00');
    expect(first.getByTestId('strike-ticket')).toHaveTextContent('#501');
    expect(first.getByTestId('strike-draw-date')).toHaveTextContent(displayDate(daysAgo(1)));
    expect(first.getByTestId('strike-remark')).toHaveTextContent('lucky');

    const second = within(rows[1]!);
    expect(second.getByRole('img', { name: 'SportsToto 4D' })).toBeInTheDocument();
    expect(second.getByTestId('strike-prize')).toHaveTextContent('Starter');
    expect(second.getByTestId('strike-stake')).toHaveTextContent('1.50');
    expect(second.queryByTestId('strike-remark')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: '9 Lotto' })).toBeInTheDocument();

    // added in cents: 5460 + 0.10 + 0.20 is exactly 5,460.30
    expect(screen.getByTestId('strike-total')).toHaveTextContent('5,460.30');
    expect(screen.getByTestId('strike-count')).toHaveTextContent('3');
  });

  it('shows "No more records" for a range without wins', async () => {
    mockApi({ ...baseApi(), '/Order/GetStrikeReport': okContract(strikeReportAnswer, []) });
    loginAs();
    renderApp('/strike-history');
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    expect(screen.queryByTestId('strike-total')).not.toBeInTheDocument();
  });

  it('pushes the other date so from is never after to, and keeps the range in the URL', async () => {
    const calls = mockApi({ ...baseApi(), '/Order/GetStrikeReport': okContract(strikeReportAnswer, []) });
    loginAs();
    const { router } = renderApp('/strike-history?from=2026-10-10&to=2026-10-20');
    await screen.findByText('No more records');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-10-10');
    expect(reportCalls(calls)[0]?.get('date_from')).toBe('20261010');

    fireEvent.change(from, { target: { value: '2026-10-25' } });
    await waitFor(() => expect(to).toHaveValue('2026-10-25'));
    expect(router.state.location.search).toBe('?from=2026-10-25&to=2026-10-25');
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('date_to')).toBe('20261025'));

    fireEvent.change(to, { target: { value: '2026-10-01' } });
    await waitFor(() => expect(from).toHaveValue('2026-10-01'));
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('date_from')).toBe('20261001'));
    expect(reportCalls(calls).at(-1)?.get('date_to')).toBe('20261001');
  });

  it('selects the quick ranges', async () => {
    const calls = mockApi({ ...baseApi(), '/Order/GetStrikeReport': okContract(strikeReportAnswer, []) });
    loginAs();
    renderApp('/strike-history');
    await screen.findByText('No more records');
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Today',
      'Yesterday',
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'Prev Day',
      'Next Day',
    ]);

    await userEvent.click(within(quick).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(daysAgo(1)));
    expect(screen.getByLabelText('To')).toHaveValue(daysAgo(1));
    expect(within(quick).getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('date_from')).toBe(wireDaysAgo(1)));

    await userEvent.click(within(quick).getByRole('button', { name: 'Prev Day' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(daysAgo(2)));
    expect(screen.getByLabelText('To')).toHaveValue(daysAgo(2));
    expect(within(quick).getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(within(quick).getByRole('button', { name: 'Next Day' }));
    await userEvent.click(within(quick).getByRole('button', { name: 'Next Day' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(today()));
    expect(within(quick).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(reportCalls(calls).at(-1)?.get('date_to')).toBe(toCompactDate(today())));
  });

  it('translates the prize names', async () => {
    mockApi({ ...baseApi(), '/Order/GetStrikeReport': okContract(strikeReportAnswer, STRIKES) });
    loginAs();
    await changeLanguage('zh-CN');
    renderApp('/strike-history');
    const rows = await screen.findAllByTestId('strike-row');
    expect(within(rows[0]!).getByTestId('strike-prize')).toHaveTextContent('头奖');
    expect(within(rows[2]!).getByTestId('strike-prize')).toHaveTextContent('安慰奖');
    expect(screen.getByText('总奖金')).toBeInTheDocument();
  });
});
