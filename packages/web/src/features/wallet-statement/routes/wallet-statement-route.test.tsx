import { toUsDate } from '@lotto/contract/wire-dates';
import { addDays } from '@lotto/domain/calendar-dates';
import { walletStatementAnswer } from '@lotto/contract/reports';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { changeLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
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

/** The parts of a row that is neither a settlement nor a credit move. */
const PLAIN = { pool: null, drawDate: null, counterparty: null };

const ROWS: StatementRow[] = [
  {
    id: '1',
    formattedDate: '22/11/2026 12:00:00',
    remark: 'Opening credit',
    preBalance: 0,
    amount: 1000,
    postBalance: 1000,
    by: 'test',
    kind: 'credit_add',
    ...PLAIN,
  },
  {
    id: '2',
    formattedDate: '22/11/2026 13:05:09',
    remark: 'Bet #43-44,#48 by agent1',
    preBalance: 1000,
    amount: -48,
    postBalance: 952,
    by: 'agent1',
    kind: 'bet',
    ...PLAIN,
  },
];

/** A settled draw and credit moves, as the server words them in English (issue 36 item 12). */
const MONEY_ROWS: StatementRow[] = [
  {
    id: '11',
    formattedDate: '22/11/2026 20:00:00',
    remark: 'Win M 22/11/2026',
    preBalance: 952,
    amount: 2500,
    postBalance: 3452,
    by: 'house',
    kind: 'win',
    pool: 'mg',
    drawDate: '20261122',
    counterparty: null,
  },
  {
    id: '12',
    formattedDate: '22/11/2026 20:00:00',
    remark: 'Commission M 22/11/2026',
    preBalance: 3452,
    amount: 0.25,
    postBalance: 3452.25,
    by: 'house',
    kind: 'commission',
    pool: 'mg',
    drawDate: '20261122',
    counterparty: null,
  },
  {
    id: '13',
    formattedDate: '22/11/2026 21:00:00',
    remark: 'top-up',
    preBalance: 3452.25,
    amount: 30,
    postBalance: 3482.25,
    by: 'agent1',
    kind: 'transfer_give',
    ...PLAIN,
    counterparty: 'agent1',
  },
  {
    id: '14',
    formattedDate: '22/11/2026 21:05:00',
    remark: 'to sub',
    preBalance: 3482.25,
    amount: -10,
    postBalance: 3472.25,
    by: 'me',
    kind: 'transfer_give',
    ...PLAIN,
    counterparty: 'player9',
  },
  {
    // a settlement whose reference the server could not read: worded from its remark
    id: '15',
    formattedDate: '22/11/2026 22:00:00',
    remark: 'Win M 15/11/2026',
    preBalance: 3472.25,
    amount: 1,
    postBalance: 3473.25,
    by: 'house',
    kind: 'win',
    ...PLAIN,
  },
];
const remarkOf = (row: HTMLElement) => row.querySelector('.ws-remark')!.textContent;

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

  it('words wins, commissions and credit moves in the chosen language, naming the other side', async () => {
    mockApi(api(MONEY_ROWS));
    loginAs();
    renderApp('/wallet-statement');
    let rows = await screen.findAllByTestId('statement-row');
    expect(rows.map(remarkOf)).toEqual([
      'Win Magnum 4D 22/11/2026' + '22/11/202620:00:00',
      'Commission Magnum 4D 22/11/2026' + '22/11/202620:00:00',
      'Credit from agent1' + 'top-up' + '22/11/202621:00:00',
      'Credit to player9' + 'to sub' + '22/11/202621:05:00',
      'Win M 15/11/2026' + '22/11/202622:00:00',
    ]);
    const texts: [Language, string[]][] = Object.entries({
      'zh-CN': [
        '奖金 Magnum 4D 22/11/2026',
        '佣金 Magnum 4D 22/11/2026',
        'agent1 转入额度',
        '转出额度给 player9',
      ],
      'ms-MY': [
        'Menang Magnum 4D 22/11/2026',
        'Komisen Magnum 4D 22/11/2026',
        'Kredit daripada agent1',
        'Kredit kepada player9',
      ],
      'bn-BD': [
        'জয় Magnum 4D 22/11/2026',
        'কমিশন Magnum 4D 22/11/2026',
        'agent1-এর কাছ থেকে ক্রেডিট',
        'player9-কে ক্রেডিট',
      ],
    }) as [Language, string[]][];
    for (const [language, expected] of texts) {
      await act(() => changeLanguage(language));
      rows = screen.getAllByTestId('statement-row');
      await waitFor(() => expect(within(rows[0]!).getByText(expected[0]!)).toBeInTheDocument());
      expected.forEach((text, i) => expect(within(rows[i]!).getByText(text)).toBeInTheDocument());
      // the giver's own words stay as typed
      expect(within(rows[2]!).getByTestId('statement-note')).toHaveTextContent('top-up');
      // a row without its parts: its remark, as before
      expect(within(rows[4]!).getByText('Win M 15/11/2026')).toBeInTheDocument();
    }
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
    expect(params?.get('fromDate')).toBe(toUsDate(addDays(today(), -6)));
    expect(params?.get('toDate')).toBe(toUsDate(today()));

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
    const yesterday = toUsDate(addDays(today(), -1));
    await waitFor(() => {
      const last = statementCalls(calls).at(-1);
      expect([last?.get('fromDate'), last?.get('toDate')]).toEqual([yesterday, yesterday]);
    });
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  });
});
