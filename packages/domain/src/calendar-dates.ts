/**
 * Calendar dates as plain 'YYYY-MM-DD' strings and the one conversion from an instant to a local
 * date and minute (Intl.DateTimeFormat with the caller's time zone). Pure: nothing here reads the
 * clock or the environment. The draw calendar builds on these.
 */

// ---------------------------------------------------------------------------------------------
// Calendar dates as 'YYYY-MM-DD' strings
// ---------------------------------------------------------------------------------------------

export interface YmdParts {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

// Four-digit years only: Date.UTC maps years 0-99 to 1900-1999, and with a fixed width the
// string order of two dates is their calendar order.
const MIN_YEAR = 1000;
const MAX_YEAR = 9999;
const DAY_MS = 86_400_000;
const YMD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const YMD_COMPACT_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validParts(year: number, month: number, day: number): YmdParts | null {
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Reads a 'YYYY-MM-DD' date (zero-padded, a real calendar day, years 1000-9999); null when the
 * text is anything else, so it can check user input such as a `selected_date` query.
 */
export function parseYmd(text: string): YmdParts | null {
  if (typeof text !== 'string') return null;
  const match = YMD_PATTERN.exec(text);
  if (!match) return null;
  return validParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Reads a compact 'YYYYMMDD' date (the wire form of GetLatestResult and reports) as 'YYYY-MM-DD'. */
export function parseYmdCompact(text: string): string | null {
  if (typeof text !== 'string') return null;
  const match = YMD_COMPACT_PATTERN.exec(text);
  if (!match) return null;
  const parts = validParts(Number(match[1]), Number(match[2]), Number(match[3]));
  return parts ? ymdFromParts(parts) : null;
}

/**
 * The years a date given as input may name (a request's or a form's date, a draw date typed or
 * imported): 1900-2999. The calendar itself runs from 1000 to 9999 so that the arithmetic around
 * any such date (the next day, the week's Sunday, a year back) stays inside it: a report asked
 * for 9999-12-31 used to fail with a RangeError when its route added one day. 1900 keeps every
 * publisher's history readable (the oldest 4D results are from 1985).
 */
export const INPUT_MIN_YEAR = 1900;
export const INPUT_MAX_YEAR = 2999;

/** Whether a real 'YYYY-MM-DD' day lies in the input years (false for any other text). */
export function isInputDate(date: string): boolean {
  const parts = parseYmd(date);
  return parts !== null && parts.year >= INPUT_MIN_YEAR && parts.year <= INPUT_MAX_YEAR;
}

/** The complaint about a real day outside the input years, worded the same everywhere. */
export function inputYearMessage(given: string): string {
  return `expected a year from ${INPUT_MIN_YEAR} to ${INPUT_MAX_YEAR}, got "${given}"`;
}

function ymdFromParts({ year, month, day }: YmdParts): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function requireParts(date: string, what: string): YmdParts {
  const parts = parseYmd(date);
  if (!parts) throw new RangeError(`${what} is not a calendar date 'YYYY-MM-DD': ${JSON.stringify(date)}`);
  return parts;
}

/** Days since 1970-01-01 (UTC midnight), the unit all date arithmetic below works in. */
export function toDayNumber(date: string, what: string): number {
  const { year, month, day } = requireParts(date, what);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const MIN_DAY_NUMBER = Date.UTC(MIN_YEAR, 0, 1) / DAY_MS;
const MAX_DAY_NUMBER = Date.UTC(MAX_YEAR, 11, 31) / DAY_MS;

export function inRange(dayNumber: number): boolean {
  return dayNumber >= MIN_DAY_NUMBER && dayNumber <= MAX_DAY_NUMBER;
}

export function fromDayNumber(dayNumber: number): string {
  if (!inRange(dayNumber)) throw new RangeError(`date outside the years ${MIN_YEAR}-${MAX_YEAR}`);
  const utc = new Date(dayNumber * DAY_MS);
  return ymdFromParts({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

export function weekdayOf(dayNumber: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The date `days` calendar days after (or, when negative, before) `date`. */
export function addDays(date: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`not a whole number of days: ${days}`);
  return fromDayNumber(toDayNumber(date, 'date') + days);
}

/** Day of the week of a date: 0 = Sunday .. 6 = Saturday (the GetBetDates `id`). */
export function weekday(date: string): number {
  return weekdayOf(toDayNumber(date, 'date'));
}

/** Calendar days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to, 'date') - toDayNumber(from, 'date');
}

/** 'YYYYMMDD', the compact wire form (GetBetDates `fullDate`, report queries). */
export function formatYmdCompact(date: string): string {
  const { year, month, day } = requireParts(date, 'date');
  return `${year}${pad2(month)}${pad2(day)}`;
}

/** 'dd/MM/yyyy' for display. */
export function formatDmy(date: string): string {
  const { year, month, day } = requireParts(date, 'date');
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** 'dd/MM' for compact display (date chips, receipts). */
export function formatDm(date: string): string {
  const { month, day } = requireParts(date, 'date');
  return `${pad2(day)}/${pad2(month)}`;
}

// ---------------------------------------------------------------------------------------------
// Instants to local time
// ---------------------------------------------------------------------------------------------

/** A local wall-clock reading: the date and the minutes since local midnight (0-1439). */
export interface LocalDateTime {
  date: string;
  minutes: number;
}

// Building a DateTimeFormat is costly next to using one, and the time zone is configuration
// (a handful of values), so keep the formatters; the bound only guards against a caller that
// passes many spellings.
const FORMATTER_CACHE_LIMIT = 32;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  if (typeof timeZone !== 'string' || timeZone.trim() === '') {
    throw new RangeError("time zone must be an IANA name such as 'Asia/Kuala_Lumpur'");
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
  } catch (error) {
    throw new RangeError(`unknown time zone: ${JSON.stringify(timeZone)}`, { cause: error });
  }
  if (formatters.size >= FORMATTER_CACHE_LIMIT) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

// Every order asks for "now" several times; formatting through Intl costs more than the rest of
// the calendar work. The answer only changes when the minute does, so remember the last one per
// zone. Exact because every zone's UTC offset has been a whole number of minutes since 1972
// (earlier instants are not remembered).
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1972, 6, 1);
const lastMinute = new Map<string, { minute: number; value: LocalDateTime }>();

/** The local date and minute of the instant `nowMs` (epoch ms) in the IANA time zone `timeZone`. */
export function localDateTime(nowMs: number, timeZone: string): LocalDateTime {
  const minute = Math.floor(nowMs / 60_000);
  const remembered = lastMinute.get(timeZone);
  if (remembered && remembered.minute === minute && nowMs >= WHOLE_MINUTE_OFFSETS_SINCE) {
    return { ...remembered.value };
  }
  const value = computeLocalDateTime(nowMs, timeZone);
  if (nowMs >= WHOLE_MINUTE_OFFSETS_SINCE) {
    if (lastMinute.size >= FORMATTER_CACHE_LIMIT) lastMinute.clear();
    lastMinute.set(timeZone, { minute, value: { ...value } });
  }
  return value;
}

function computeLocalDateTime(nowMs: number, timeZone: string): LocalDateTime {
  const formatter = formatterFor(timeZone);
  if (typeof nowMs !== 'number' || !Number.isFinite(nowMs)) {
    throw new RangeError(`instant is not a finite number of milliseconds: ${String(nowMs)}`);
  }
  const instant = new Date(nowMs);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`instant out of range: ${nowMs}`);
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  if (!parseYmd(date)) {
    throw new RangeError(`instant outside the years ${MIN_YEAR}-${MAX_YEAR}: ${nowMs}`);
  }
  const hour = Number(part('hour')) % 24;
  return { date, minutes: hour * 60 + Number(part('minute')) };
}

export interface LocalNow {
  date: string;
  dayNumber: number;
  minutes: number;
}

export function localNow(nowMs: number, timeZone: string): LocalNow {
  const { date, minutes } = localDateTime(nowMs, timeZone);
  return { date, dayNumber: toDayNumber(date, 'local date'), minutes };
}

/**
 * The instant (epoch ms) at which the local date `date` ('YYYY-MM-DD') begins in `timeZone`: the
 * first local minute of that day (00:00, or later where a clock change skips midnight). Used to
 * turn a date range of a report into instants. Exact to the minute, like localDateTime.
 *
 * @example startOfLocalDay('2026-11-22', 'Asia/Kuala_Lumpur') // Date.UTC(2026, 10, 21, 16, 0)
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const dayNumber = toDayNumber(date, 'date');
  const utcMidnight = dayNumber * 86_400_000;
  // The zone's offset near that midnight, then correct once for a clock change in between.
  let candidate = utcMidnight;
  for (let step = 0; step < 3; step += 1) {
    const local = localNow(candidate, timeZone);
    const utcDay = Math.floor(candidate / 86_400_000);
    const utcMinutes = Math.floor((candidate - utcDay * 86_400_000) / 60_000);
    const offsetMinutes = (local.dayNumber - utcDay) * 1440 + local.minutes - utcMinutes;
    const next = utcMidnight - offsetMinutes * 60_000;
    if (next === candidate) break;
    candidate = next;
  }
  // A day whose midnight does not exist (skipped by a clock change) starts at its first minute.
  while (localNow(candidate, timeZone).dayNumber < dayNumber) candidate += 60_000 * 15;
  while (localNow(candidate - 60_000, timeZone).dayNumber === dayNumber) candidate -= 60_000;
  return candidate;
}
