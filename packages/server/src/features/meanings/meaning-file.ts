import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMeaningsCsv } from './meaning-csv.js';
import { parseMeaningsJson } from './meaning-json.js';
import type { MeaningProblem, NumberMeaning } from './meaning-row.js';

/** The chart file formats, chosen by the file's extension (docs/number-meanings.md). */
export const MEANING_FORMATS = ['csv', 'json'] as const;
export type MeaningFormat = (typeof MEANING_FORMATS)[number];

/** A checked row and its line. Callers store nothing while `problems` is non-empty. */
export interface ParsedMeanings {
  meanings: { meaning: NumberMeaning; line: number }[];
  problems: MeaningProblem[];
}

const UTF8_BOM = '\uFEFF';

/** The format of a file name (.csv or .json, any case), or undefined. */
export function meaningFormatOf(file: string): MeaningFormat | undefined {
  const extension = path.extname(file).slice(1).toLowerCase();
  return (MEANING_FORMATS as readonly string[]).includes(extension)
    ? (extension as MeaningFormat)
    : undefined;
}

/**
 * Parses a chart's text (pure): every problem is returned, each with its line, never thrown.
 * A number given twice is a problem on its second line, whether or not the meanings agree: which
 * copy the operator meant cannot be told.
 */
export function parseMeaningText(format: MeaningFormat, file: string, text: string): ParsedMeanings {
  const body = text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text;
  if (body.trim() === '') return { meanings: [], problems: [{ file, line: 1, message: 'empty file' }] };
  const parsed = format === 'csv' ? parseMeaningsCsv(file, body) : parseMeaningsJson(file, body);

  const firstLine = new Map<string, number>();
  const repeated = new Set<number>();
  const problems = [...parsed.problems];
  for (const { number, line } of parsed.numbers) {
    const earlier = firstLine.get(number);
    if (earlier === undefined) {
      firstLine.set(number, line);
    } else {
      repeated.add(line);
      problems.push({ file, line, message: `number: ${number} is already on line ${earlier}` });
    }
  }
  const meanings = parsed.meanings.filter((item) => !repeated.has(item.line));
  problems.sort((a, b) => a.line - b.line);
  return { meanings, problems };
}

/**
 * Reads a chart file, its format from the extension. An unknown extension, an unreadable file or
 * text that is not UTF-8 is one problem on line 1.
 */
export function readMeaningFile(file: string): ParsedMeanings {
  const format = meaningFormatOf(file);
  if (!format) {
    return {
      meanings: [],
      problems: [
        { file, line: 1, message: 'expected a .csv or .json file (the format follows the extension)' },
      ],
    };
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return {
      meanings: [],
      problems: [{ file, line: 1, message: `cannot read: ${(error as Error).message}` }],
    };
  }
  let text: string;
  try {
    // fatal: a Big5, GBK or UTF-16 chart must be refused, not stored as replacement characters.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      meanings: [],
      problems: [{ file, line: 1, message: 'not UTF-8 text (save the file as UTF-8)' }],
    };
  }
  return parseMeaningText(format, file, text);
}
