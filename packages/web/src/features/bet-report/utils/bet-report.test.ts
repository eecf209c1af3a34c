import { describe, expect, it } from 'vitest';
import { betTypeTotals, defaultDrawDate, forcedSearchOf, ticketIdOf } from './bet-report';

describe('bet report helpers', () => {
  it('sums each bet type in cents and orders the badges as the receipt does', () => {
    const eat = (type: string, amount: number) => ({ type, amount });
    const tickets = [
      {
        ticketDetails: [
          { number: '12', details: [{ poolShortCode: 'E', eatTypes: [eat('2F', 1), eat('2A', 1)] }] },
        ],
      },
      {
        ticketDetails: [
          {
            number: '1234',
            details: [{ poolShortCode: 'M', eatTypes: [eat('D', 0.1), eat('XX', 1), eat('B', 0.1)] }],
          },
          { number: '4321', details: [{ poolShortCode: 'M', eatTypes: [eat('B', 0.2), eat('C', 3)] }] },
        ],
      },
    ];
    expect(betTypeTotals(tickets as never)).toEqual([
      { type: 'B', amount: 0.3 },
      { type: 'C', amount: 3 },
      { type: 'D', amount: 0.1 },
      { type: '2A', amount: 1 },
      { type: '2F', amount: 1 },
      { type: 'XX', amount: 1 },
    ]);
    expect(betTypeTotals([])).toEqual([]);
  });

  it('opens on the first open draw date, else today', () => {
    expect(defaultDrawDate([{ fullDate: '20261125' }], '2026-11-24')).toBe('2026-11-25');
    expect(defaultDrawDate([], '2026-11-24')).toBe('2026-11-24');
    expect(defaultDrawDate(undefined, '2026-11-24')).toBe('2026-11-24');
  });

  it('takes 1-15 digits as a ticket id', () => {
    expect(ticketIdOf(' 101 ')).toBe('101');
    expect(ticketIdOf(101)).toBe('101');
    for (const bad of ['', '10a', '-1', '1234567890123456', null, undefined, {}])
      expect(ticketIdOf(bad)).toBe('');
  });

  it('reads a forced search from the navigation state', () => {
    expect(forcedSearchOf({ ticketId: '7' })).toEqual({ ticketId: '7', drawDate: null });
    expect(forcedSearchOf({ ticketId: 7, drawDate: '20261125' })).toEqual({
      ticketId: '7',
      drawDate: '2026-11-25',
    });
    expect(forcedSearchOf({ ticketId: '7', drawDate: '2026-11-25' })).toEqual({
      ticketId: '7',
      drawDate: '2026-11-25',
    });
    expect(forcedSearchOf({ ticketId: '7', drawDate: 'soon' })).toEqual({ ticketId: '7', drawDate: null });
    expect(forcedSearchOf({ ticketId: 'x' })).toBeNull();
    expect(forcedSearchOf(null)).toBeNull();
    expect(forcedSearchOf('7')).toBeNull();
  });
});
