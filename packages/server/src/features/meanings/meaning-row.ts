/** The columns of a chart file, in the order the CSV header and the API items list them. */
export const MEANING_COLUMNS = ['number', 'tpk_chn', 'tpk_eng', 'gy_chn', 'gy_eng'] as const;
export type MeaningColumn = (typeof MEANING_COLUMNS)[number];
const TEXT_COLUMNS = ['tpk_chn', 'tpk_eng', 'gy_chn', 'gy_eng'] as const;

/** One number's meanings: TPK (Tua Pek Kong) and GY (Guan Yin) charts, Chinese and English. */
export type NumberMeaning = Record<MeaningColumn, string>;

/** A problem in a chart file, with the 1-based line of the row (or 1 for the whole file). */
export interface MeaningProblem {
  file: string;
  line: number;
  message: string;
}

/** A meaning is a short phrase shown on a card; longer text is almost surely a column mix-up. */
export const MAX_MEANING_CHARS = 200;

/**
 * A row's meaning, or everything wrong with it (each message naming the column the way the file
 * does). `number` is the row's number whenever that cell is good, so a repeated number is found
 * even on a row with other problems.
 */
export type RowCheck =
  | { meaning: NumberMeaning; number: string; errors: [] }
  | { meaning: null; number: string | null; errors: string[] };

/** What a format's parser answers: its good rows, its problems and the lines of every number. */
export interface FormatResult {
  meanings: { meaning: NumberMeaning; line: number }[];
  problems: MeaningProblem[];
  numbers: { number: string; line: number }[];
}

/**
 * Checks one row's values (strings from a CSV row, anything from a JSON object): a number of
 * exactly 4 ASCII digits and four non-empty, one-line meanings. Cells are trimmed; nothing else
 * is changed.
 */
export function checkMeaningRow(values: Partial<Record<MeaningColumn, unknown>>): RowCheck {
  const errors: string[] = [];
  const meaning: Partial<NumberMeaning> = {};
  for (const column of MEANING_COLUMNS) {
    const raw = values[column];
    if (raw === undefined) {
      errors.push(`${column}: missing`);
      continue;
    }
    if (typeof raw !== 'string') {
      // JSON numbers lose leading zeros (12 for 0012), so even the number must be a string.
      const hint =
        column === 'number' && typeof raw === 'number' ? ` (write "${String(raw).padStart(4, '0')}")` : '';
      errors.push(`${column}: expected a string, got ${kindOf(raw)}${hint}`);
      continue;
    }
    const text = raw.trim();
    const wrong = column === 'number' ? numberProblem(text) : textProblem(text);
    if (wrong) errors.push(`${column}: ${wrong}`);
    else meaning[column] = text;
  }
  const number = meaning.number ?? null;
  // No errors: every column was set above.
  return errors.length > 0 || number === null
    ? { meaning: null, number, errors }
    : { meaning: meaning as NumberMeaning, number, errors: [] };
}

function numberProblem(text: string): string | undefined {
  if (/^[0-9]{4}$/.test(text)) return undefined;
  if (text === '') return 'empty';
  // Spreadsheets turn 0012 into 12 unless the column is text.
  const hint = /^[0-9]{1,3}$/.test(text) ? ` (leading zeros lost? write ${text.padStart(4, '0')})` : '';
  return `expected 4 digits, got ${quote(text)}${hint}`;
}

function textProblem(text: string): string | undefined {
  if (text === '') return 'empty';
  // A line break or tab inside a meaning usually means a quote was left open in the file.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(text))
    return 'must be one line (no line breaks, tabs or control characters)';
  const length = [...text].length;
  if (length > MAX_MEANING_CHARS) return `at most ${MAX_MEANING_CHARS} characters, got ${length}`;
  return undefined;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return `the number ${value}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** How a bad value shows in a problem: quoted, and cut short when long. */
export function quote(text: string): string {
  return text.length > 20 ? `'${text.slice(0, 20)}...'` : `'${text}'`;
}

/**
 * The text LIKE searches: the four meanings NFKC-normalised (full-width letters become plain
 * ones) and lower-cased by JavaScript, which folds every script, unlike SQLite's lower().
 * Joined with a unit separator that no keyword can contain, so a match never spans two meanings.
 */
export function searchText(meaning: NumberMeaning): string {
  return TEXT_COLUMNS.map((column) => foldForSearch(meaning[column])).join('\u001f');
}

export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
