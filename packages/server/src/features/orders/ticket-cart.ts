import { parseYmd, parseYmdCompact } from '@lotto/domain/calendar-dates';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cart date's value ('YYYYMMDD' or 'YYYY-MM-DD', as the client sent it) as 'YYYY-MM-DD'. */
function isoOf(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  return parseYmd(text) ? text : parseYmdCompact(text);
}

/**
 * One ticket's own cart (its cartObject, which Rebet puts back in the basket): the order's cart
 * narrowed to the ticket's pool and draw date. An order of one bet on Magnum and Da Ma Cai for two
 * dates makes four tickets; each used to carry the whole cart, so rebetting the Da Ma Cai ticket
 * bet Magnum as well, on both dates (issue 36.2). Used when a ticket is stored and again when it
 * is read, so tickets stored before are answered narrowed too. Tolerant of old carts' shapes:
 * what it cannot read it leaves as it was (Rebet skips items it cannot read).
 */
export function ticketCart(cart: unknown, pool: PoolCode, drawDate: string): unknown {
  if (!isRecord(cart)) return cart;
  const { id, letter } = poolByCode(pool);
  const narrowed: Json = { ...cart };
  if (Array.isArray(cart.dates)) {
    const own = cart.dates.filter((date) => isRecord(date) && isoOf(date.value) === drawDate);
    narrowed.dates = own.length > 0 ? own.slice(0, 1) : [{ value: drawDate.replaceAll('-', '') }];
  }
  if (Array.isArray(cart.betList)) {
    narrowed.betList = cart.betList.flatMap((item) => {
      if (!isRecord(item) || !Array.isArray(item.poolList)) return [item];
      // An item not on this ticket's pool is not in this ticket.
      if (!item.poolList.some((entry) => Number(entry) === id)) return [];
      return [
        {
          ...item,
          poolList: [id],
          ...(Array.isArray(item.poolShortCodes) ? { poolShortCodes: [letter] } : {}),
        },
      ];
    });
  }
  return narrowed;
}
