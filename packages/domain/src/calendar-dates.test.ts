import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  formatDm,
  formatDmy,
  formatYmdCompact,
  inputYearMessage,
  isInputDate,
  localDateTime,
  parseYmd,
  parseYmdCompact,
  startOfLocalDay,
  weekday,
} from './calendar-dates.js';

const KL = 'Asia/Kuala_Lumpur';

/** An instant given as Kuala Lumpur wall-clock time ('2024-05-01T18:59:59'; KL is UTC+8 all year). */
const kl = (local: string): number => Date.parse(`${local}+08:00`);
const utc = (local: string): number => Date.parse(`${local}Z`);

describe('date helpers', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-12-31', { year: 2024, month: 12, day: 31 }],
    ['1000-01-01', { year: 1000, month: 1, day: 1 }],
    ['9999-12-31', { year: 9999, month: 12, day: 31 }],
  ])('parses %s', (text, parts) => {
    expect(parseYmd(text)).toEqual(parts);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-1',
    '24-01-01',
    ' 2024-01-01',
    '2024-01-01T00:00',
    '20240101',
    '0999-12-31',
    '',
  ])('refuses %j', (text) => {
    expect(parseYmd(text)).toBeNull();
  });

  it.each([
    ['20240229', '2024-02-29'],
    ['20231231', '2023-12-31'],
    ['20230229', null],
    ['2024-02-29', null],
    ['2024022', null],
  ])('reads compact %s as %s', (text, expected) => {
    expect(parseYmdCompact(text)).toBe(expected);
  });

  it.each([
    ['2024-05-31', 1, '2024-06-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-05-01', 0, '2024-05-01'],
    ['2024-05-01', 366, '2025-05-02'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2024-05-01', 3],
    ['2024-05-04', 6],
    ['2024-05-05', 0],
    ['2024-05-06', 1],
    ['1970-01-01', 4],
    ['1969-12-31', 3],
    ['2025-01-01', 3],
  ])('weekday(%s) = %i', (date, expected) => {
    expect(weekday(date)).toBe(expected);
  });

  it('formats', () => {
    expect(formatYmdCompact('2024-05-01')).toBe('20240501');
    expect(formatDmy('2024-05-01')).toBe('01/05/2024');
    expect(formatDm('2024-05-01')).toBe('01/05');
  });

  it.each([
    () => addDays('2024-02-30', 1),
    () => addDays('2024-02-01', 1.5),
    () => addDays('9999-12-31', 1),
    () => weekday('2024/05/01'),
    () => daysBetween('2024-05-01', 'tomorrow'),
    () => formatYmdCompact('20240501'),
    () => formatDmy(''),
    () => formatDm('2024-13-01'),
  ])('throws a RangeError on a bad date (%#)', (call) => {
    expect(call).toThrow(RangeError);
  });

  it('takes as input only the years 1900-2999, inside the calendar with room for arithmetic', () => {
    expect(isInputDate('1900-01-01')).toBe(true);
    expect(isInputDate('2999-12-31')).toBe(true);
    expect(isInputDate('1899-12-31')).toBe(false);
    expect(isInputDate('3000-01-01')).toBe(false);
    expect(isInputDate('9999-12-31')).toBe(false);
    expect(isInputDate('2026-02-30')).toBe(false);
    expect(isInputDate('20261122')).toBe(false);
    // A year on either side of any input date is still a calendar date.
    expect(addDays('2999-12-31', 366)).toBe('3001-01-01');
    expect(addDays('1900-01-01', -366)).toBe('1898-12-31');
    expect(inputYearMessage('99991231')).toBe('expected a year from 1900 to 2999, got "99991231"');
  });

  const dateArb = fc
    .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true })
    .map((value) => value.toISOString().slice(0, 10));

  it('agrees with the JavaScript calendar', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -2000, max: 2000 }), (date, days) => {
        const later = addDays(date, days);
        expect(later).toBe(new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10));
        expect(addDays(later, -days)).toBe(date);
        expect(daysBetween(date, later)).toBe(days);
        expect(weekday(date)).toBe(new Date(Date.parse(date)).getUTCDay());
        expect(parseYmdCompact(formatYmdCompact(date))).toBe(date);
        expect(parseYmd(date)).not.toBeNull();
      }),
    );
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2026-11-22', 'Asia/Kuala_Lumpur', Date.UTC(2026, 10, 21, 16, 0)],
    ['2026-11-22', 'UTC', Date.UTC(2026, 10, 22)],
    ['2026-07-01', 'Europe/London', Date.UTC(2026, 5, 30, 23, 0)],
    ['2026-01-01', 'America/New_York', Date.UTC(2026, 0, 1, 5, 0)],
    // Santiago skips midnight when its clocks go forward (2026-09-06 starts at 01:00).
    ['2026-09-06', 'America/Santiago', Date.UTC(2026, 8, 6, 4, 0)],
    ['1969-12-31', 'Asia/Kuala_Lumpur', Date.UTC(1969, 11, 30, 16, 30)],
  ])('%s in %s', (date, zone, expected) => {
    expect(startOfLocalDay(date, zone)).toBe(expected);
  });

  it('is the first instant whose local date is that day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom('Asia/Kuala_Lumpur', 'Europe/London', 'America/Santiago'),
        (days, zone) => {
          const date = addDays('1990-01-01', days);
          const start = startOfLocalDay(date, zone);
          expect(localDateTime(start, zone).date).toBe(date);
          expect(localDateTime(start - 60_000, zone).date).not.toBe(date);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('localDateTime', () => {
  it.each([
    [kl('2024-05-01T18:59:59'), KL, { date: '2024-05-01', minutes: 18 * 60 + 59 }],
    [kl('2024-05-01T00:00:00'), KL, { date: '2024-05-01', minutes: 0 }],
    [kl('2024-05-01T23:59:59'), KL, { date: '2024-05-01', minutes: 1439 }],
    // Sunday 23:30 in UTC is already Monday 07:30 in Kuala Lumpur.
    [utc('2024-05-05T23:30:00'), 'UTC', { date: '2024-05-05', minutes: 23 * 60 + 30 }],
    [utc('2024-05-05T23:30:00'), KL, { date: '2024-05-06', minutes: 7 * 60 + 30 }],
    [utc('2024-05-05T23:30:00'), 'America/New_York', { date: '2024-05-05', minutes: 19 * 60 + 30 }],
    [utc('2024-01-05T23:30:00'), 'America/New_York', { date: '2024-01-05', minutes: 18 * 60 + 30 }],
  ])('reads %i in %s', (nowMs, timeZone, expected) => {
    expect(localDateTime(nowMs, timeZone)).toEqual(expected);
    expect(weekday(expected.date)).toBe(weekday(localDateTime(nowMs, timeZone).date));
  });

  it('answers right call after call across minute and day edges (it remembers the last minute)', () => {
    // In the order a busy server asks: same minute twice, then the next, in two zones, and back.
    const calls: [number, string, { date: string; minutes: number }][] = [
      [kl('2024-05-01T18:59:00'), KL, { date: '2024-05-01', minutes: 1139 }],
      [kl('2024-05-01T18:59:59') + 999, KL, { date: '2024-05-01', minutes: 1139 }],
      [kl('2024-05-01T19:00:00'), KL, { date: '2024-05-01', minutes: 1140 }],
      [kl('2024-05-01T19:00:00'), 'UTC', { date: '2024-05-01', minutes: 660 }],
      [kl('2024-05-01T19:00:30'), KL, { date: '2024-05-01', minutes: 1140 }],
      [kl('2024-05-01T23:59:59'), KL, { date: '2024-05-01', minutes: 1439 }],
      [kl('2024-05-02T00:00:00'), KL, { date: '2024-05-02', minutes: 0 }],
      [kl('2024-05-01T18:59:30'), KL, { date: '2024-05-01', minutes: 1139 }],
    ];
    for (const [nowMs, timeZone, expected] of calls) {
      const answer = localDateTime(nowMs, timeZone);
      expect(answer).toEqual(expected);
      // Callers may change what they get; the remembered answer must not change with it.
      answer.minutes = -1;
    }
  });

  it.each([
    [() => localDateTime(0, 'Asia/Atlantis'), /unknown time zone/],
    [() => localDateTime(0, ''), /time zone/],
    [() => localDateTime(Number.NaN, KL), /finite/],
    [() => localDateTime(Number.POSITIVE_INFINITY, KL), /finite/],
    [() => localDateTime(9e15, KL), /range/],
    [() => localDateTime(Date.UTC(12000, 0, 1), KL), /years/],
  ])('throws a RangeError on bad input (%#)', (call, message) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(message);
  });
});
