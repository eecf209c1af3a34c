import { quote } from './draw-check.js';
import type { ImportProblem } from './parsed-results.js';

export interface CsvRow {
  /** 1-based line in the file */
  line: number;
  /** trimmed; exactly as many as the header has */
  cells: string[];
}

/**
 * Splits a publisher's CSV into rows after checking its header line. The publishers' files are
 * plain comma-separated values with no quoting (numbers, dates, `|`-separated lists), so a plain
 * split is exact; a quoted cell would show up as a bad number rather than be silently unquoted.
 * Blank lines (the usual trailing newline) are skipped; CRLF, LF and CR endings all work.
 *
 * A header that is not the expected one stops the file at one problem: the columns could be in
 * another order, and thousands of "bad number" problems would hide the real cause.
 */
export function readCsvRows(
  file: string,
  text: string,
  header: readonly string[],
): { rows: CsvRow[]; problems: ImportProblem[] } {
  const rows: CsvRow[] = [];
  const problems: ImportProblem[] = [];
  let headerLine = 0;
  let headerWrong = false;
  text.split(/\r\n|\r|\n/).forEach((content, i) => {
    if (content.trim() === '') return;
    const line = i + 1;
    const cells = content.split(',').map((cell) => cell.trim());
    if (headerLine === 0) {
      headerLine = line;
      const wrong = headerProblem(cells, header);
      if (wrong) problems.push({ file, line, message: wrong });
      headerWrong = wrong !== undefined;
      return;
    }
    if (headerWrong) return;
    if (cells.length !== header.length) {
      problems.push({ file, line, message: `expected ${header.length} columns, got ${cells.length}` });
      return;
    }
    rows.push({ line, cells });
  });
  if (problems.length === 0 && rows.length === 0) {
    problems.push({ file, line: headerLine, message: 'no draws after the header line' });
  }
  return { rows, problems };
}

function headerProblem(cells: string[], header: readonly string[]): string | undefined {
  const expected = `the header line '${header.join(',')}'`;
  for (let i = 0; i < header.length; i += 1) {
    const cell = cells[i];
    if (cell === undefined)
      return `header: expected ${header.length} columns, got ${cells.length} (${expected})`;
    if (cell !== header[i]) {
      return `header: column ${i + 1} should be '${header[i]}', got ${quote(cell)} (${expected})`;
    }
  }
  if (cells.length > header.length) {
    return `header: expected ${header.length} columns, got ${cells.length} (${expected})`;
  }
  return undefined;
}
