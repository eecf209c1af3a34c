import { EAT_TYPE_BET, isBetTypeCode, type BetTypeCode, type EatType } from './bet-types.js';
import { formatPoints, parsePoints, type Cents } from './money.js';
import type { PatternCode } from './patterns.js';
import { poolByLetter, type PoolCode } from './pools.js';
import { readReceiptBetDate, readReceiptDrawDate } from './receipt-dates.js';
import { unescapeRemark } from './receipt-escape.js';
import {
  acceptedTotal,
  TIME_PATTERN,
  type ReceiptLine,
  type ReceiptParseResult,
  type ReceiptTicket,
} from './receipt-ticket.js';

/** Reading a receipt text back into its ticket (layout in receipt.ts), and the check-ticket helpers. */

/**
 * Reads a receipt text back; `parseReceipt(renderReceipt(t))` gives `t` again (with a P-H / P-B
 * running digit of 0). Tolerates CRLF, blank lines, extra spaces and lower-case letters; never throws.
 *
 * @example parseReceipt('#7 01/12/2025 09:00:00\nD:03/12\nP:T\n1234* B1\nT:2.00') // { ok: true, value: { ticketId: '7', ... } }
 */
export function parseReceipt(text: string): ReceiptParseResult {
  try {
    return readReceipt(String(text));
  } catch (error) {
    // Only an amount too large for cents can throw below; anything else is a bug worth a message.
    return { ok: false, message: error instanceof Error ? error.message : 'unreadable receipt' };
  }
}

/**
 * The bet id of a check-ticket entry (spec §2: Reorder and Edit carry it), voided or not.
 *
 * @example receiptTicketId('&#10023 22/11/2025 14:05:09\n...') // '10023'
 */
export function receiptTicketId(text: string): string | null {
  return /^\s*&?\s*#([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
}

/**
 * Spec §2: an entry that starts with '&' or contains "cancelled" (any case) is shown red and offers
 * neither Edit nor Void.
 *
 * @example isCancelledReceipt('&#10023 ...') // true
 */
export function isCancelledReceipt(text: string): boolean {
  return text.trimStart().startsWith('&') || /cancelled/i.test(text);
}

/** Tried in order: `1*2` is both L-H and L-B of a 2-digit number (one concrete number); L-H wins. */
const NUMBER_FORMS: readonly [RegExp, PatternCode, (m: RegExpExecArray) => string][] = [
  [/^(\d+)$/, 'NORMAL', (m) => m[1]!],
  [/^\*\*(\d+)$/, 'IBOX', (m) => m[1]!],
  [/^\*(\d+)$/, 'BOX', (m) => m[1]!],
  [/^(\d+)\*$/, 'R', (m) => m[1]!],
  [/^\+(\d+)$/, 'P-H', (m) => `0${m[1]!}`],
  [/^(\d+)\+$/, 'P-B', (m) => `${m[1]!}0`],
  [/^(\d+)\*(\d)$/, 'L-H', (m) => m[1]! + m[2]!],
  [/^(\d)\*(\d+)$/, 'L-B', (m) => m[1]! + m[2]!],
];

const AMOUNT = String.raw`\d{1,11}(?:\.\d{1,2})?`;
const AMOUNT_TOKEN = new RegExp(String.raw`^([A-Z]|[2-6][A-Z]{1,2})(${AMOUNT})(?:>(${AMOUNT}))?$`);

type Step<T> = { ok: true; value: T } | { ok: false; message: string };

