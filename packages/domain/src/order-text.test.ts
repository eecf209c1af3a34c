import { describe, expect, it } from 'vitest';
import type { Cents } from './money.js';
import { orderTextOfReceipts, renderOrderText } from './order-text.js';
import { renderReceipt, type ReceiptTicket } from './receipt.js';

const c = (value: number) => value as Cents;

function ticket(
  id: string,
  pool: ReceiptTicket['pools'][number],
  date: string,
  extra: Partial<ReceiptTicket> = {},
) {
  return {
    ticketId: id,
    placedAt: { date: '2026-11-24', time: '14:05:09' },
    drawDates: [date],
    pools: [pool],
    lines: [{ number: '1234', pattern: 'NORMAL', amounts: { B: c(100), S: c(200) } }],
    cancelled: false,
    remark: 'Uncle Lim',
    phone: '0123456789',
    ...extra,
  } satisfies ReceiptTicket;
}

describe('the order text: one text per order for the customer', () => {
  it('gives a cart on 3 pools x 2 dates one block, one grand total and every ticket id', () => {
    const tickets = [
      ticket('48', 'mg', '2026-11-25'),
      ticket('49', 'tt', '2026-11-25'),
      ticket('50', 'sg', '2026-11-25'),
      ticket('51', 'mg', '2026-11-28'),
      ticket('52', 'tt', '2026-11-28'),
      ticket('53', 'sg', '2026-11-28'),
    ];
    // 6 tickets x (B1 + S2) = 6 x 3.00
    expect(renderOrderText(tickets)).toBe(
      [
        'D:25/11,28/11',
        'P:MTS',
        '1234 B1 S2',
        'R:Uncle Lim',
        'Tel:0123456789',
        'T:18.00',
        '#48,#49,#50,#51,#52,#53',
      ].join('\n'),
    );
  });

  it('reads the receipts MakeOrder answered, cut lines counted at their accepted amount', () => {
    const cut = { number: '5678', pattern: 'BOX' as const, amounts: { B: c(1000) }, accepted: { B: c(400) } };
    const receipts = [
      renderReceipt(ticket('7', 'mg', '2026-11-25', { lines: [cut], remark: undefined, phone: undefined })),
      renderReceipt(ticket('8', 'kd', '2026-11-25', { lines: [cut], remark: undefined, phone: undefined })),
      renderReceipt(ticket('9', 'kd', '2026-11-28', { remark: undefined, phone: undefined })),
    ];
    // BOX of 5678 is 24 permutations: 4.00 x 24 = 96.00 per ticket; the third ticket is 3.00.
    expect(orderTextOfReceipts(receipts)).toBe(
      ['D:25/11', 'P:MK', '*5678 B10>4', 'D:28/11', 'P:K', '1234 B1 S2', 'T:195.00', '#7,#8,#9'].join('\n'),
    );
  });

  it('gives up on a receipt it cannot read, and on none', () => {
    expect(orderTextOfReceipts(['not a receipt'])).toBeNull();
    expect(orderTextOfReceipts([])).toBeNull();
  });
});
