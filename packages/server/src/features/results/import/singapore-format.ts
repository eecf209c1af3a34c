import { weekday } from '@lotto/domain/calendar-dates';
import { readDayFirstDate } from './date-text.js';
import { checkDraw, quote, type DrawField } from './draw-check.js';
import { readCsvRows } from './csv-rows.js';
import type { ParsedResults } from './parsed-results.js';

/** Singapore Pools' 4D history; Starter and Consolation are `|`-separated lists. */
export const SINGAPORE_HEADER = ['DrawDate', 'Day', '1st', '2nd', '3rd', 'Starter', 'Consolation'] as const;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function columnOf({ name, index }: DrawField): string {
  const base: Record<string, string> = {
    date: 'DrawDate',
    first: '1st',
    second: '2nd',
    third: '3rd',
    starters: 'Starter',
    consolations: 'Consolation',
  };
  const column = base[name] ?? name;
  // 1-based, as a person counts along the cell: "Starter #4" is the fourth number in it.
  return index === undefined ? column : `${column} #${index + 1}`;
}

/** An empty cell is an empty list (reported as "expected 1 to 20 numbers, got 0"), not one blank number. */
function list(cell: string): string[] {
  return cell === '' ? [] : cell.split('|').map((item) => item.trim());
}

/**
 * `singapore-4d.csv`: `DrawDate(d/M/yyyy),Day,1st,2nd,3rd,Starter,Consolation`. The archive's
 * older draws have 5 to 14 starters, so the draws are checked as history (1 to 20 a list).
 */
export function parseSingapore(file: string, text: string): ParsedResults {
  const { rows, problems } = readCsvRows(file, text, SINGAPORE_HEADER);
  const parsed: ParsedResults = { results: [], problems };
  for (const { line, cells } of rows) {
    const before = problems.length;
    const date = readDayFirstDate('DrawDate', cells[0]!, 'd/M/yyyy');
    if ('problem' in date) {
      problems.push({ file, line, message: date.problem });
    } else {
      // The Day column repeats the date, which makes it a check: a file re-saved by a spreadsheet
      // set to month-first dates turns 3/1 into 1 March, and the weekday no longer fits.
      const expected = WEEKDAYS[weekday(date.date)]!;
      if (cells[1] !== expected) {
        problems.push({ file, line, message: `Day: ${cells[0]} is a ${expected}, got ${quote(cells[1]!)}` });
      }
    }
    const check = checkDraw(
      {
        pool: 'sg',
        date: 'date' in date ? date.date : undefined,
        first: cells[2],
        second: cells[3],
        third: cells[4],
        starters: list(cells[5]!),
        consolations: list(cells[6]!),
      },
      true,
      new Set('problem' in date ? ['date'] : []),
    );
    for (const { field, message } of check.errors) {
      problems.push({ file, line, message: `${columnOf(field)}: ${message}` });
    }
    if (check.value && problems.length === before) parsed.results.push({ result: check.value, file, line });
  }
  return parsed;
}
