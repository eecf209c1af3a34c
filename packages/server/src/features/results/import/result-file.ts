import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseDamacai } from './damacai-format.js';
import { collapseDuplicateDraws } from './duplicate-draws.js';
import { parseResultsJson } from './json-format.js';
import { parseMagnum } from './magnum-format.js';
import { parseSingapore } from './singapore-format.js';
import { parseSportstoto } from './sportstoto-format.js';
import type { ResultFormat } from '@lotto/contract/results';
import type { ParsedResults } from './parsed-results.js';

const UTF8_BOM = '\uFEFF';

/**
 * Parses one file's text (pure). Never throws on bad input: every problem is returned, each
 * naming its line. Draws repeated with the same numbers collapse to one; a date repeated with
 * different numbers is a problem and neither copy is returned.
 */
export function parseResultText(format: ResultFormat, file: string, text: string): ParsedResults {
  return collapseDuplicateDraws(parseOneFile(format, file, text));
}

/**
 * Reads a file, or every file of a directory in name order (for `damacai` every `*.json` file:
 * the publisher ships one file per draw). Duplicates are looked for across all files. Throws only
 * when the path does not exist; an unreadable or non-UTF-8 file is a problem like any other.
 */
export function readResultFiles(format: ResultFormat, fileOrDir: string): ParsedResults {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(fileOrDir).isDirectory();
  } catch (error) {
    throw new Error(`results import: cannot open ${fileOrDir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!isDirectory) return collapseDuplicateDraws(readOneFile(format, fileOrDir));

  const files = listFiles(format, fileOrDir);
  if (files.length === 0) {
    const wanted = format === 'damacai' ? '.json files' : 'files';
    return {
      results: [],
      problems: [{ file: fileOrDir, line: 1, message: `no ${wanted} in this directory` }],
    };
  }
  const all: ParsedResults = { results: [], problems: [] };
  for (const file of files) {
    const parsed = readOneFile(format, file);
    all.results.push(...parsed.results);
    all.problems.push(...parsed.problems);
  }
  return collapseDuplicateDraws(all);
}

function listFiles(format: ResultFormat, dir: string): string[] {
  return (
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      // Dot files are editor or OS litter (.DS_Store), never results; Da Ma Cai folders also
      // carry a LICENSE or README beside the per-draw JSON files.
      .filter((entry) => !entry.name.startsWith('.'))
      .filter(
        (entry) =>
          (format !== 'damacai' && format !== 'magnum') || entry.name.toLowerCase().endsWith('.json'),
      )
      .map((entry) => entry.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => path.join(dir, name))
  );
}

function readOneFile(format: ResultFormat, file: string): ParsedResults {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return {
      results: [],
      problems: [{ file, line: 1, message: `cannot read: ${(error as Error).message}` }],
    };
  }
  let text: string;
  try {
    // fatal: a Latin-1 or UTF-16 file must not turn into replacement characters that then
    // show up as puzzling "expected 4 digits" problems.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { results: [], problems: [{ file, line: 1, message: 'not UTF-8 text' }] };
  }
  return parseOneFile(format, file, text);
}

function parseOneFile(format: ResultFormat, file: string, text: string): ParsedResults {
  const body = text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text;
  if (body.trim() === '') return { results: [], problems: [{ file, line: 1, message: 'empty file' }] };
  switch (format) {
    case 'sportstoto':
      return parseSportstoto(file, body);
    case 'singapore':
      return parseSingapore(file, body);
    case 'damacai':
      return parseDamacai(file, body);
    case 'json':
      return parseResultsJson(file, body);
    case 'magnum':
      return parseMagnum(file, body);
  }
}
