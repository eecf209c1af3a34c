import { daysBetween, formatDmy, parseYmd } from '../calendar-dates.js';
import type { ChatMessageKey } from './messages.js';
import type { ResolvedChatContext } from './types.js';

/**
 * Chat dates (rules.md "Orders from chat"): `16/11`, `16/11/2026`, `16/11/26`, `5/1`. A date
 * without a year is the 16 November nearest to today (so on 30/12 `2/1` is next year's, and on
 * 1/1 `31/12` is yesterday, refused as past). It must lie from today to `maxDaysAhead` days on.
 */
export const CHAT_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})(?:\/(\d+))?$/;

export type ChatDateResult =
  { ok: true; date: string } | { ok: false; key: ChatMessageKey; params: Record<string, string | number> };

export function isChatDateWord(word: string): boolean {
  return CHAT_DATE_PATTERN.test(word);
}

/**
 * Reads a chat date word into 'YYYY-MM-DD'.
 *
 * @example resolveChatDate('2/1', { today: '2026-12-30', maxDaysAhead: 7, pools }) // { ok: true, date: '2027-01-02' }
 */
export function resolveChatDate(word: string, context: ResolvedChatContext): ChatDateResult {
  const match = CHAT_DATE_PATTERN.exec(word);
  const invalid: ChatDateResult = { ok: false, key: 'dateInvalid', params: { date: `'${word}'` } };
  if (!match) return invalid;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const yearText = match[3];
  const todayYear = Number(context.today.slice(0, 4));
  let years: number[];
  if (yearText === undefined) years = [todayYear - 1, todayYear, todayYear + 1];
  else if (yearText.length === 4) years = [Number(yearText)];
  else if (yearText.length === 2) years = [2000 + Number(yearText)];
  else return invalid;

  let best: { date: string; distance: number } | undefined;
  for (const year of years) {
    const date = realDate(year, month, day);
    if (date === null) continue;
    const distance = Math.abs(daysBetween(context.today, date));
    if (best === undefined || distance < best.distance) best = { date, distance };
  }
  if (best === undefined) return invalid;

  const ahead = daysBetween(context.today, best.date);
  const params = { date: `'${word}'`, today: formatDmy(context.today), days: context.maxDaysAhead };
  if (ahead < 0) return { ok: false, key: 'datePast', params };
  if (ahead > context.maxDaysAhead) return { ok: false, key: 'dateTooFar', params };
  return { ok: true, date: best.date };
}

/** 'YYYY-MM-DD' when year, month and day make a real calendar day, else null. */
function realDate(year: number, month: number, day: number): string | null {
  const pad2 = (value: number) => String(value).padStart(2, '0');
  const text = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
  return parseYmd(text) === null ? null : text;
}
