import { readCompactDate } from './date-text.js';
import { checkDraw, type DrawField } from './draw-check.js';
import { readCsvRows } from './csv-rows.js';
import type { ParsedResults } from './parsed-results.js';

const PRIZE_COLUMNS = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);

/** Sports Toto's published 4D history: one draw a row, 10 starters and 10 consolations in columns. */
export const SPORTSTOTO_HEADER = [
  'DrawNo',
  'DrawDate',
  '1stPrizeNo',
  '2ndPrizeNo',
  '3rdPrizeNo',
  ...PRIZE_COLUMNS('SpecialNo'),
  ...PRIZE_COLUMNS('ConsolationNo'),
] as const;

/** The column a domain error is about, so the message names what the operator sees in the file. */
function columnOf({ name, index }: DrawField): string {
  const base: Record<string, string> = {
    date: 'DrawDate',
    first: '1stPrizeNo',
    second: '2ndPrizeNo',
    third: '3rdPrizeNo',
    starters: 'SpecialNo',
    consolations: 'ConsolationNo',
  };
  const column = base[name] ?? name;
  return index === undefined ? column : `${column}${index + 1}`;
}

/**
 * `sportstoto-4d.txt`: `DrawNo,DrawDate(yyyyMMdd),1stPrizeNo,...,ConsolationNo10`. DrawNo is not
 * read: a draw is identified by pool and date, and the number's format has changed over the years.
 * The file has no 5D/6D columns, so those games are left out of the result.
 */
export function parseSportstoto(file: string, text: string): ParsedResults {
  const { rows, problems } = readCsvRows(file, text, SPORTSTOTO_HEADER);
  const parsed: ParsedResults = { results: [], problems };
  for (const { line, cells } of rows) {
    const date = readCompactDate('DrawDate', cells[1]!);
    const check = checkDraw(
      {
        pool: 'tt',
        date: 'date' in date ? date.date : undefined,
        first: cells[2],
        second: cells[3],
        third: cells[4],
        starters: cells.slice(5, 15),
        consolations: cells.slice(15, 25),
      },
      true,
      new Set('problem' in date ? ['date'] : []),
    );
    if ('problem' in date) problems.push({ file, line, message: date.problem });
    for (const { field, message } of check.errors) {
      problems.push({ file, line, message: `${columnOf(field)}: ${message}` });
    }
    if (check.value) parsed.results.push({ result: check.value, file, line });
  }
  return parsed;
}
