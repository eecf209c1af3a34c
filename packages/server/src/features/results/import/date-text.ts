import { INPUT_MAX_YEAR, INPUT_MIN_YEAR, isInputDate, parseYmd } from '@lotto/domain/calendar-dates';
import { quote } from './draw-check.js';

export type DateRead = { date: string } | { problem: string };

const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Sports Toto's `yyyyMMdd` (e.g. 20240406) as 'YYYY-MM-DD'. */
export function readCompactDate(field: string, text: string): DateRead {
  const match = COMPACT.exec(text);
  if (!match) return { problem: `${field}: expected a date yyyyMMdd, got ${quote(text)}` };
  return calendarDate(field, text, match[1]!, match[2]!, match[3]!);
}

/**
 * Day-first dates: Singapore Pools' `d/M/yyyy` and Da Ma Cai's `dd/MM/yyyy` (both accept either
 * width, since a spreadsheet round trip drops or adds the zero). Never month-first: 3/1/2024 is
 * the 3rd of January, as every Malaysian and Singaporean publisher writes it.
 */
export function readDayFirstDate(field: string, text: string, shape: string): DateRead {
  const match = DAY_FIRST.exec(text);
  if (!match) return { problem: `${field}: expected a date ${shape}, got ${quote(text)}` };
  return calendarDate(field, text, match[3]!, match[2]!.padStart(2, '0'), match[1]!.padStart(2, '0'));
}

function calendarDate(field: string, text: string, year: string, month: string, day: string): DateRead {
  const date = `${year}-${month}-${day}`;
  if (!parseYmd(date)) return { problem: `${field}: no such day ${quote(text)}` };
  // Said here in the file's own words; the domain's check would quote the converted date.
  if (!isInputDate(date)) {
    return {
      problem: `${field}: expected a year from ${INPUT_MIN_YEAR} to ${INPUT_MAX_YEAR}, got ${quote(text)}`,
    };
  }
  return { date };
}
