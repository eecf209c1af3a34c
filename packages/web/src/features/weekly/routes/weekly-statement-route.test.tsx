import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import {
  recordWeekPaymentAnswer,
  weeklyStatementAnswer,
  type WeeklyStatementRow,
} from '@lotto/contract/weekly';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

/** Worked example 2's row P on A's statement (docs/rules.md "Weekly cycle"). */
const rowP: WeeklyStatementRow = {
  name: 'player1',
  role: 'player',
  turnover: 20,
  dl: { tickets: 20, commission: 5, win: 54600, total: -54585 },
  own: { kept: 5, commission: 1.25, win: 12500, total: -12496.25 },
  upline: -37488.75,
  net: -17096.25,
  carried: 0,
  received: 0,
  paid: 0,
  open: -54585,
};
const statement = (week: string) => ({
  week,
  label: 'Mon 16/11 00:00 – Sun 22/11 24:00',
  timeZone: 'Malaysia time',
  zoneId: 'Asia/Kuala_Lumpur',
  closed: true,
  member: 'agent1',
  rows: [rowP],
  self: null,
  totals: { ...rowP, name: '', role: '' },
  summary: { receivable: 37488.75, payable: 54585, net: -17096.25, open: -54585 },
});

describe('the 7-day statement (issue 41)', () => {
  it("shows the week's bounds in the draw zone, the summary and row P, moves a week back, and records 结账 with the amount prefilled", async () => {
    const calls = mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, {
        creditLeft: 1000,
        confirmOrderAbove: null,
        weeklyLimit: 6000,
      }),
      '/Report/GetWeeklyStatement': (request: RecordedRequest) =>
        okContract(
          weeklyStatementAnswer,
          statement(new URL(request.url, 'http://x').searchParams.get('week') ?? '20261116'),
        ),
      '/Admin/RecordWeekPayment': okContract(recordWeekPaymentAnswer, { id: 1, open: 0, unlocked: false }),
    });
    loginAs({ username: 'agent1', token: 'tok-a', role: 'agent' });
    renderApp('/weekly-statement');
    const row = await screen.findByTestId('weekly-row-player1');
    expect(document.title).toBe('7-day statement | Lotto');
    expect(screen.getByTestId('week-label')).toHaveTextContent(
      'Mon 16/11 00:00 – Sun 22/11 24:00Malaysia time',
    );
    expect(screen.getByTestId('weekly-summary')).toHaveTextContent(
      'To receive37,488.75To pay54,585.00Net-17,096.25Open-54,585.00',
    );
    for (const figure of ['20.00', '-54,585.00', '5.00', '-12,496.25', '-37,488.75', 'Net -17,096.25']) {
      expect(row).toHaveTextContent(figure);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/Report/GetWeeklyStatement').at(-1)?.url).toContain(
        'week=20261109',
      ),
    );

    fireEvent.click(
      within(await screen.findByTestId('weekly-row-player1')).getByRole('button', { name: 'Settle' }),
    );
    expect(screen.getByText('Paid to player1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('54585.00');
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/Admin/RecordWeekPayment')).toBe(true));
    const payment = JSON.parse(
      calls.find((call) => call.path === '/Admin/RecordWeekPayment')!.body,
    ) as Record<string, unknown>;
    expect(payment).toEqual({
      username: 'player1',
      week: '20261109',
      amount: '54585.00',
      direction: 'paid',
      remark: '',
    });
  });
});
