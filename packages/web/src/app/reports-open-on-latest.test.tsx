import { waitFor } from '@testing-library/react';
import { betDatesAnswer } from '@lotto/contract/draws';
import { strikeReportAnswer } from '@lotto/contract/results';
import { checkTicketAnswer } from '@lotto/contract/tickets';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const AGENT = { ...PLAYER, username: 'agent1', role: 'agent' as const };

/*
 * Issue 17 item 10: the reports open on the latest draw date with data for the caller
 * (GET /Report/GetLatestDates), not on an empty today. The dates are far in the past, so no
 * default of "today" or "this week" could reach them by chance. Wednesday 7 January 2026: its
 * week starts on Monday 5 January (1 January 2026 was a Thursday, counted by hand).
 */
const LATEST = { sales: '20260107', settled: '20260107', strikes: '20260107' };

const api = (latest: typeof LATEST | null) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: 'Asia/Kuala_Lumpur',
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Tool/GetBetDates': okContract(betDatesAnswer, [{ date: '25/11/2026', id: 3, fullDate: '20261125' }]),
  '/Report/GetLatestDates': ok(latest ?? { sales: null, settled: null, strikes: null }),
  '/Report/GetDailySales': ok({ total: 0, detail_lst: [] }),
  '/Report/GetBetReport': ok([]),
  '/Report/CheckTicket': okContract(checkTicketAnswer, { total: 0, count: 0, receipts: [], entries: [] }),
  '/Report/GetProfitLoss': ok({
    date_from: '20260105',
    date_to: '20260107',
    dl_total: 0,
    ul_total: 0,
    net_profit_loss: 0,
    detail_lst: [],
  }),
  '/Report/GetDailyProfitLoss': ok({
    buy_total: 0,
    comm_total: 0,
    win_total: 0,
    nett_total: 0,
    detail_list: [],
  }),
  '/Order/GetStrikeReport': okContract(strikeReportAnswer, []),
});

/** The first request of a report: its query string and form body, merged. */
function firstAsk(calls: RecordedRequest[], path: string): Record<string, string> | undefined {
  const call = calls.find((each) => each.path === path);
  if (!call) return undefined;
  return {
    ...Object.fromEntries(new URL(call.url, 'http://x').searchParams),
    ...Object.fromEntries(new URLSearchParams(call.body)),
  };
}

describe('reports open on the latest draw date with data', () => {
  it.each<[string, string, Record<string, string>]>([
    ['/daily-sales', '/Report/GetDailySales', { date_from: '20260107' }],
    ['/bet-report', '/Report/GetBetReport', { DrawDate: '20260107' }],
    ['/check-ticket', '/Report/CheckTicket', { date: '0107', ticket_id: '', bet_number: '' }],
    ['/profit-loss', '/Report/GetProfitLoss', { date_from: '20260105', date_to: '20260107' }],
    ['/profit-loss-2', '/Report/GetDailyProfitLoss', { date_from: '20260105', date_to: '20260107' }],
    ['/strike-history', '/Order/GetStrikeReport', { date_from: '20260101', date_to: '20260107' }],
  ])('%s asks %s for the latest date first', async (screenPath, apiPath, expected) => {
    const calls = mockApi(api(LATEST));
    loginAs(AGENT);
    renderApp(screenPath);
    await waitFor(() => expect(firstAsk(calls, apiPath)).toMatchObject(expected));
    // it waited for the latest date: no request for another date went first
    expect(calls.filter((call) => call.path === apiPath)).toHaveLength(1);
  });

  it.each<[string, string, Record<string, string>]>([
    ['/daily-sales?date=2026-02-03', '/Report/GetDailySales', { date_from: '20260203' }],
    ['/bet-report?date=2026-02-03', '/Report/GetBetReport', { DrawDate: '20260203' }],
    [
      '/profit-loss?from=2026-02-02&to=2026-02-03',
      '/Report/GetProfitLoss',
      { date_from: '20260202', date_to: '20260203' },
    ],
    [
      '/strike-history?from=2026-02-02&to=2026-02-03',
      '/Order/GetStrikeReport',
      { date_from: '20260202', date_to: '20260203' },
    ],
  ])('%s: a date in the URL wins over the latest', async (screenPath, apiPath, expected) => {
    const calls = mockApi(api(LATEST));
    loginAs(AGENT);
    renderApp(screenPath);
    await waitFor(() => expect(firstAsk(calls, apiPath)).toMatchObject(expected));
  });

  it('check ticket without any ticket waits for Apply, as before', async () => {
    const calls = mockApi(api(null));
    loginAs(AGENT);
    const view = renderApp('/check-ticket');
    await waitFor(() => expect(calls.some((call) => call.path === '/Report/GetLatestDates')).toBe(true));
    expect(await view.findByTestId('check-ticket-prompt')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/Report/CheckTicket')).toHaveLength(0);
  });
});
