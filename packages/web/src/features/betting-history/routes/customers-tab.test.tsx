import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ticketListAnswer, type TicketListItem } from '@lotto/contract/order';
import { ticketDetailsAnswer } from '@lotto/contract/tickets';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { DEVICE_ZONE } from '@/testing/test-days';

/** Issue 38 item 3: an agent's customers' tickets, and Edit from their details. */
const AGENT = { username: 'agent1', token: 'tok-a', role: 'agent' } as const;
const THEIRS: TicketListItem[] = [
  {
    betId: '21',
    datetime: '22/11/2026 12:00:00',
    drawDate: '2026-11-25',
    pool: 'mg',
    value: 4,
    status: 'Active',
    cancellable: true,
    owner: 'player2',
    placedBy: 'agent1',
    remark: 'Uncle Lim',
  },
  {
    betId: '20',
    datetime: '22/11/2026 11:00:00',
    drawDate: '2026-11-25',
    pool: 'tt',
    value: 3,
    status: 'Active',
    cancellable: true,
    owner: 'player3',
    placedBy: 'player3',
    remark: '',
  },
];

function api(list: TicketListItem[] = THEIRS) {
  return mockApi({
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Order/GetTicketList': okContract(ticketListAnswer, list),
    '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
      betId: '21',
      status: 'Active',
      datetime: '22/11/2026 12:00:00',
      total: 4,
      orderstring: 'D25\n#M\n1234#B4',
      orderresponse: '#21',
      remark: 'Uncle Lim',
      phone: '',
      cancellable: true,
      cartObject: null,
      owner: 'player2',
      placedBy: 'agent1',
      voidedBy: null,
    }),
  });
}

const listParams = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Order/GetTicketList')
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

describe("betting history's Customers tab", () => {
  it("lists the customers' tickets with whose and who placed them, searched by customer, remark or phone", async () => {
    const calls = api();
    loginAs(AGENT);
    const { router } = renderApp('/betting-history?tab=active&from=2026-11-20&to=2026-11-27');
    await userEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    const rows = await screen.findAllByTestId('ticket-owner');
    expect(rows.map((row) => row.textContent)).toEqual(['player2 · placed by agent1', 'player3']);
    expect(screen.getByText('Uncle Lim')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=active&from=2026-11-20&to=2026-11-27&scope=customers');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer, remark or phone' }), 'lim{Enter}');
    await waitFor(() =>
      expect(listParams(calls).at(-1)).toMatchObject({ scope: 'customers', search: 'lim' }),
    );
    expect(router.state.location.search).toContain('&q=lim');

    // My tickets: the spec's three fields only
    await userEvent.click(screen.getByRole('tab', { name: 'My tickets' }));
    await waitFor(() => expect(listParams(calls).at(-1)).not.toHaveProperty('scope'));
    expect(Object.keys(listParams(calls).at(-1)!).sort()).toEqual(['datefrom', 'dateto', 'targetstatus']);
  });

  it('a link names one customer; its chip removes it', async () => {
    const calls = api();
    loginAs(AGENT);
    renderApp('/betting-history?scope=customers&customer=player2');
    await screen.findAllByTestId('ticket-row');
    expect(listParams(calls).at(-1)).toMatchObject({ scope: 'customers', customer: 'player2' });
    await userEvent.click(screen.getByTestId('customer-chip'));
    await waitFor(() => expect(listParams(calls).at(-1)).not.toHaveProperty('customer'));
  });

  it('a player has no tabs, and a customers link shows its own tickets', async () => {
    const calls = api([]);
    loginAs();
    renderApp('/betting-history?scope=customers&customer=player2');
    await waitFor(() => expect(listParams(calls)).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: 'Customers' })).not.toBeInTheDocument();
    expect(listParams(calls)[0]).not.toHaveProperty('scope');
  });

  it("a customer's ticket opens with By and Placed by, and Edit leads back to this list", async () => {
    api();
    loginAs(AGENT);
    const from = '/betting-history?tab=active&from=2026-11-20&to=2026-11-27&scope=customers';
    const { router } = renderApp(from);
    await userEvent.click((await screen.findAllByRole('button', { name: /#21/ }))[0]!);
    expect(await screen.findByTestId('ticket-by')).toHaveTextContent('player2');
    expect(screen.getByTestId('ticket-placed-by')).toHaveTextContent('agent1');
    await userEvent.click(screen.getByTestId('ticket-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advance-betting'));
    expect(router.state.location.state).toEqual({
      betId: '21',
      edit: true,
      backTo: '/betting-history/details?betId=21',
      listPath: from,
    });
    const row = within(document.body);
    expect(await row.findByText('Editing ticket #21 of player2')).toBeInTheDocument();
  });
});
