import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { fail, mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { CartItem } from '../lib/cart';
import { cartActions, getCart } from '../lib/cart-store';
import { bettingApi, RECEIPT } from '../testing/betting-api';

const ITEM: CartItem = {
  id: 'item-1',
  number: '1234',
  pattern: 'BOX',
  type: '4D',
  betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
  poolList: [1, 2],
  poolShortCodes: ['M', 'K'],
};
const DATES = [
  { value: '20261125', date: '25/11/2026', label: '25/11/2026 (Wed)' },
  { value: '20261128', date: '28/11/2026', label: '28/11/2026 (Sat)' },
];

async function openSummary(withItems = true) {
  loginAs();
  if (withItems) {
    cartActions.setDates(DATES);
    cartActions.addItems([
      ITEM,
      { ...ITEM, id: 'item-2', number: '5678', pattern: 'NORMAL', poolList: [3], poolShortCodes: ['T'] },
    ]);
  }
  const app = renderApp('/');
  await act(() => app.router.navigate('/betting/summary'));
  await screen.findByRole('heading', { name: 'Betting Summary', level: 1 });
  return app;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm bet' });

describe('betting summary', () => {
  it('lists the basket with its total and places it with the spec §3 cart', async () => {
    const calls = mockApi(bettingApi());
    const { router } = await openSummary();
    const items = screen.getAllByTestId('cart-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Magnum 4D' })).toBeInTheDocument();
    // 1 x 24 x 2 pools x 2 dates + 1 x 1 pool x 2 dates
    expect(screen.getByTestId('summary-total')).toHaveTextContent('98.00');

    await waitFor(() => expect(calls.some((call) => call.path === '/Account/GetMyCredit')).toBe(true));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(router.state.location.state).toEqual({ receipt: RECEIPT });
    expect(getCart().items).toEqual([]);

    const order = calls.find((call) => call.path === '/Order/MakeOrder')!;
    expect(order.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{16,}$/);
    expect(order.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(order.body)).toEqual({
      name: '4D',
      dates: DATES,
      betList: [
        {
          id: 'item-1',
          number: '1234',
          pattern: 'BOX',
          betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
          poolList: [1, 2],
          poolShortCodes: ['M', 'K'],
          totalAmount: 96,
          type: '4D',
        },
        {
          id: 'item-2',
          number: '5678',
          pattern: 'NORMAL',
          betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
          poolList: [3],
          poolShortCodes: ['T'],
          totalAmount: 2,
          type: '4D',
        },
      ],
      remark: '',
      phone: '',
    });
    // the balance is read again
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/Account/GetMyCredit').length).toBeGreaterThan(1),
    );
  });

  it('keeps the idempotency key across a failed network attempt, so the retry cannot place twice', async () => {
    let attempts = 0;
    const calls = mockApi(
      bettingApi({
        '/Order/MakeOrder': () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch');
          return ok(RECEIPT);
        },
      }),
    );
    const { router } = await openSummary();
    await userEvent.click(confirmButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cannot reach the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    const orders = calls.filter((call: RecordedRequest) => call.path === '/Order/MakeOrder');
    expect(orders).toHaveLength(2);
    const [key, again] = orders.map((call) => call.headers.get('Idempotency-Key'));
    expect(key).toBeTruthy();
    expect(again).toBe(key);
    expect(orders[0]!.body).toBe(orders[1]!.body);
  });

  it('a business refusal shows the server message; the same order again keeps its key, a changed one not', async () => {
    const calls = mockApi(
      bettingApi({ '/Order/MakeOrder': fail('DRAW_CLOSED', 'Bet 1 (1234): the draw has closed') }),
    );
    await openSummary();
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Betting for this draw has closed');
    expect(getCart().items).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(confirmButton());
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ticket 5678' }));
    await userEvent.click(confirmButton());
    await screen.findByRole('alertdialog');
    const keys = calls
      .filter((call) => call.path === '/Order/MakeOrder')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('checks the credit first: the balance, the order and the shortfall, and nothing sent (issue 36.3)', async () => {
    const calls = mockApi(
      bettingApi({ '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 50 }) }),
    );
    await openSummary();
    await waitFor(() => expect(calls.some((call) => call.path === '/Account/GetMyCredit')).toBe(true));
    await screen.findByTestId('summary-total');
    await waitFor(async () => {
      await userEvent.click(confirmButton());
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(
        'Insufficient credit: balance 50.00, order 98.00, short 48.00.',
      );
    });
    expect(calls.some((call) => call.path === '/Order/MakeOrder')).toBe(false);
  });

  it("says the server's insufficient credit with its figures (issue 36.3)", async () => {
    mockApi(
      bettingApi({
        '/Order/MakeOrder': {
          status: 200,
          body: {
            success: false,
            code: 'INSUFFICIENT_CREDIT',
            message: 'Insufficient credit: balance 90.00, order 98.00, short 8.00',
            data: { balance: 90, order: 98, short: 8 },
          },
        },
      }),
    );
    await openSummary();
    await screen.findByTestId('summary-total');
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Insufficient credit: balance 90.00, order 98.00, short 8.00.',
    );
  });

  it("asks once more before placing a basket above the user's threshold (issue 36.3)", async () => {
    const calls = mockApi(
      bettingApi({
        '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: 97.99 }),
      }),
    );
    const { router } = await openSummary();
    await waitFor(() => expect(calls.some((call) => call.path === '/Account/GetMyCredit')).toBe(true));
    await userEvent.click(confirmButton());
    const confirm = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(confirm).toHaveTextContent('This order totals 98.00 points, above 97.99 set for your account.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/Order/MakeOrder')).toBe(false);
    expect(router.state.location.pathname).toBe('/betting/summary');
    await userEvent.click(confirmButton());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Place this order?' })).getByRole('button', {
        name: 'Place order',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(calls.filter((call) => call.path === '/Order/MakeOrder')).toHaveLength(1);
  });

  it('does not ask at the threshold', async () => {
    const calls = mockApi(
      bettingApi({
        '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: 98 }),
      }),
    );
    const { router } = await openSummary();
    await waitFor(() => expect(calls.some((call) => call.path === '/Account/GetMyCredit')).toBe(true));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
  });

  it('an empty basket cannot be submitted', async () => {
    const calls = mockApi(bettingApi());
    await openSummary(false);
    expect(screen.getByTestId('summary-empty')).toHaveTextContent('Your bet list is empty');
    expect(confirmButton()).toBeDisabled();
    expect(calls.some((call) => call.path === '/Order/MakeOrder')).toBe(false);
  });

  it('deletes one ticket, or all after a confirmation, and Add more bet goes back', async () => {
    mockApi(bettingApi());
    const { router } = await openSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Delete ticket 5678' }));
    expect(screen.getAllByTestId('cart-item')).toHaveLength(1);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('96.00');

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('summary-empty')).toBeInTheDocument();
    expect(getCart().dates).toEqual(DATES);

    await userEvent.click(screen.getByRole('button', { name: 'Add more bet' }));
    expect(router.state.location.pathname).toBe('/betting');
  });
});
