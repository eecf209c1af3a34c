import { addDays } from '@lotto/domain/calendar-dates';
import { walletStatementAnswer } from '@lotto/contract/reports';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toWireDate } from '@/lib/orders/get-ticket-list';
import { changeLanguage } from '@/i18n/i18n';
import { toIsoDate } from '@/lib/dates/date-range';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { StatementRow } from '../api/get-wallet-statement';

const today = () => toIsoDate(new Date());
const api = (rows: StatementRow[]) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  '/Report/GetWalletStatement': okContract(walletStatementAnswer, rows),
});
const statementCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetWalletStatement')
    .map((call) => new URL(call.url, 'http://x').searchParams);

const ROWS: StatementRow[] = [
  {
    id: '1',
    formattedDate: '22/11/2026 12:00:00',
    remark: 'Opening credit',
    preBalance: 0,
    amount: 1000,
    postBalance: 1000,
  },
  {
    id: '2',
    formattedDate: '22/11/2026 13:05:09',
    remark: 'Bet #43-44,#48 by agent1',
    preBalance: 1000,
    amount: -48,
    postBalance: 952,
  },
];

describe('wallet statement', () => {
  it('names the tickets in the remark, in the chosen language', async () => {
    mockApi(api(ROWS));
    loginAs();
    renderApp('/wallet-statement');
    const rows = await screen.findAllByTestId('statement-row');
    expect(within(rows[1]!).getByText('Bet #43-44,#48 by agent1')).toBeInTheDocument();
    await act(() => changeLanguage('ms-MY'));
    await waitFor(() =>
      expect(within(rows[1]!).getByText('Pertaruhan #43-44,#48 oleh agent1')).toBeInTheDocument(),
    );
    expect(within(rows[0]!).getByText('Kredit permulaan')).toBeInTheDocument();
    await act(() => changeLanguage('en-GB'));
  });

  it('asks for the last 7 days and lists the entries, credits green and debits red', async () => {
    const calls = mockApi(api(ROWS));
    loginAs();
    renderApp('/wallet-statement');
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows).toHaveLength(2);
    expect(document.title).toBe('Wallet Statement | Lotto');
    const [params] = statementCalls(calls);
    expect(params?.get('fromDate')).toBe(toWireDate(addDays(today(), -6)));
    expect(params?.get('toDate')).toBe(toWireDate(today()));

    const first = within(rows[0]!);
    expect(first.getByText('Opening credit')).toBeInTheDocument();
    expect(first.getByTestId('statement-amount')).toHaveTextContent('+1,000.00');
    expect(first.getByTestId('statement-amount')).toHaveClass('ws-credit');
    // the date and the time on two lines
    expect(rows[0]!.querySelector('.ws-date br')).not.toBeNull();
    const second = within(rows[1]!);
    expect(second.getByTestId('statement-amount')).toHaveTextContent('-48.00');
    expect(second.getByTestId('statement-amount')).toHaveClass('ws-debit');
    expect(second.getByText('952.00')).toBeInTheDocument();
  });

  it('says "No Record" for an empty range and asks again when the range changes', async () => {
    const calls = mockApi(api([]));
    loginAs();
    renderApp('/wallet-statement?from=2026-11-01&to=2026-11-05');
    expect(await screen.findByTestId('statement-empty')).toHaveTextContent('No Record');
    const [, to] = document.querySelectorAll<HTMLInputElement>('.bh-range input[type="date"]');
    fireEvent.change(to!, { target: { value: '2026-10-30' } });
    await waitFor(() => {
      const last = statementCalls(calls).at(-1);
      expect([last?.get('fromDate'), last?.get('toDate')]).toEqual(['10/30/2026', '10/30/2026']);
    });
  });

  it('offers the quick date ranges: Yesterday asks for that one day', async () => {
    const calls = mockApi(api([]));
    loginAs();
    renderApp('/wallet-statement');
    await screen.findByTestId('statement-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = toWireDate(addDays(today(), -1));
    await waitFor(() => {
      const last = statementCalls(calls).at(-1);
      expect([last?.get('fromDate'), last?.get('toDate')]).toEqual([yesterday, yesterday]);
    });
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  });
});
