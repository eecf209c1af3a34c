import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { customersAnswer } from '@lotto/contract/desk';
import { mockApi, okContract } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { CartItem } from '../lib/cart';
import { cartActions } from '../lib/cart-store';
import { bettingApi, RECEIPT } from '../testing/betting-api';

// antd-mobile popups animate in: their content briefly has pointer-events none
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

/** Issue 38 item 1 in normal mode: an agent bets for a customer; the customer's credit decides. */
const AGENT = { username: 'agent1', token: 'tok-a', role: 'agent' } as const;
const ITEM: CartItem = {
  id: 'item-1',
  number: '1234',
  pattern: 'NORMAL',
  type: '4D',
  betType: [{ name: 'Big', shortCode: 'B', amount: '2' }],
  poolList: [1],
  poolShortCodes: ['M'],
};
const DATES = [{ value: '20261125', date: '25/11/2026', label: '25/11/2026 (Wed)' }];
const CUSTOMERS = {
  customers: [
    { username: 'player2', status: 'active' as const, creditLeft: 500, remark: '', phone: '0123' },
    { username: 'player3', status: 'active' as const, creditLeft: 1, remark: 'Uncle Lim', phone: '' },
    { username: 'player4', status: 'suspended' as const, creditLeft: 9, remark: '', phone: '' },
  ],
  more: false,
};

async function summaryAsAgent() {
  loginAs(AGENT);
  cartActions.setDates(DATES);
  cartActions.addItems([ITEM]);
  const app = renderApp('/');
  await act(() => app.router.navigate('/betting/summary'));
  await screen.findByRole('heading', { name: 'Betting Summary', level: 1 });
  return app;
}

async function pick(search: string, name: string) {
  await userEvent.click(screen.getByTestId('bet-for-customer'));
  const sheet = await screen.findByRole('dialog', { name: 'Bet for a customer' });
  await userEvent.type(within(sheet).getByRole('searchbox'), search);
  await waitFor(() =>
    expect(
      within(sheet)
        .getAllByTestId('customer-option')
        .map((node) => node.dataset.username),
    ).toEqual([name]),
  );
  await userEvent.click(within(sheet).getByTestId('customer-option'));
}

describe('normal betting for a customer', () => {
  beforeAll(() => {
    // the picker's sheet (antd-mobile Popup) captures the pointer, which jsdom cannot
    Element.prototype.setPointerCapture ??= () => undefined;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  it('picks a customer by remark, places the order for it and says so on Bet Success', async () => {
    const calls = mockApi(
      bettingApi({
        '/Order/GetCustomers': okContract(customersAnswer, {
          ...CUSTOMERS,
          customers: CUSTOMERS.customers.map((c) =>
            c.username === 'player3' ? { ...c, creditLeft: 50 } : c,
          ),
        }),
      }),
    );
    const { router } = await summaryAsAgent();
    const bar = screen.getByTestId('bet-for');
    expect(within(bar).getByRole('radio', { name: 'Me' })).toBeChecked();

    await pick('uncle', 'player3');
    expect(within(bar).getByRole('radio', { name: 'For player3' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm bet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(router.state.location.state).toEqual({ receipt: RECEIPT, owner: 'player3' });
    const order = calls.find((call) => call.path === '/Order/MakeOrder')!;
    expect(JSON.parse(order.body)).toMatchObject({ ForUsername: 'player3', dates: DATES });
    expect(await screen.findByTestId('success-owner')).toHaveTextContent('For player3');

    // remembered for the next order, and the picker lists the last chosen first
    await act(() => router.navigate('/betting'));
    expect(await screen.findByTestId('bet-for')).toHaveAttribute('data-for', 'player3');
    await userEvent.click(screen.getByTestId('bet-for-customer'));
    const sheet = await screen.findByRole('dialog', { name: 'Bet for a customer' });
    const recent = within(sheet).getByRole('region', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByTestId('customer-option')
        .map((node) => node.dataset.username),
    ).toEqual(['player3']);
    const all = within(sheet).getByRole('region', { name: 'All customers' });
    expect(
      within(all)
        .getAllByTestId('customer-option')
        .map((node) => node.dataset.username),
    ).toEqual(['player2', 'player4']);
    // a suspended customer is listed, not chosen
    expect(within(all).getAllByTestId('customer-option')[1]).toBeDisabled();
    expect(within(all).getAllByTestId('customer-option')[1]).toHaveTextContent('Suspended');
  });

  it("checks the customer's credit, not the agent's, before sending", async () => {
    const calls = mockApi(bettingApi({ '/Order/GetCustomers': okContract(customersAnswer, CUSTOMERS) }));
    await summaryAsAgent();
    await pick('player3', 'player3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm bet' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Insufficient credit: balance 1.00, order 2.00, short 1.00.',
    );
    expect(calls.some((call) => call.path === '/Order/MakeOrder')).toBe(false);
  });

  it('a player has no For bar and sends no ForUsername', async () => {
    const calls = mockApi(bettingApi());
    loginAs();
    cartActions.setDates(DATES);
    cartActions.addItems([ITEM]);
    const { router } = renderApp('/betting/summary');
    await screen.findByRole('heading', { name: 'Betting Summary', level: 1 });
    expect(screen.queryByTestId('bet-for')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm bet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(JSON.parse(calls.find((call) => call.path === '/Order/MakeOrder')!.body)).not.toHaveProperty(
      'ForUsername',
    );
    expect(calls.some((call) => call.path === '/Order/GetCustomers')).toBe(false);
  });
});
