import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { todayIn } from '@/lib/dates/draw-dates';
import type { BetReportTicket } from '../api/get-bet-report';

const ticket = (id: string, lines: [string, string, [string, number][]][]): BetReportTicket => ({
  ticketXId: id,
  pool: 'mg',
  drawDate: '20261125',
  datetime: '22/11/2026 12:00:00',
  username: 'player1',
  ticketDetails: lines.map(([number, letter, amounts]) => ({
    number,
    details: [{ poolShortCode: letter, eatTypes: amounts.map(([type, amount]) => ({ type, amount })) }],
  })),
});

const TICKETS = [
  ticket('102', [
    [
      '*5678',
      'E',
      [
        ['B', 0.1],
        ['A', 2],
      ],
    ],
    ['12', 'E', [['2A', 1.5]]],
  ]),
  ticket('101', [
    [
      '1234',
      'M',
      [
        ['B', 0.2],
        ['S', 2],
      ],
    ],
  ]),
];

function api(
  tickets: BetReportTicket[] | ((request: RecordedRequest) => BetReportTicket[]),
  betDates = true,
) {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: 'Asia/Kuala_Lumpur',
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Tool/GetBetDates': ok(
      betDates
        ? [
            { date: '25/11/2026', id: 3, fullDate: '20261125' },
            { date: '26/11/2026', id: 4, fullDate: '20261126' },
          ]
        : [],
    ),
    '/Report/GetBetReport': (request: RecordedRequest) =>
      ok(typeof tickets === 'function' ? tickets(request) : tickets),
  };
}

const reportCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/GetBetReport')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

const stubbed: string[] = [];
/** Sets navigator.share / navigator.clipboard for one test (jsdom has neither). */
function stubNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
    stubbed.push(name);
  }
}
afterEach(() => {
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name);
});

