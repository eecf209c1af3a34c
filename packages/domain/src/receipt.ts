import { EAT_TYPE_BET, isBetTypeCode, type BetTypeCode, type EatType } from './bet-types.js';
import { cents, formatPoints, parsePoints, type Cents } from './money.js';
import { isPatternCode, type PatternCode } from './patterns.js';
import { isPoolCode, poolByCode, poolByLetter, type PoolCode } from './pools.js';
import type { BetLine } from './ticket.js';
import { lineCost } from './totals.js';
import { AMOUNT_ORDER, amountLabel, markedNumber } from './receipt-vocabulary.js';

/**
 * Receipt text (game-rules §9, spec §2 check ticket, §3 receipt): one placed ticket as compact plain
 * text for WhatsApp, Telegram and the clipboard, and the reader that turns it back into the ticket.
 *
 * Layout (lines joined by '\n'):
 *
 *     #10023 22/11/2025 14:05:09     ticket id, bet date dd/MM/yyyy and time; '&#10023 ...' when voided
 *     D:25/11,26/11                  draw dates dd/MM (year: see below)
 *     P:MKT                          pool letters (game-rules §1)
 *     1234 B1 S2                     one bet line: number with its pattern marks, then amounts
 *     **5678 B10>4 A0.5              a cut line: B requested 10, accepted 4
 *     R:call after 6pm\nthanks       remark, only when the ticket has one (escaped, one line)
 *     Tel:0123456789                 the customer's phone, only when the ticket has one (escaped)
 *     T:123.00                       accepted total
 *
 * - Pattern marks are those of the order string (game-rules §5): `1234` NORMAL, `*1234` BOX,
 *   `**1234` IBOX, `1234*` R, `+234` P-H, `123+` P-B, `123*4` L-H, `1*234` L-B. The running digit of
 *   P-H / P-B is no part of the bet, so it reads back as 0.
 * - Amounts: `B S A C D` for B, S, 3A, 3C, 4A (the eat-type letters), the bet-type code for the rest
 *   (`2A1`, `4SB2`, `5D1`), in eat order B S A C D then the catalogue order. Points without needless
 *   zeros and without grouping (`1`, `0.5`, `1.05`, `1000`); `parsePoints` reads each back exactly.
 *   `B10>4`: requested 10, accepted 4 (only where a sell limit cut the line, game-rules §6).
 * - The total keeps two decimals and groups thousands (`T:1,234.50`); it is the accepted total.
 * - The bet date carries the year; each draw date takes the year that puts it nearest the bet date,
 *   so draw dates must lie within 182 days of it (bets are sold at most 7 days ahead).
 * - The remark (and the phone) keeps every character: `\` becomes `\\`, newline `\n`, carriage return `\r`, other
 *   control and line-separator characters `\uXXXX`. Note spec §2: a remark containing "cancelled"
 *   makes `isCancelledReceipt` true, which hides Edit and Void for that entry.
 */

/** A bet line as placed. `accepted` follows the spec's LIMIT status (game-rules §6). */
export type ReceiptLine = BetLine & {
  /**
   * Present only when a sell limit cut the line: the accepted amount of every bet type of `amounts`
   * (0 when sold out, the requested amount when not cut). A type missing here counts as 0.
   */
  accepted?: Partial<Record<BetTypeCode, Cents>>;
};

export interface ReceiptTicket {
  /** letters, digits, '_' and '-', e.g. '10023' */
  ticketId: string;
  /** local time of the bet, given by the caller: 'YYYY-MM-DD' and 'HH:mm:ss' */
  placedAt: { date: string; time: string };
  /** 'YYYY-MM-DD', each within 182 days of `placedAt.date` */
  drawDates: string[];
  pools: PoolCode[];
  lines: ReceiptLine[];
  /** voided: the text starts with '&' */
  cancelled: boolean;
  remark?: string;
  /** the customer's phone (normal mode), printed as `Tel:` */
  phone?: string;
}

export type ReceiptParseResult = { ok: true; value: ReceiptTicket } | { ok: false; message: string };

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const MAX_DRAW_DISTANCE_DAYS = 182;

/**
 * The accepted total: accepted amounts x pattern multiplier x pools x dates. Equals `ticketTotal`
 * when no line was cut. A voided ticket keeps its total (what the void refunded).
 *
 * @example acceptedTotal({ drawDates: ['2025-11-25'], pools: ['mg', 'kd'], lines: [{ number: '1234', pattern: 'R', amounts: { B: cents(1000) }, accepted: { B: cents(400) } }] }) // 1600
 */
export function acceptedTotal(ticket: Pick<ReceiptTicket, 'drawDates' | 'pools' | 'lines'>): Cents {
  const perDrawAndPool = ticket.lines.reduce(
    (sum, line) => sum + lineCost({ ...line, amounts: line.accepted ?? line.amounts }),
    0,
  );
  return cents(perDrawAndPool * ticket.pools.length * ticket.drawDates.length);
}

/**
 * Writes the receipt text (layout at the top of this file). Throws a RangeError for a ticket that
 * could not be read back (bad id, date or time, a draw date far from the bet date, a negative amount,
 * a number that is not 2-6 digits).
 *
 * @example renderReceipt({ ticketId: '10023', placedAt: { date: '2025-11-22', time: '14:05:09' }, drawDates: ['2025-11-25'], pools: ['mg', 'kd'], lines: [{ number: '1234', pattern: 'BOX', amounts: { B: cents(100) } }], cancelled: false })
 * // '#10023 22/11/2025 14:05:09\nD:25/11\nP:MK\n*1234 B1\nT:48.00'
 */
