import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customersAnswer } from '@lotto/contract/desk';
import { ticketDetailsAnswer, type TicketDetailsAnswer } from '@lotto/contract/tickets';
import { okContract } from '@/testing/mock-api';
import { authStore } from '@/lib/auth/auth-store';
import { setBetFor } from '@/lib/orders/bet-for';
import { saveSessionIdentity } from '@/lib/storage';
import { advancedApi, openEditor, RECEIPT, renderScreen, userEvent } from '../testing/advanced-screen';

/**
 * Issue 38 items 1 and 6 in advanced mode: a new order goes to the customer the agent chose; an
 * Edit opens with the ticket's lines in view and its Bet Success says whose ticket it is, which one
 * it replaced, and leads back to the list.
 */
function asAgent() {
  saveSessionIdentity('agent1', 'tok-2');
  authStore.set({ status: 'logged-in', user: { username: 'agent1', token: 'tok-2', role: 'agent' } });
}

const CUSTOMERS = okContract(customersAnswer, {
  customers: [{ username: 'player2', status: 'active', creditLeft: 500, remark: 'Ah Seng', phone: '' }],
  more: false,
});

const TICKET: TicketDetailsAnswer = {
  betId: '17',
  status: 'Active',
  datetime: '25/11/2026 10:00:00',
  total: 1,
  orderstring: 'D25\n#M\n1234#B1',
  orderresponse: '#17',
  remark: '',
  phone: '',
  cancellable: true,
  cartObject: null,
  owner: 'player1',
  placedBy: 'player1',
  voidedBy: null,
};

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

describe('advanced betting for a customer', () => {
  it('sends the chosen customer with a new order and names it on the receipt', async () => {
    const calls = advancedApi({ '/Order/GetCustomers': CUSTOMERS });
    asAgent();
    setBetFor('agent1', 'player2');
    const { router } = renderScreen(undefined, [{ path: '/bet-success', element: <p>receipt</p> }]);
    const { press } = await openEditor();
    expect(screen.getByTestId('bet-for')).toHaveAttribute('data-for', 'player2');
    await press('1', '2', '3', '4', 'B Big #1 (bet type)', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    const order = calls.find((call) => call.path === '/Order/MakeOrderAdvanced')!;
    expect(JSON.parse(order.body)).toEqual({ str2: 'D\n#1\n1234#B1', remark: '', ForUsername: 'player2' });
    expect(router.state.location.state).toEqual({ receipt: RECEIPT, owner: 'player2' });
  });

  it("an Edit of a customer's ticket: its owner is fixed, its lines in view; Bet Success leads back", async () => {
    const scrolled = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const calls = advancedApi({
      '/Order/GetCustomers': CUSTOMERS,
      '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, TICKET),
    });
    asAgent();
    setBetFor('agent1', 'player2'); // chosen for new orders: an Edit is the ticket owner's whatever
    const list = '/betting-history?scope=customers&tab=active';
    const { router } = renderScreen(
      { betId: '17', edit: true, backTo: '/betting-history/details?betId=17', listPath: list },
      [{ path: '/bet-success', element: <p>receipt</p> }],
    );
    await openEditor('D25\n#M\n1234#B1');
    // whose ticket it is: the banner says so, and no For choice is offered
    expect(screen.getByTestId('adv-banner')).toHaveTextContent('Editing ticket #17 of player1');
    expect(screen.queryByTestId('bet-for')).not.toBeInTheDocument();
    // the page moved to the editor's card once the ticket's lines were in
    await waitFor(() => expect(scrolled).toHaveBeenCalled());

    await userEvent.click(screen.getByRole('button', { name: 'Submit edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    const order = calls.find((call) => call.path === '/Order/MakeOrderAdvanced')!;
    expect(JSON.parse(order.body)).toEqual({
      str2: 'D25\n#M\n1234#B1',
      remark: '',
      existing_ticket_id: '17',
    });
    expect(router.state.location.state).toEqual({
      receipt: RECEIPT,
      owner: 'player1',
      replaced: '17',
      back: { path: list },
    });
    scrolled.mockRestore();
  });

  it("an Edit from check ticket leads back to check ticket's search", async () => {
    advancedApi({ '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, TICKET) });
    asAgent();
    const backToList = { date: '', ticketId: '17', betNumber: '' };
    const { router } = renderScreen({ betId: '17', edit: true, backToList }, [
      { path: '/bet-success', element: <p>receipt</p> },
    ]);
    await openEditor('D25\n#M\n1234#B1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(router.state.location.state).toMatchObject({
      back: { path: '/check-ticket', state: { backToList } },
    });
  });
});
