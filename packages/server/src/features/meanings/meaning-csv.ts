import { CsvError, parse } from 'csv-parse/sync';
import {
  MEANING_COLUMNS,
  checkMeaningRow,
  quote,
  type FormatResult,
  type MeaningColumn,
  type MeaningProblem,
} from './meaning-row.js';

const EXPECTED = MEANING_COLUMNS.join(',');

/** What the common CSV slips mean, in the words of someone editing the file. */
const SYNTAX_MESSAGES: Record<string, string> = {
  INVALID_OPENING_QUOTE:
    'a quote inside a cell that does not start with one: quote the whole cell and double the inner quotes ("a ""b"" c")',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote: write a quote inside a quoted cell as ""',
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
};

interface CsvRecord {
  /** the line the record starts on (a quoted cell may span lines) */
  line: number;
  cells: string[];
}

/**
 * A chart in CSV: the header `number,tpk_chn,tpk_eng,gy_chn,gy_eng` (any order), then one number a
 * row. Read with csv-parse, so cells in double quotes may hold commas, and quotes written as "".
 * Blank lines are skipped. A CSV syntax error (a stray or unclosed quote) stops the file at that
 * one problem: after it, where rows start can no longer be told. The text arrives without its BOM.
 */
export function parseMeaningsCsv(file: string, text: string): FormatResult {
  const problems: MeaningProblem[] = [];
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  const read = readRecords(text);
  if ('syntax' in read) {
    problem(read.syntax.line, read.syntax.message);
    return { meanings: [], problems, numbers: [] };
  }
  const [header, ...rows] = read.records;
  if (!header) {
    problem(1, 'empty file');
    return { meanings: [], problems, numbers: [] };
  }
  const columns = headerColumns(header, (message) => problem(header.line, message));
  if (!columns) return { meanings: [], problems, numbers: [] };
  if (rows.length === 0) problem(header.line, 'no numbers after the header line');

  const meanings: FormatResult['meanings'] = [];
  const numbers: FormatResult['numbers'] = [];
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      problem(row.line, `expected ${columns.length} columns, got ${row.cells.length}`);
      continue;
    }
    const values: Partial<Record<MeaningColumn, string>> = {};
    columns.forEach((column, i) => (values[column] = row.cells[i]));
    const check = checkMeaningRow(values);
    if (check.number !== null) numbers.push({ number: check.number, line: row.line });
    if (check.meaning) meanings.push({ meaning: check.meaning, line: row.line });
    for (const message of check.errors) problem(row.line, message);
  }
  return { meanings, problems, numbers };
}

function readRecords(text: string): { records: CsvRecord[] } | { syntax: { line: number; message: string } } {
  // One kind of line break: csv-parse guesses the delimiter from the first line, so a file that
  // mixes CRLF and LF would otherwise run rows together.
  const body = text.replace(/\r\n?/g, '\n');
  // Where each record ends (csv-parse counts lines as it goes); filled in record order.
  const ends: number[] = [];
  try {
    const parsed = parse(body, {
      record_delimiter: '\n',
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        ends.push(context.lines);
        return record;
      },
    });
    const records = parsed
      .map((cells, i) => ({
        // The record ends on ends[i]; line breaks inside quoted cells move its start up.
        line: ends[i]! - cells.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
        cells,
      }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // An unclosed quote is only noticed at the end of the file; it opened on the first line after
    // the last complete row.
    const line =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? firstContentLine(body, ends.at(-1) ?? 0)
        : typeof error.lines === 'number'
          ? error.lines
          : 1;
    return {
      syntax: { line, message: `CSV: ${SYNTAX_MESSAGES[error.code] ?? error.message}` },
    };
  }
}

function firstContentLine(body: string, after: number): number {
  const lines = body.split('\n');
  for (let i = after; i < lines.length; i += 1) if (lines[i]!.trim() !== '') return i + 1;
  return after + 1;
}

/** The header's columns in file order, or undefined (after reporting why) when it is not usable. */
function headerColumns(header: CsvRecord, report: (message: string) => void): MeaningColumn[] | undefined {
  const names = header.cells.map((cell) => cell.trim());
  const known: readonly string[] = MEANING_COLUMNS;
  let usable = true;
  names.forEach((name, i) => {
    if (!known.includes(name)) {
      report(`header: unknown column ${quote(name)} (expected the header line '${EXPECTED}')`);
      usable = false;
    } else if (names.indexOf(name) !== i) {
      report(`header: column '${name}' appears twice`);
      usable = false;
    }
  });
  for (const column of MEANING_COLUMNS) {
    if (!names.includes(column)) {
      report(`header: missing column '${column}' (expected the header line '${EXPECTED}')`);
      usable = false;
    }
  }
  return usable ? (names as MeaningColumn[]) : undefined;
}
