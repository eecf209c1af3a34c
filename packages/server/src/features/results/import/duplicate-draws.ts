import type { ImportedResult, ImportProblem, ParsedResults } from './parsed-results.js';

const FIELDS = ['first', 'second', 'third', 'starters', 'consolations', 'fiveD', 'sixD'] as const;

/**
 * One draw (pool and date) may appear more than once in an import: archives overlap, and the
 * same file can be listed twice. Identical copies collapse to the first. Copies with different
 * numbers are a problem on each later copy (naming where the first is and what differs), and the
 * draw is left out altogether: which copy is right cannot be told from the files.
 * Problems come back sorted by file and line.
 */
export function collapseDuplicateDraws(parsed: ParsedResults): ParsedResults {
  const first = new Map<string, ImportedResult>();
  const conflicting = new Set<string>();
  const problems: ImportProblem[] = [...parsed.problems];
  for (const entry of parsed.results) {
    const key = `${entry.result.pool} ${entry.result.date}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, entry);
      continue;
    }
    const differs = FIELDS.filter(
      (field) => JSON.stringify(earlier.result[field]) !== JSON.stringify(entry.result[field]),
    );
    if (differs.length === 0) continue;
    conflicting.add(key);
    const where =
      earlier.file === entry.file ? `line ${earlier.line}` : `${earlier.file} line ${earlier.line}`;
    problems.push({
      file: entry.file,
      line: entry.line,
      message: `${key}: this draw is also at ${where} with different numbers (${differs.join(', ')})`,
    });
  }

  // Files are read in name order, so sorting by name is reading order. The sort is stable:
  // problems of one line keep the order the format found them in (left to right).
  problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  const results = [...first.values()].filter(
    ({ result }) => !conflicting.has(`${result.pool} ${result.date}`),
  );
  return { results, problems };
}