describe('bet report', () => {
  it('loads on entry for the nearest open draw date: badge totals, invoice numbers, pool lines', async () => {
    const calls = mockApi(api(TICKETS));
    loginAs();
    renderApp('/bet-report');
    const cards = await screen.findAllByTestId('bet-report-ticket');
    expect(document.title).toBe('Bet Report | Lotto');
    expect(reportCalls(calls)).toEqual([{ DrawDate: '20261125', ForceSearch: 'true' }]);
    expect(screen.getByTestId('bet-report-date')).toHaveTextContent('25/11/2026');

    // totals in receipt order (B S A C D, then the other codes), summed exactly
    const badges = screen.getAllByTestId('type-total').map((badge) => badge.textContent);
    expect(badges).toEqual(['B0.30', 'S2.00', 'A2.00', '2A1.50']);
    expect(screen.getByTestId('ticket-count')).toHaveTextContent('Tickets: 2');

    expect(cards.map((card) => within(card).getByTestId('ticket-invoice').textContent)).toEqual([
      '#102',
      '#101',
    ]);
    expect(within(cards[0]!).getByTestId('ticket-meta')).toHaveTextContent('player122/11/2026 12:00:00');
    const lines = within(cards[0]!).getAllByTestId('bet-line');
    expect(lines[0]).toHaveTextContent('*5678');
    expect(within(lines[0]!).getByRole('img', { name: '9 Lotto' })).toHaveTextContent('E');
    expect(within(lines[0]!).getByTestId('pool-amounts')).toHaveTextContent('B 0.10 A 2.00');
    expect(within(lines[1]!).getByTestId('pool-amounts')).toHaveTextContent('2A 1.50');
    expect(within(cards[1]!).getByRole('img', { name: 'Magnum 4D' })).toHaveTextContent('M');
  });

  it('applies the draw date and a digits-only ticket id; Apply again asks again', async () => {
    const calls = mockApi(api(TICKETS));
    loginAs();
    const { router } = renderApp('/bet-report');
    await screen.findAllByTestId('bet-report-ticket');
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-11-26' } });
    const box = screen.getByLabelText('Ticket ID');
    await userEvent.type(box, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)).toEqual({
        DrawDate: '20261126',
        TicketId: '101',
        ForceSearch: 'true',
      }),
    );
    expect(router.state.location.search).toBe('?date=2026-11-26&ticket=101');
    const before = reportCalls(calls).length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(reportCalls(calls).length).toBe(before + 1));
  });

  it('says a ticket id that is not a number is wrong, and does not search everything', async () => {
    const calls = mockApi(api(TICKETS));
    loginAs();
    const { router } = renderApp('/bet-report');
    await screen.findAllByTestId('bet-report-ticket');
    const before = reportCalls(calls).length;
    await userEvent.type(screen.getByLabelText('Ticket ID'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A ticket ID is digits only (1 to 15)')).toBeInTheDocument();
    expect(screen.getByLabelText('Ticket ID')).toHaveValue('abc');
    expect(reportCalls(calls)).toHaveLength(before);
    expect(router.state.location.search).not.toMatch(/ticket/);
  });

  it('a link with a ticket id that is not a number (?ticket=abc) says so and searches nothing', async () => {
    const calls = mockApi(api(TICKETS));
    loginAs();
    renderApp('/bet-report?date=2026-11-25&ticket=abc');
    expect(await screen.findByTestId('bet-report-bad-ticket')).toHaveTextContent(
      'The link asks for ticket "abc", which is not a ticket ID: nothing was searched.',
    );
    expect(screen.getByText('A ticket ID is digits only (1 to 15)')).toBeInTheDocument();
    expect(screen.getByLabelText('Ticket ID')).toHaveValue('abc');
    expect(screen.getByLabelText('Ticket ID')).toHaveAttribute('aria-invalid', 'true');
    // give the screen every chance to ask: nothing is sent and nothing is listed
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reportCalls(calls)).toEqual([]);
    expect(screen.queryByTestId('bet-report-ticket')).toBeNull();

    // a good id then searches as usual
    await userEvent.clear(screen.getByLabelText('Ticket ID'));
    await userEvent.type(screen.getByLabelText('Ticket ID'), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reportCalls(calls)).toEqual([{ DrawDate: '20261125', TicketId: '101', ForceSearch: 'true' }]),
    );
    expect(screen.queryByTestId('bet-report-bad-ticket')).toBeNull();
  });

  it('says "No Result Found" for a date without tickets', async () => {
    mockApi(api([]));
    loginAs();
    renderApp('/bet-report?date=2026-11-01');
    expect(await screen.findByTestId('bet-report-empty')).toHaveTextContent('No Result Found');
    expect(screen.queryByTestId('type-total')).toBeNull();
  });

  it('opens on today in the draw time zone when no draw is open', async () => {
    const calls = mockApi(api([], false));
    loginAs();
    renderApp('/bet-report');
    await screen.findByTestId('bet-report-empty');
    expect(reportCalls(calls)[0]?.DrawDate).toBe(todayIn('Asia/Kuala_Lumpur').replaceAll('-', ''));
  });

  it('a ticket id in the navigation state forces a search for it, then lives in the URL', async () => {
    const calls = mockApi(api((request) => (request.url.includes('TicketId=101') ? [TICKETS[1]!] : TICKETS)));
    loginAs();
    const { router } = renderApp('/');
    await act(() => router.navigate('/bet-report', { state: { ticketId: '101', drawDate: '20261125' } }));
    await waitFor(() => expect(screen.getAllByTestId('bet-report-ticket')).toHaveLength(1));
    expect(reportCalls(calls)).toEqual([{ DrawDate: '20261125', TicketId: '101', ForceSearch: 'true' }]);
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-25&ticket=101'));
    expect(router.state.location.state).toBeNull();
    expect(screen.getByLabelText('Ticket ID')).toHaveValue('101');
  });

  it('finds a ticket of another draw date by its id, says which date, and moves the filter there', async () => {
    // the server finds ticket 77 on 21/11/2026 whatever DrawDate says (docs/api.md)
    const other = { ...ticket('77', [['4321', 'M', [['B', 1]]]]), drawDate: '20261121' };
    const calls = mockApi(api((request) => (request.url.includes('TicketId=77') ? [other] : TICKETS)));
    loginAs();
    const { router } = renderApp('/bet-report?ticket=77');
    expect(await screen.findByTestId('bet-report-found')).toHaveTextContent(
      'Ticket #77 found: draw date 21/11/2026',
    );
    expect(screen.getAllByTestId('bet-report-ticket')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-21&ticket=77'));
    await waitFor(() => expect(screen.getByTestId('bet-report-date')).toHaveTextContent('21/11/2026'));
    // moving the date to the ticket's own asks nothing again
    expect(reportCalls(calls).filter((call) => call.TicketId === '77')).toHaveLength(1);
  });

  it('says a ticket id found on no draw date is not found on any', async () => {
    mockApi(api((request) => (request.url.includes('TicketId=') ? [] : TICKETS)));
    loginAs();
    renderApp('/bet-report?date=2026-11-25&ticket=404');
    expect(await screen.findByTestId('bet-report-empty')).toHaveTextContent(
      'No active ticket #404 on any draw date',
    );
  });

  it('shares the ticket text with the device, or copies it', async () => {
    mockApi(api(TICKETS));
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    loginAs();
    renderApp('/bet-report');
    await userEvent.click(await screen.findByRole('button', { name: 'Share ticket #101' }));
    expect(share).toHaveBeenCalledWith({
      text: 'Ticket #101\nDraw date: 25/11/2026\n1234\n  M  B 0.20  S 2.00',
    });

    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share: undefined, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    await userEvent.click(screen.getByRole('button', { name: 'Share ticket #102' }));
    expect(writeText).toHaveBeenCalledWith(
      'Ticket #102\nDraw date: 25/11/2026\n*5678\n  E  B 0.10  A 2.00\n12\n  E  2A 1.50',
    );
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  it('renders 1,000 tickets a step at a time, and says only the newest are answered', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      ticket(String(5000 - i), [['1234', 'M', [['B', 1]]]]),
    );
    mockApi(api(many));
    loginAs();
    renderApp('/bet-report');
    expect(await screen.findAllByTestId('bet-report-ticket')).toHaveLength(30);
    expect(screen.getByTestId('type-total')).toHaveTextContent('B1,000.00');
    expect(screen.getByTestId('bet-report-capped')).toHaveTextContent('newest 500 tickets');
    await userEvent.click(screen.getByRole('button', { name: 'Show more (30 of 1000)' }));
    expect(screen.getAllByTestId('bet-report-ticket')).toHaveLength(60);
  });
});
