import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { CartItem } from '../lib/cart';
import { cartActions } from '../lib/cart-store';
import { bettingApi, drawTimesAt, WEDNESDAY_1649 } from '../testing/betting-api';

const ITEM: CartItem = {
  id: 'item-1',
  number: '1234',
  pattern: 'BOX',
  type: '4D',
  betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
  poolList: [1, 2],
  poolShortCodes: ['M', 'K'],
};
const SINGAPORE: CartItem = { ...ITEM, id: 'item-2', number: '5678', poolList: [4], poolShortCodes: ['S'] };
const DATES = [
  { value: '20261125', date: '25/11/2026', label: '25/11/2026 (Wed)' },
  { value: '20261128', date: '28/11/2026', label: '28/11/2026 (Sat)' },
];

async function openSummary(path = '/betting/summary') {
  loginAs();
  cartActions.setDates(DATES);
  cartActions.addItems([ITEM, SINGAPORE]);
  const app = renderApp('/');
  await act(() => app.router.navigate(path));
  return app;
}

describe('cut-offs before Confirm (issue 38 item 4)', () => {
  it("the summary's dates say their weekday, when their pools close and the time left", async () => {
    mockApi(bettingApi());
    await openSummary();
    await waitFor(() =>
      expect(screen.getAllByTestId('summary-date').map((pill) => pill.textContent)).toEqual([
        'Wed 25/11 · S 18:00 · 19:00 · 1 h 10 m',
        'Sat 28/11 · S 18:00 · 19:00',
      ]),
    );
  });

  it('a line whose draw has closed says so, and Confirm sends nothing', async () => {
    // 18:00:30: Singapore's Wednesday draw has closed, the others close at 19:00
    const calls = mockApi(bettingApi({ '/Tool/GetDrawTimes': drawTimesAt(WEDNESDAY_1649 + 71 * 60_000) }));
    await openSummary();
    const closed = await screen.findByTestId('cart-item-closed');
    expect(closed).toHaveTextContent(
      'Singapore 4D closed at 18:00 on Wed 25/11: remove it or pick another draw',
    );
    expect(closed.closest('[data-testid="cart-item"]')).toHaveTextContent('5678');
    expect(screen.getAllByTestId('cart-item-closed')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm bet' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Singapore 4D closed at 18:00 on Wed 25/11',
    );
    expect(calls.some((call) => call.path === '/Order/MakeOrder')).toBe(false);
  });

  it("the betting screen's basket says it too", async () => {
    mockApi(bettingApi({ '/Tool/GetDrawTimes': drawTimesAt(WEDNESDAY_1649 + 71 * 60_000) }));
    await openSummary('/betting');
    const basket = await screen.findByRole('region', { name: /Basket/ });
    expect(await within(basket).findByTestId('cart-item-closed')).toHaveTextContent(
      'Singapore 4D closed at 18:00 on Wed 25/11',
    );
  });
});
