import type { MakeOrderInput } from '@lotto/contract/order';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import {
  BET_GROUP_CODES,
  BET_TYPE_CODES,
  type BetGroupCode,
  type BetTypeCode,
} from '@lotto/domain/bet-types';
import { cents, parsePoints, toPoints, type Cents } from '@lotto/domain/money';
import { cartTotal } from '@lotto/domain/normal-bet';
import { PATTERN_CODES, type PatternCode } from '@lotto/domain/patterns';
import { poolById, type PoolCode } from '@lotto/domain/pools';
import type { NormalTicket } from '@lotto/domain/ticket';
import { ticketTotal } from '@lotto/domain/totals';
import { z } from 'zod';
import { WEEKDAYS_EN } from '@/lib/dates/display-dates';

/** A chosen draw date as the cart keeps it (spec §3): value YYYYMMDD, date dd/MM/yyyy, label. */
export const cartDateSchema = z.object({
  value: z.string().regex(/^\d{8}$/),
  date: z.string(),
  label: z.string(),
});
export type CartDate = z.infer<typeof cartDateSchema>;

export const cartBetTypeSchema = z.object({
  name: z.string(),
  shortCode: z.enum(BET_TYPE_CODES),
  /** the amount box's text (at most 4 characters, spec §5) */
  amount: z.string().max(4),
});
export type CartBetType = z.infer<typeof cartBetTypeSchema>;

/** One bet item of the cart (spec §3). Its total is computed, never stored. */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  number: z.string().regex(/^\d{2,6}$/),
  pattern: z.enum(PATTERN_CODES),
  /** the bet-type group */
  type: z.enum(BET_GROUP_CODES),
  betType: z.array(cartBetTypeSchema).min(1),
  poolList: z.array(z.number().int()).min(1),
  poolShortCodes: z.array(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  /** the user the basket belongs to (a shared phone must not show it to the next user) */
  owner: z.string(),
  dates: z.array(cartDateSchema),
  items: z.array(cartItemSchema),
  remark: z.string(),
  phone: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * The body of POST /Order/MakeOrder: the contract's MakeOrderInput, with the fields the spec §3
 * cart object carries besides (labels, ids, names, totals), which the server accepts and drops.
 */
export interface OrderCart extends MakeOrderInput {
  name: BetGroupCode;
  dates: CartDate[];
  betList: (MakeOrderInput['betList'][number] & {
    id: string;
    number: string;
    pattern: PatternCode;
    betType: CartBetType[];
    poolList: number[];
    poolShortCodes: string[];
    totalAmount: number;
    type: BetGroupCode;
  })[];
  remark: string;
  phone: string;
}

/** Names sent with each bet type (kept for Rebet; the server reads only the short code). */
export function betTypeName(code: BetTypeCode): string {
  return code === 'B' ? 'Big' : code === 'S' ? 'Small' : code;
}

/** The cart form of a GetBetDates item. */
export function cartDate(option: { date: string; id: number; fullDate: string }): CartDate {
  return {
    value: option.fullDate,
    date: option.date,
    label: `${option.date} (${WEEKDAYS_EN[option.id] ?? ''})`,
  };
}

function amountCents(text: string): Cents {
  const parsed = parsePoints(text);
  return parsed.ok && parsed.value > 0 ? parsed.value : cents(0);
}

/** A cart item as a domain ticket on the cart's dates, for the totals. */
export function itemTicket(item: CartItem, dates: readonly CartDate[]): NormalTicket {
  const amounts: Partial<Record<BetTypeCode, Cents>> = {};
  for (const entry of item.betType) {
    const value = amountCents(entry.amount);
    if (value > 0) amounts[entry.shortCode] = value;
  }
  const pools = item.poolList
    .map((id) => poolById(id)?.code)
    .filter((code): code is PoolCode => code !== undefined);
  return {
    group: item.type,
    drawDates: dates.map((date) => fromCompactDate(date.value) ?? date.value),
    pools,
    lines: [{ number: item.number, pattern: item.pattern, amounts }],
  };
}

/** An item's total: amounts x pattern multiplier x pools x dates (spec §5). */
export function itemTotal(item: CartItem, dates: readonly CartDate[]): Cents {
  return ticketTotal(itemTicket(item, dates));
}

/** The whole basket's total (the domain's cartTotal). */
export function basketTotal(cart: Pick<Cart, 'items' | 'dates'>): Cents {
  return cartTotal(cart.items.map((item) => itemTicket(item, cart.dates)));
}

/** The MakeOrder body: the spec §3 cart object. */
export function orderCart(cart: Cart): OrderCart {
  const first = cart.items[0];
  return {
    name: first?.type ?? '4D',
    dates: cart.dates.map(({ value, date, label }) => ({ value, date, label })),
    betList: cart.items.map((item) => ({
      id: item.id,
      number: item.number,
      pattern: item.pattern,
      betType: item.betType.map(({ name, shortCode, amount }) => ({ name, shortCode, amount })),
      poolList: [...item.poolList],
      poolShortCodes: [...item.poolShortCodes],
      totalAmount: toPoints(itemTotal(item, cart.dates)),
      type: item.type,
    })),
    remark: cart.remark,
    phone: cart.phone,
  };
}

/** A random id (crypto.randomUUID where the browser has it). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const rebetCartSchema = z.object({
  name: z.string().optional(),
  betList: z.array(z.unknown()),
});

const rebetDatesSchema = z.object({
  dates: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String) })),
});

/** The draw dates (YYYYMMDD) of a ticket's cartObject, for Rebet: its own date. */
export function datesFromCartObject(cartObject: unknown): string[] {
  const cart = rebetDatesSchema.safeParse(cartObject);
  if (!cart.success) return [];
  return cart.data.dates
    .map((date) => date.value.replaceAll('-', ''))
    .filter((value) => /^\d{8}$/.test(value));
}

const rebetItemSchema = z.object({
  number: z.string().regex(/^\d{2,6}$/),
  pattern: z.enum(PATTERN_CODES).catch('NORMAL'),
  type: z.string().optional(),
  betType: z.array(
    z.object({
      shortCode: z.enum(BET_TYPE_CODES),
      amount: z.union([z.string(), z.number()]).transform(String),
    }),
  ),
  poolList: z.array(z.coerce.number().int()),
});

/**
 * The bet items of a ticket's cartObject (GetTicketDetails, for Rebet): numbers, amounts and
 * pools are kept (the ticket's own pool). Items that cannot be read are skipped.
 */
export function itemsFromCartObject(cartObject: unknown): CartItem[] {
  const cart = rebetCartSchema.safeParse(cartObject);
  if (!cart.success) return [];
  const items: CartItem[] = [];
  for (const raw of cart.data.betList) {
    const parsed = rebetItemSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { number, pattern, betType, poolList } = parsed.data;
    const groupText = parsed.data.type ?? cart.data.name;
    const type = BET_GROUP_CODES.find((code) => code === groupText);
    const pools = poolList.map((id) => poolById(id)).filter((pool) => pool !== undefined);
    const entries = betType
      .filter((entry) => entry.amount.trim() !== '' && entry.amount.length <= 4)
      .map((entry) => ({
        name: betTypeName(entry.shortCode),
        shortCode: entry.shortCode,
        amount: entry.amount.trim(),
      }));
    if (!type || pools.length === 0 || entries.length === 0) continue;
    const item = {
      id: randomId(),
      number,
      pattern,
      type,
      betType: entries,
      poolList: pools.map((pool) => pool.id),
      poolShortCodes: pools.map((pool) => pool.letter),
    };
    if (cartItemSchema.safeParse(item).success) items.push(item);
  }
  return items;
}