function readReceipt(text: string): ReceiptParseResult {
  const rows = text
    .split('\n')
    .map((raw, index) => ({ raw: raw.endsWith('\r') ? raw.slice(0, -1) : raw, no: index + 1 }))
    .filter((row) => row.raw.trim() !== '');
  const fail = (no: number, message: string) => ({ ok: false as const, message: `line ${no}: ${message}` });
  const [head, dates, pools, ...rest] = rows;
  if (!head || !dates || !pools) return { ok: false, message: 'expected at least header, D: and P: lines' };

  const h = /^\s*(&)?\s*#([A-Za-z0-9_-]+)\s+(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}:\d{2}:\d{2})\s*$/.exec(
    head.raw,
  );
  if (!h) return fail(head.no, 'expected "#id dd/MM/yyyy HH:mm:ss"');
  const date = readReceiptBetDate(`${h[3]}/${h[4]}/${h[5]}`);
  const time = h[6]!;
  if (date === null || !TIME_PATTERN.test(time)) return fail(head.no, 'no such date or time');

  const d = /^\s*D:\s*(.*?)\s*$/i.exec(dates.raw);
  if (!d) return fail(dates.no, 'expected "D:dd/MM,dd/MM"');
  const items = d[1] === '' ? [] : d[1]!.split(',').map((item) => item.trim());
  const drawDates = items.map((item) => readReceiptDrawDate(item, date));
  const bad = drawDates.indexOf(null);
  if (bad >= 0) return fail(dates.no, `"${items[bad]}" is no dd/MM date near the bet date`);

  const p = /^\s*P:\s*([A-Z]*)\s*$/i.exec(pools.raw);
  if (!p) return fail(pools.no, 'expected "P:" and pool letters');
  const poolCodes = [...p[1]!].map((letter) => poolByLetter(letter)?.code);
  const unknown = poolCodes.indexOf(undefined);
  if (unknown >= 0) return fail(pools.no, `unknown pool letter ${p[1]![unknown]}`);

  const total = rest.pop();
  const t = total && /^\s*T:\s*([\d,]+\.\d{2})\s*$/i.exec(total.raw);
  if (!total || !t) return fail(total?.no ?? pools.no + 1, 'expected the total "T:0.00" last');
  let phone: string | undefined;
  const tel = rest.at(-1);
  if (tel && /^\s*Tel:/i.test(tel.raw)) {
    rest.pop();
    phone = unescapeRemark(tel.raw.slice(tel.raw.indexOf(':') + 1)) ?? undefined;
    if (phone === undefined) return fail(tel.no, 'phone has a "\\" not followed by \\, n, r or uXXXX');
  }
  let remark: string | undefined;
  const last = rest.at(-1);
  if (last && /^\s*R:/i.test(last.raw)) {
    rest.pop();
    remark = unescapeRemark(last.raw.slice(last.raw.indexOf(':') + 1)) ?? undefined;
    if (remark === undefined) return fail(last.no, 'remark has a "\\" not followed by \\, n, r or uXXXX');
  }

  const lines: ReceiptLine[] = [];
  for (const row of rest) {
    const line = readLine(row.raw);
    if (!line.ok) return fail(row.no, line.message);
    lines.push(line.value);
  }

  const ticket: ReceiptTicket = {
    ticketId: h[2]!,
    placedAt: { date, time },
    drawDates: drawDates as string[],
    pools: poolCodes as PoolCode[],
    lines,
    cancelled: h[1] === '&',
    ...(remark === undefined ? {} : { remark }),
    ...(phone === undefined ? {} : { phone }),
  };
  const written = parsePoints(t[1]!.replaceAll(',', ''));
  const computed = acceptedTotal(ticket);
  if (!written.ok || written.value !== computed) {
    return fail(total.no, `the total ${t[1]} does not match the lines (${formatPoints(computed)})`);
  }
  return { ok: true, value: ticket };
}

function readLine(raw: string): Step<ReceiptLine> {
  const [numberToken = '', ...amountTokens] = raw.trim().split(/\s+/);
  const form = NUMBER_FORMS.map(([re, pattern, digits]) => {
    const m = re.exec(numberToken);
    return m ? { pattern, number: digits(m) } : null;
  }).find((f) => f !== null);
  if (!form || !/^\d{2,6}$/.test(form.number)) {
    return { ok: false, message: `"${numberToken}" is no bet number (2-6 digits with pattern marks)` };
  }
  const amounts: Partial<Record<BetTypeCode, Cents>> = {};
  const accepted: Partial<Record<BetTypeCode, Cents>> = {};
  let cut = false;
  for (const token of amountTokens) {
    const m = AMOUNT_TOKEN.exec(token.toUpperCase());
    const label = m?.[1] ?? '';
    const code = label in EAT_TYPE_BET ? EAT_TYPE_BET[label as EatType] : label;
    if (!m || !isBetTypeCode(code)) return { ok: false, message: `"${token}" is no amount like B1 or 2A0.5` };
    if (code in amounts) return { ok: false, message: `${label} appears twice` };
    const requested = parsePoints(m[2]!);
    const taken = m[3] === undefined ? requested : parsePoints(m[3]);
    if (!requested.ok || !taken.ok) return { ok: false, message: `"${token}" has an amount too large` };
    amounts[code] = requested.value;
    accepted[code] = taken.value;
    cut ||= taken.value !== requested.value;
  }
  return { ok: true, value: { ...form, amounts, ...(cut ? { accepted } : {}) } };
}
