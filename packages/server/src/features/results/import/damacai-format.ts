import path from 'node:path';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { readDayFirstDate } from './date-text.js';
import { checkDraw, quote, type DrawField } from './draw-check.js';
import {
  kindOf,
  parseJsonDocument,
  propertiesOf,
  valueOf,
  type JsonProperty,
} from '../../../lib/json-tree.js';
import type { ImportProblem, ParsedResults } from './parsed-results.js';

/** The domain field each Da Ma Cai key fills. The many other keys (jackpots, 3+3D, horse numbers) are not ours. */
const KEY_OF_FIELD: Record<string, string> = {
  date: 'drawDate',
  first: 'p1',
  second: 'p2',
  third: 'p3',
  starters: 'starterList',
  consolations: 'consolidateList',
};
const REQUIRED_KEYS = Object.values(KEY_OF_FIELD);
const FIELD_OF_KEY = Object.fromEntries(Object.entries(KEY_OF_FIELD).map(([field, key]) => [key, field]));
const FILE_NAME = /^(\d{8})\.json$/i;

/**
 * One Da Ma Cai draw file (`YYYYMMDD.json`): `drawDate` dd/MM/yyyy, `p1`/`p2`/`p3`, `starterList`,
 * `consolidateList`. The file's `status` is not read: most 2026 files say `WAITING_APPROVAL` (the
 * publisher's own approvals) while every number is there, so a file is taken when its numbers are
 * complete and valid and refused only for missing or malformed numbers (an unfinished draw's
 * placeholders are malformed numbers). Each problem is put on the line of the key it is about,
 * which matters for a pretty-printed file (the publisher's own files are one line).
 */
export function parseDamacai(file: string, text: string): ParsedResults {
  const parsed = parseJsonDocument(file, text);
  if ('problem' in parsed) return { results: [], problems: [parsed.problem] };
  const { root, lineOf } = parsed.doc;
  const rootLine = lineOf(root.offset);
  if (root.type !== 'object') {
    const message = `expected a JSON object (one Da Ma Cai draw), got ${kindOf(root)}`;
    return { results: [], problems: [{ file, line: rootLine, message }] };
  }

  // Last one wins on a repeated key, as in JSON.parse and every other reader of these files.
  const keys = new Map<string, JsonProperty>(propertiesOf(root).map((property) => [property.key, property]));
  const problems: ImportProblem[] = [];
  const lineOfField = (key: string, index?: number): number => {
    const property = keys.get(key);
    if (!property) return rootLine;
    const item = index === undefined ? undefined : property.value.children?.[index];
    return lineOf((item ?? property.node).offset);
  };
  const report = (key: string, message: string, index?: number) =>
    problems.push({ file, line: lineOfField(key, index), message });

  const alreadyReported = new Set<string>();
  for (const key of REQUIRED_KEYS) {
    if (keys.has(key)) continue;
    report(key, `${key}: missing`);
    const field = FIELD_OF_KEY[key];
    if (field) alreadyReported.add(field);
  }
  let date: string | undefined;
  const drawDate = keys.get('drawDate');
  if (drawDate) {
    const raw = valueOf(drawDate.value);
    const read =
      typeof raw === 'string'
        ? readDayFirstDate('drawDate', raw, 'dd/MM/yyyy')
        : { problem: `drawDate: expected a date dd/MM/yyyy, got ${kindOf(drawDate.value)}` };
    if ('problem' in read) {
      report('drawDate', read.problem);
      alreadyReported.add('date');
    } else {
      date = read.date;
      // The publisher names each file after its draw; a mismatch means a file was copied or
      // renamed by hand, and which of the two is right cannot be told from here.
      const named = FILE_NAME.exec(path.basename(file))?.[1];
      if (named && named !== formatYmdCompact(date)) {
        report(
          'drawDate',
          `drawDate: ${quote(raw as string)} does not match the file name ${path.basename(file)}`,
        );
      }
    }
  }

  const value = (key: string) => (keys.has(key) ? valueOf(keys.get(key)!.value) : undefined);
  const check = checkDraw(
    {
      pool: 'kd',
      date,
      first: value('p1'),
      second: value('p2'),
      third: value('p3'),
      starters: value('starterList'),
      consolations: value('consolidateList'),
    },
    true,
    alreadyReported,
  );
  for (const { field, message } of check.errors) {
    const key = keyOf(field);
    report(key.name, `${key.label}: ${message}`, field.index);
  }
  if (!check.value || problems.length > 0) return { results: [], problems };
  return { results: [{ result: check.value, file, line: rootLine }], problems };
}

function keyOf({ name, index }: DrawField): { name: string; label: string } {
  const key = KEY_OF_FIELD[name] ?? name;
  return { name: key, label: index === undefined ? key : `${key}[${index}]` };
}
