import { describe, expect, it } from 'vitest';
import { ticketNumbers } from './place-order.rules.js';

describe('ticket numbers in a ledger remark', () => {
  it.each<[number[], string]>([
    [[48], '#48'],
    [[43, 44], '#43-44'],
    [[48, 43, 44], '#43-44,#48'],
    [[1, 2, 3, 5, 7, 8], '#1-3,#5,#7-8'],
  ])('%j reads %s', (ids, text) => {
    expect(ticketNumbers(ids)).toBe(text);
  });

  it('cuts a long list at a whole number, within the remark column', () => {
    const ids = Array.from({ length: 60 }, (_, i) => 100_000 + i * 2);
    const text = ticketNumbers(ids);
    expect(text.length).toBeLessThanOrEqual(122);
    expect(text).toMatch(/^#100000,#100002,.*,#\d{6},…$/);
  });
});
