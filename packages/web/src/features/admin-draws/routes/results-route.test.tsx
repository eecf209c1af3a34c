import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { schedulesAnswer, settlementsAnswer } from '@lotto/contract/draws';
import { enterResultAnswer, resultPreviewAnswer } from '@lotto/contract/results';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { claimsAnswer, type ClaimsAnswer } from '@lotto/contract/counter';
import { mockApi, okContract, type MockAnswer, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { DrawSettlement } from '../api/get-settlements';
import type { ResultPreview } from '../api/preview-result';

const ADMIN = { ...PLAYER, username: 'admin', role: 'admin' as const };
const schedule = (pool: string, name: string, lastClosedDraw = '20261122') => ({
  pool,
  name,
  weekdays: [0, 3, 6],
  cutoff: '19:00',
  specialDates: [],
  closedDates: [],
  lastClosedDraw,
  today: { date: '20261122', drawDay: true, open: false, closedEarly: true },
});
const PREVIEW: ResultPreview = {
  result: {
    brand: 'mg',
    poolName: 'Magnum 4D',
    drawDate: '20261122',
    topPrize: ['1234', '5678', '9012'],
    specialPrize: ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'],
    consolationPrize: ['2001', '2002', '2003', '2004', '2005', '2006', '2007', '2008', '2009', '2010'],
  },
  change: 'new',
  version: 1,
  lines: 3,
  winTotal: 5000,
  commissionTotal: 1.5,
  winningLines: 1,
  winners: [{ username: 'player1', win: 5000, commission: 0.5, currentWin: null }],
  current: null,
  difference: null,
  flaggedClaims: [],
};
const NO_CLAIMS: ClaimsAnswer = { totalPaid: 0, totalPending: 0, count: 0, flagged: 0, items: [] };
const SETTLEMENTS: DrawSettlement[] = [
  {
    pool: 'mg',
    poolName: 'Magnum 4D',
    drawDate: '20261122',
    state: 'settled',
    resultVersion: 1,
    settledAt: '22/11/2026 19:30:00',
    lines: 3,
    totalLines: 3,
    win: 5000,
    commission: 1.5,
  },
  {
    pool: 'mg',
    poolName: 'Magnum 4D',
    drawDate: '20261121',
    state: 'awaiting result',
    resultVersion: null,
    settledAt: null,
    lines: 0,
    totalLines: null,
    win: 0,
    commission: 0,
  },
];
const api = (extra: Record<string, MockAnswer> = {}) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Admin/GetSchedules': okContract(schedulesAnswer, [
    schedule('mg', 'Magnum 4D'),
    schedule('tt', 'SportsToto 4D', '20261121'),
  ]),
  '/Admin/GetSettlements': okContract(settlementsAnswer, SETTLEMENTS),
  '/Admin/PreviewResult': okContract(resultPreviewAnswer, PREVIEW),
  '/Report/GetClaims': okContract(claimsAnswer, NO_CLAIMS),
  '/Admin/EnterResult': okContract(enterResultAnswer, {
    change: 'new',
    version: 1,
    lines: 3,
    winTotal: 5000,
    commissionTotal: 1.5,
  }),
  ...extra,
});
const bodiesOf = (calls: RecordedRequest[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => JSON.parse(call.body) as Record<string, unknown>);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillMagnum() {
  type('1st', '1234');
  type('2nd', '5678');
  type('3rd', '9012');
  for (let i = 1; i <= 10; i += 1) {
    type(`Special ${i}`, String(1000 + i));
    type(`Consolation ${i}`, String(2000 + i));
  }
}

describe('back-office results', () => {
  it('previews the settlement, then confirms it with the same numbers', async () => {
    const calls = mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/results');
    expect(await screen.findByRole('option', { name: 'Magnum 4D' })).toBeInTheDocument();
    expect(document.title).toBe('Results | Lotto');
    expect(screen.queryByLabelText('6D number')).not.toBeInTheDocument();
    fillMagnum();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('result-preview');
    const [sent] = bodiesOf(calls, '/Admin/PreviewResult');
    expect(sent).toMatchObject({ pool: 'mg', first: '1234', second: '5678', third: '9012' });
    expect(sent?.starters).toHaveLength(10);
    expect(sent?.date).toMatch(/^\d{8}$/);
    expect(within(preview).getAllByText('5,000.00')).toHaveLength(2); // the total and player1's win
    expect(within(preview).getByTestId('preview-winner')).toHaveTextContent('player1');
    expect(bodiesOf(calls, '/Admin/EnterResult')).toEqual([]);

    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm and settle' }));
    await waitFor(() => expect(bodiesOf(calls, '/Admin/EnterResult')).toEqual([sent]));
    await waitFor(() => expect(screen.queryByTestId('result-preview')).not.toBeInTheDocument());
  });

  it('names the counter claims a correction would flag before it is confirmed (issue 44)', async () => {
    const correction: ResultPreview = {
      ...PREVIEW,
      change: 'corrected',
      version: 2,
      current: { version: 1, lines: 3, winTotal: 7500, commissionTotal: 1.5 },
      difference: { lines: 0, winTotal: -2500, commissionTotal: 0 },
      flaggedClaims: [{ ticketId: '37', claimedBy: 'agent1', amount: 2500, win: 2500, winNow: 0 }],
    };
    mockApi(api({ '/Admin/PreviewResult': okContract(resultPreviewAnswer, correction) }));
    loginAs(ADMIN);
    renderApp('/admin/results');
    expect(await screen.findByRole('option', { name: 'Magnum 4D' })).toBeInTheDocument();
    fillMagnum();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const flagged = await screen.findByTestId('preview-flagged-claims');
    expect(flagged).toHaveTextContent('This correction flags 1 claim(s) already paid at the counter');
    expect(flagged).toHaveTextContent('#37: agent1 paid 2,500.00, the win becomes 0.00');
  });

  it('lists the claims a correction has flagged, linking to the Claims report (issue 44)', async () => {
    const flaggedClaim = {
      claimId: '5',
      ticketId: '37',
      owner: 'agent1',
      drawDate: '21/11/2026',
      pool: 'K',
      claimedBy: 'agent1',
      claimedAt: '22/11/2026 10:15:00',
      customerName: 'Tan Ah Kow',
      idKind: 'ic' as const,
      idNumber: '********5678',
      amount: 2500,
      win: 2500,
      winNow: 0,
      flagged: true,
      remark: '',
      hasPhoto: false,
      status: 'Paid' as const,
      approvedBy: null,
      approvedAt: null,
      canDecide: false,
    };
    const calls = mockApi(
      api({
        '/Report/GetClaims': okContract(claimsAnswer, {
          totalPaid: 5000,
          totalPending: 0,
          count: 2,
          flagged: 1,
          items: [
            flaggedClaim,
            { ...flaggedClaim, claimId: '6', ticketId: '38', winNow: 2500, flagged: false },
          ],
        }),
      }),
    );
    loginAs(ADMIN);
    renderApp('/admin/results');
    const card = await screen.findByTestId('flagged-claims');
    expect(within(card).getAllByTestId('flagged-claim')).toHaveLength(1);
    expect(card).toHaveTextContent('#37: agent1 paid 2,500.00, the win becomes 0.00');
    expect(within(card).getByRole('link', { name: 'Open the Claims report' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/claims\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    );
    expect(calls.some((call) => call.path === '/Report/GetClaims')).toBe(true);
  });

  it('opens on the draw that closed last (the server says which), shows dates dd/MM/yyyy, and repeats the numbers in the preview', async () => {
    const calls = mockApi(
      api({
        '/Admin/GetSchedules': okContract(schedulesAnswer, [
          schedule('mg', 'Magnum 4D', '20261121'),
          { ...schedule('nl', '9 Lotto', '20261122') },
          schedule('tt', 'SportsToto 4D', '20261121'),
        ]),
      }),
    );
    loginAs(ADMIN);
    renderApp('/admin/results');
    await screen.findByRole('option', { name: 'SportsToto 4D' });
    // 9 Lotto drew last (Sunday); the others on Saturday. Whatever the device's day or zone.
    expect(screen.getByLabelText('Pool')).toHaveValue('nl');
    expect(screen.getByTestId('result-entry-date')).toHaveTextContent('22/11/2026');
    expect(screen.getByLabelText('Draw date')).toHaveValue('2026-11-22');
    // Another pool: the date follows its last draw until one is picked.
    fireEvent.change(screen.getByLabelText('Pool'), { target: { value: 'mg' } });
    expect(screen.getByTestId('result-entry-date')).toHaveTextContent('21/11/2026');
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-11-18' } });
    expect(screen.getByTestId('result-entry-date')).toHaveTextContent('18/11/2026');
    fillMagnum();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('result-preview');
    expect(bodiesOf(calls, '/Admin/PreviewResult')[0]).toMatchObject({ pool: 'mg', date: '20261118' });
    // The preview repeats what is being confirmed (the server's reading of it).
    const numbers = within(preview).getByTestId('preview-numbers');
    expect(numbers).toHaveTextContent('Magnum 4D');
    expect(within(numbers).getByTestId('preview-draw-date')).toHaveTextContent('Sun 22/11/2026');
    expect(numbers).toHaveTextContent('1234');
    expect(numbers).toHaveTextContent('1001 1002 1003');
    expect(numbers).toHaveTextContent('2010');
    // The pool and the date are not changed under a preview.
    expect(screen.getByLabelText('Pool')).not.toBeVisible();
  });

  it('shows a draw whose settlement stopped as settling n of m, and follows it', async () => {
    mockApi(
      api({
        '/Admin/GetSettlements': okContract(settlementsAnswer, [
          { ...SETTLEMENTS[0]!, state: 'settling', lines: 2, totalLines: 5, win: 7500 },
        ]),
      }),
    );
    loginAs(ADMIN);
    renderApp('/admin/results');
    const [row] = await screen.findAllByTestId('settlement-row');
    expect(row).toHaveTextContent('Settling 2 of 5');
    expect(row).not.toHaveTextContent('Settled');
  });

  it('goes back to the numbers as typed; Toto asks for 5D and 6D', async () => {
    mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/results');
    await screen.findByRole('option', { name: 'SportsToto 4D' });
    fireEvent.change(screen.getByLabelText('Pool'), { target: { value: 'tt' } });
    expect(screen.getByLabelText('6D number')).toBeInTheDocument();
    expect(screen.getByLabelText('5D numbers 1st')).toBeInTheDocument();
    fillMagnum();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(
      within(await screen.findByTestId('result-preview')).getByRole('button', { name: 'Back' }),
    );
    expect(screen.getByLabelText('1st')).toHaveValue('1234');
  });

  it('lists the settlement status, awaiting results included', async () => {
    const calls = mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/results');
    const rows = await screen.findAllByTestId('settlement-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Settled');
    expect(rows[0]).toHaveTextContent('5,000.00');
    expect(rows[1]).toHaveTextContent('Awaiting result');
    const query = new URL(calls.find((call) => call.path === '/Admin/GetSettlements')!.url, 'http://x')
      .searchParams;
    expect(query.get('from')).toMatch(/^\d{8}$/);
  });

  it('imports a file read in the browser and lists the refused problems by file:line', async () => {
    const calls = mockApi(
      api({
        '/Admin/ImportResults': {
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: '1 problem(s); nothing was imported',
            data: {
              problems: [{ file: 'week.csv', line: 3, message: "2nd: expected 4 digits, got '12x4'" }],
            },
          },
        } as unknown as MockAnswer,
      }),
    );
    loginAs(ADMIN);
    renderApp('/admin/results');
    await screen.findAllByTestId('settlement-row');
    const file = new File(['DrawDate,...'], 'week.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const refused = await screen.findByTestId('import-refused');
    expect(refused).toHaveTextContent('1 problem(s); nothing was imported');
    expect(refused).toHaveTextContent("week.csv:3 2nd: expected 4 digits, got '12x4'");
    expect(bodiesOf(calls, '/Admin/ImportResults')).toEqual([
      { format: 'sportstoto', fileName: 'week.csv', text: 'DrawDate,...' },
    ]);
    // A publisher's history with special draws unknown to the calendar: asked for explicitly.
    fireEvent.click(screen.getByLabelText(/as special draws/));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(bodiesOf(calls, '/Admin/ImportResults')).toHaveLength(2));
    expect(bodiesOf(calls, '/Admin/ImportResults')[1]).toMatchObject({ addSpecialDraws: true });
  });

  it('refuses a player plainly', async () => {
    mockApi(api());
    loginAs(PLAYER);
    renderApp('/admin/results');
    expect(await screen.findByTestId('admin-refused')).toBeInTheDocument();
  });
});
