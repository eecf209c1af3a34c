import { addDays } from '@lotto/domain/calendar-dates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ticketListAnswer, type TicketListItem } from '@lotto/contract/order';
import { cancelMultipleOrderAnswer, ticketDetailsAnswer } from '@lotto/contract/tickets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';
import { toIsoDate } from '@/lib/dates/date-range';
import { toUsDate } from '@lotto/contract/wire-dates';

const NEWER: TicketListItem = {
  betId: '12',
  datetime: '22/11/2026 12:00:00',
  drawDate: '2026-11-25',
  pool: 'mg',
  value: 6,
  status: 'Active',
  cancellable: true,
};
const OLDER: TicketListItem = {
  betId: '11',
  datetime: '22/11/2026 11:00:00',
  drawDate: '2026-11-25',
  pool: 'tt',
  value: 1234.5,
  status: 'Active',
  cancellable: true,
};
const TICKETS = [NEWER, OLDER];

function base() {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  };
}

const listCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Order/GetTicketList')
    .map((call) => new URL(call.url, 'http://x').searchParams);

describe('betting history', () => {
  it('loads the last and next 7 days of active tickets and shows values negative', async () => {
    const calls = mockApi({ ...base(), '/Order/GetTicketList': okContract(ticketListAnswer, TICKETS) });
    loginAs();
    renderApp('/betting-history');
    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('ticket-value')).toHaveTextContent('-6.00');
    expect(within(rows[1]!).getByTestId('ticket-value')).toHaveTextContent('-1,234.50');
    expect(rows[0]).toHaveTextContent('#12');
    expect(rows[0]).toHaveTextContent('22/11/2026 12:00:00');
    expect(rows[0]).toHaveTextContent('Draw date: 25/11/2026');
    expect(within(rows[0]!).getByRole('img', { name: 'Magnum 4D' })).toHaveTextContent('M');
    expect(within(rows[1]!).getByRole('img', { name: 'SportsToto 4D' })).toHaveTextContent('T');

    const today = toIsoDate(new Date());
    const [params] = listCalls(calls);
    expect(params?.get('datefrom')).toBe(toUsDate(addDays(today, -7)));
    expect(params?.get('dateto')).toBe(toUsDate(addDays(today, 7)));
    expect(params?.get('targetstatus')).toBe('1');
    expect(document.title).toBe('Betting History | Lotto');
  });

  it('offers no cancel checkbox for a ticket whose draw has closed', async () => {
    mockApi({
      ...base(),
      '/Order/GetTicketList': okContract(ticketListAnswer, [
        { ...NEWER, cancellable: false },
        { ...OLDER, cancellable: true },
      ]),
    });
    loginAs();
    renderApp('/betting-history');
    const rows = await screen.findAllByTestId('ticket-row');
    expect(within(rows[0]!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Select order #11' })).toBeInTheDocument();
  });

  it('maps the tabs to targetstatus 1, 2, 3 and keeps tab and dates in the URL', async () => {
    const calls = mockApi({ ...base(), '/Order/GetTicketList': okContract(ticketListAnswer, []) });
    loginAs();
    const { router } = renderApp('/betting-history?from=2026-11-01&to=2026-11-10');
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('targetstatus')).toBe('2'));
    expect(router.state.location.search).toBe('?tab=cancelled&from=2026-11-01&to=2026-11-10');
    await userEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('targetstatus')).toBe('3'));
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('targetstatus')).toBe('1'));
    expect(listCalls(calls).at(-1)?.get('datefrom')).toBe('11/01/2026');
    expect(listCalls(calls).at(-1)?.get('dateto')).toBe('11/10/2026');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty state', async () => {
    mockApi({ ...base(), '/Order/GetTicketList': okContract(ticketListAnswer, []) });
    loginAs();
    renderApp('/betting-history?tab=failed');
    expect(await screen.findByText('No more records')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Cancel selected' })).not.toBeInTheDocument();
  });

  it('pushes the other date so from is never after to', async () => {
    const calls = mockApi({ ...base(), '/Order/GetTicketList': okContract(ticketListAnswer, []) });
    loginAs();
    const { router } = renderApp('/betting-history?tab=active&from=2026-11-10&to=2026-11-20');
    await screen.findByText('No more records');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-11-10');
    expect(screen.getByText('10/11/2026')).toBeInTheDocument();

    fireEvent.change(from, { target: { value: '2026-11-25' } });
    await waitFor(() => expect(to).toHaveValue('2026-11-25'));
    expect(router.state.location.search).toBe('?tab=active&from=2026-11-25&to=2026-11-25');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('dateto')).toBe('11/25/2026'));

    fireEvent.change(to, { target: { value: '2026-11-02' } });
    await waitFor(() => expect(from).toHaveValue('2026-11-02'));
    expect(to).toHaveValue('2026-11-02');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('datefrom')).toBe('11/02/2026'));

    fireEvent.change(to, { target: { value: '2026-11-09' } });
    await waitFor(() => expect(to).toHaveValue('2026-11-09'));
    expect(from).toHaveValue('2026-11-02');
  });

  it('multi-cancel: none selected says so; the cancelled rows turn red, then the list refreshes', async () => {
    let tickets = TICKETS;
    const calls = mockApi({
      ...base(),
      '/Order/GetTicketList': () => okContract(ticketListAnswer, tickets),
      '/Order/CancelMultipleOrder': () => {
        tickets = TICKETS.filter((ticket) => ticket.betId !== '12');
        return okContract(cancelMultipleOrderAnswer, ['12']);
      },
    });
    loginAs();
    renderApp('/betting-history');
    await screen.findAllByTestId('ticket-row');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const none = await screen.findByRole('alertdialog');
    expect(none).toHaveTextContent('Please select at least one order to cancel');
    await userEvent.click(within(none).getByRole('button', { name: 'OK' }));
    expect(calls.some((call) => call.path === '/Order/CancelMultipleOrder')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #12' }));
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Cancel the selected orders (1)?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel orders' }));

    const done = await screen.findByRole('dialog');
    expect(done).toHaveTextContent('Cancel successfully');
    expect(done).toHaveTextContent('#12');
    const request = calls.find((call) => call.path === '/Order/CancelMultipleOrder');
    expect(JSON.parse(request!.body)).toEqual({ header_ids: ['12'] });
    const row = screen.getAllByTestId('ticket-row').find((item) => item.dataset.betId === '12')!;
    expect(row).toHaveClass('bh-row--cancelled');
    expect(within(row).getByRole('checkbox')).toBeDisabled();
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();

    const before = listCalls(calls).length;
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(listCalls(calls).length).toBe(before + 1);
  });

  it('opens the details of a tapped ticket with its id in the state and the URL', async () => {
    mockApi({
      ...base(),
      '/Order/GetTicketList': okContract(ticketListAnswer, TICKETS),
      '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
        betId: '11',
        status: 'Active',
        datetime: '22/11/2026 11:00:00',
        total: 1234.5,
        orderstring: 'D25\n#T\n1234#B1',
        orderresponse: '#11 22/11/2026 11:00:00\nD:25/11\nP:T\n1234 B1\nT:1.00',
        remark: '',
        phone: '',
        cancellable: true,
        cartObject: null,
        owner: 'player1',
        placedBy: 'player1',
        voidedBy: null,
      }),
    });
    loginAs();
    const { router } = renderApp('/betting-history?tab=active&from=2026-11-20&to=2026-11-27');
    await userEvent.click(await screen.findByRole('button', { name: /#11/ }));
    expect(router.state.location.pathname).toBe('/betting-history/details');
    expect(router.state.location.search).toBe('?betId=11');
    // the list it came from goes with it: Back, and Bet Success after an Edit, lead there
    expect(router.state.location.state).toEqual({
      betId: '11',
      back: { path: '/betting-history?tab=active&from=2026-11-20&to=2026-11-27' },
    });
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('1,234.50');

    // Back returns to the same list
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-history'));
    expect(router.state.location.search).toBe('?tab=active&from=2026-11-20&to=2026-11-27');
    await act(async () => undefined);
  });
});
