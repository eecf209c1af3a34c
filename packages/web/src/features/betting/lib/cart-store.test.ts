import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth/auth-store';
import { PLAYER } from '@/testing/render-app';
import { cartDate, itemTicket, type CartItem } from './cart';
import { cartActions, CART_STORAGE_KEY, getCart } from './cart-store';

const ITEM: CartItem = {
  id: 'item-1',
  number: '1234',
  pattern: 'BOX',
  type: '4D',
  betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
  poolList: [1, 2],
  poolShortCodes: ['M', 'K'],
};
const DATE = { value: '20261125', date: '25/11/2026', label: '25/11/2026 (Wed)' };

describe('cart store', () => {
  beforeEach(() => {
    authStore.set({ status: 'logged-in', user: PLAYER });
  });

  it('starts empty', () => {
    expect(getCart()).toEqual({ owner: 'player1', dates: [], items: [], remark: '', phone: '' });
  });

  it('writes to sessionStorage and reads it back (a reload keeps the basket)', () => {
    cartActions.setDates([DATE]);
    cartActions.addItems([ITEM]);
    cartActions.setPhone('0123');
    cartActions.setRemark('for Ali');
    const stored = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY)!) as unknown;
    expect(stored).toEqual({
      owner: 'player1',
      dates: [DATE],
      items: [ITEM],
      remark: 'for Ali',
      phone: '0123',
    });
    // another write of the same text (as after a reload) gives the same basket
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    expect(getCart().items).toEqual([ITEM]);
    cartActions.removeItem('item-1');
    expect(getCart().items).toEqual([]);
    expect(getCart().dates).toEqual([DATE]);
  });

  it('reads corrupt or foreign data as an empty basket', () => {
    sessionStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(getCart().items).toEqual([]);
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        owner: 'player1',
        dates: [],
        items: [{ ...ITEM, number: '12a4' }],
        remark: '',
        phone: '',
      }),
    );
    expect(getCart().items).toEqual([]);
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: 'nope' }));
    expect(getCart().items).toEqual([]);
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ owner: 'player2', dates: [], items: [ITEM], remark: '', phone: '' }),
    );
    expect(getCart().items).toEqual([]);
  });
});

describe('the cart inside is ISO', () => {
  it("reads the cart's wire dates (YYYYMMDD) as the domain's ISO draw days", () => {
    const sunday = cartDate({ date: '22/11/2026', id: 0, fullDate: '20261122' });
    expect(sunday).toEqual({ value: '20261122', date: '22/11/2026', label: '22/11/2026 (Sun)' });
    expect(itemTicket(ITEM, [sunday, DATE]).drawDates).toEqual(['2026-11-22', '2026-11-25']);
  });
});
