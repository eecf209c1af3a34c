import { describe, expect, it } from 'vitest';
import { cartDate, itemTicket, type CartItem } from './cart';

const item: CartItem = {
  id: 'a',
  number: '1234',
  pattern: 'NORMAL',
  type: '4D',
  betType: [{ name: 'Big', shortCode: 'B', amount: '1' }],
  poolList: [1],
  poolShortCodes: ['M'],
};

describe('the cart inside is ISO', () => {
  it("reads the cart's wire dates (YYYYMMDD) as the domain's ISO draw days", () => {
    const dates = [
      cartDate({ date: '22/11/2026', id: 0, fullDate: '20261122' }),
      cartDate({ date: '25/11/2026', id: 3, fullDate: '20261125' }),
    ];
    expect(dates[0]).toEqual({ value: '20261122', date: '22/11/2026', label: '22/11/2026 (Sun)' });
    expect(itemTicket(item, dates).drawDates).toEqual(['2026-11-22', '2026-11-25']);
  });
});
