import type { DrawResult } from '@lotto/domain/draw-result';

/**
 * What every format parser answers, in a module of its own: the parsers depend on it and
 * result-file.ts on the parsers, never back.
 */

/** A checked draw and where it was read, so a later refusal (e.g. draw still open) can point at it. */
export interface ImportedResult {
  result: DrawResult;
  file: string;
  /** 1-based: the CSV row, the line a JSON result object starts on, 1 for a Da Ma Cai file */
  line: number;
}

export interface ImportProblem {
  file: string;
  /** 1-based; 1 when the problem concerns the whole file (empty, wrong header, empty directory) */
  line: number;
  /** what is wrong, naming the field the way the file names it, e.g. `2nd: expected 4 digits, got '12a4'` */
  message: string;
}

/** A draw that has any problem is left out of `results`; callers import nothing while `problems` is non-empty. */
export interface ParsedResults {
  results: ImportedResult[];
  problems: ImportProblem[];
}