export function renderReceipt(ticket: ReceiptTicket): string {
  const problem = ticketProblem(ticket);
  if (problem !== null) throw new RangeError(`cannot write receipt: ${problem}`);
  const [year, month, day] = ticket.placedAt.date.split('-');
  const text = [
    `${ticket.cancelled ? '&' : ''}#${ticket.ticketId} ${day}/${month}/${year} ${ticket.placedAt.time}`,
    `D:${ticket.drawDates.map((date) => `${date.slice(8, 10)}/${date.slice(5, 7)}`).join(',')}`,
    `P:${ticket.pools.map((code) => poolByCode(code).letter).join('')}`,
    ...ticket.lines.map(renderReceiptLine),
  ];
  text.push(...customerLines(ticket));
  text.push(`T:${formatPoints(acceptedTotal(ticket))}`);
  return text.join('\n');
}

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

/** The `R:` and `Tel:` lines of a ticket or an order: each only when present. */
export function customerLines({ remark, phone }: { remark?: string; phone?: string }): string[] {
  const lines: string[] = [];
  if (remark !== undefined) lines.push(`R:${escapeRemark(remark)}`);
  if (phone !== undefined) lines.push(`Tel:${escapeRemark(phone)}`);
  return lines;
}

/** One bet line of a receipt: `1234 B1 S2`, `**5678 B10>4`. */
export function renderReceiptLine(line: ReceiptLine): string {
  const tokens = [markedNumber(line.pattern, line.number)];
  for (const code of AMOUNT_ORDER) {
    const requested = line.amounts[code];
    if (requested === undefined) continue;
    const accepted = line.accepted ? (line.accepted[code] ?? cents(0)) : requested;
    const cut = accepted === requested ? '' : `>${shortPoints(accepted)}`;
    tokens.push(`${amountLabel(code)}${shortPoints(requested)}${cut}`);
  }
  return tokens.join(' ');
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
  const date = `${h[5]}-${h[4]}-${h[3]}`;
  const time = h[6]!;
  if (!isIsoDate(date) || !TIME_PATTERN.test(time)) return fail(head.no, 'no such date or time');

  const d = /^\s*D:\s*(.*?)\s*$/i.exec(dates.raw);
  if (!d) return fail(dates.no, 'expected "D:dd/MM,dd/MM"');
  const items = d[1] === '' ? [] : d[1]!.split(',').map((item) => item.trim());
  const drawDates = items.map((item) => nearestDate(item, date));
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

function ticketProblem(ticket: ReceiptTicket): string | null {
  const { date, time } = ticket.placedAt;
  if (!ID_PATTERN.test(ticket.ticketId)) return `ticket id ${JSON.stringify(ticket.ticketId)}`;
  if (!isIsoDate(date) || !TIME_PATTERN.test(time)) return `bet time ${date} ${time}`;
  const far = ticket.drawDates.find(
    (d) => !isIsoDate(d) || Math.abs(dayNumber(d) - dayNumber(date)) > MAX_DRAW_DISTANCE_DAYS,
  );
  if (far !== undefined) return `draw date ${far} (more than ${MAX_DRAW_DISTANCE_DAYS} days from ${date})`;
  const pool = ticket.pools.find((code) => !isPoolCode(code));
  if (pool !== undefined) return `pool ${String(pool)}`;
  for (const line of ticket.lines) {
    if (!/^\d{2,6}$/.test(line.number) || !isPatternCode(line.pattern)) {
      return `line ${line.number} ${line.pattern}`;
    }
    const values = [...Object.values(line.amounts), ...Object.values(line.accepted ?? {})];
    if (values.some((a) => !Number.isSafeInteger(a) || a < 0)) return `amounts of line ${line.number}`;
  }
  return null;
}

function isIsoDate(text: string): boolean {
  const [y = 0, m = 0, d = 0] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)?.slice(1).map(Number) ?? [];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return m >= 1 && m <= 12 && d >= 1 && d <= days;
}

/** Day count of a 'YYYY-MM-DD' date (days from civil, H. Hinnant): plain integers, no Date. */
function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * ((m + 9) % 12) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
}

/** 'dd/MM' in the year that puts it nearest `near` (within 182 days, so only one year can). */
function nearestDate(dayMonth: string, near: string): string | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(dayMonth);
  if (!m) return null;
  const year = Number(near.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const candidate = `${String(y).padStart(4, '0')}-${m[2]}-${m[1]}`;
    if (y < 0 || y > 9999 || !isIsoDate(candidate)) continue;
    if (Math.abs(dayNumber(candidate) - dayNumber(near)) <= MAX_DRAW_DISTANCE_DAYS) return candidate;
  }
  return null;
}

/** Points without needless zeros: 100 -> '1', 150 -> '1.5', 105 -> '1.05'. */
function shortPoints(amount: Cents): string {
  return formatPoints(amount, { grouping: false })
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r' };

/** One line whatever the remark holds; other control and line-separator characters as \uXXXX. */
function escapeRemark(remark: string): string {
  return remark.replace(
    /[\\\n\r\p{Cc}\u2028\u2029]/gu,
    (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function unescapeRemark(text: string): string | null {
  if (!/^(?:[^\\]|\\[\\nr]|\\u[0-9a-fA-F]{4})*$/u.test(text)) return null;
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) =>
    e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e === 'n' ? '\n' : e === 'r' ? '\r' : e,
  );
}
