import { readDayFirstDate } from './date-text.js';
import { checkDraw, type DrawField } from './draw-check.js';
import {
  kindOf,
  parseJsonDocument,
  propertiesOf,
  valueOf,
  type JsonProperty,
} from '../../../lib/json-tree.js';
import type { ImportProblem, ParsedResults } from './parsed-results.js';

/** The domain field each Magnum key fills; Magnum's other keys (jackpots, draw number) are not ours. */
const KEY_OF_FIELD: Record<string, string> = {
  date: 'DrawDate',
  first: 'FirstPrize',
  second: 'SecondPrize',
  third: 'ThirdPrize',
  starters: 'Special',
  consolations: 'Consolation',
};
const REQUIRED_KEYS = Object.values(KEY_OF_FIELD);
const FIELD_OF_KEY = Object.fromEntries(Object.entries(KEY_OF_FIELD).map(([field, key]) => [key, field]));
/** Magnum prints 13 special boxes of which 3 are blank: the blanks are layout, not numbers. */
const BLANK_BOX = /^-*$/;

/**
 * Magnum 4D's own JSON result (pool `mg`), one draw an object: `DrawDate` dd/MM/yyyy,
 * `FirstPrize`/`SecondPrize`/`ThirdPrize`, `Special` (13 boxes, 3 of them blank `----`) and
 * `Consolation` (10). The blank special boxes are dropped before the domain's rules run, which then
 * want exactly 10 specials and 10 consolations (a draw result of today, not a history). Like the
 * Da Ma Cai reader it ignores the publisher's status and every other key, and puts each problem on
 * the line of the key it is about.
 */
export function parseMagnum(file: string, text: string): ParsedResults {
  const parsed = parseJsonDocument(file, text);
  if ('problem' in parsed) return { results: [], problems: [parsed.problem] };
  const { root, lineOf } = parsed.doc;
  const rootLine = lineOf(root.offset);
  if (root.type !== 'object') {
    const message = `expected a JSON object (one Magnum draw), got ${kindOf(root)}`;
    return { results: [], problems: [{ file, line: rootLine, message }] };
  }
  const keys = new Map<string, JsonProperty>(propertiesOf(root).map((property) => [property.key, property]));
  const problems: ImportProblem[] = [];
  const report = (key: string, message: string) =>
    problems.push({ file, line: keys.has(key) ? lineOf(keys.get(key)!.node.offset) : rootLine, message });

  const alreadyReported = new Set<string>();
  for (const key of REQUIRED_KEYS) {
    if (keys.has(key)) continue;
    report(key, `${key}: missing`);
    alreadyReported.add(FIELD_OF_KEY[key]!);
  }
  let date: string | undefined;
  const drawDate = keys.get('DrawDate');
  if (drawDate) {
    const raw = valueOf(drawDate.value);
    const read =
      typeof raw === 'string'
        ? readDayFirstDate('DrawDate', raw, 'dd/MM/yyyy')
        : { problem: `DrawDate: expected a date dd/MM/yyyy, got ${kindOf(drawDate.value)}` };
    if ('problem' in read) {
      report('DrawDate', read.problem);
      alreadyReported.add('date');
    } else {
      date = read.date;
    }
  }
  const value = (key: string) => (keys.has(key) ? valueOf(keys.get(key)!.value) : undefined);
  const specials = value('Special');
  const check = checkDraw(
    {
      pool: 'mg',
      date,
      first: value('FirstPrize'),
      second: value('SecondPrize'),
      third: value('ThirdPrize'),
      starters: Array.isArray(specials)
        ? specials.filter((box) => !(typeof box === 'string' && BLANK_BOX.test(box)))
        : specials,
      consolations: value('Consolation'),
    },
    false,
    alreadyReported,
  );
  for (const { field, message } of check.errors) {
    const key = labelOf(field);
    report(key.name, `${key.label}: ${message}`);
  }
  if (!check.value || problems.length > 0) return { results: [], problems };
  return { results: [{ result: check.value, file, line: rootLine }], problems };
}

function labelOf({ name, index }: DrawField): { name: string; label: string } {
  const key = KEY_OF_FIELD[name] ?? name;
  // Specials are counted after the blank boxes are dropped: say which number, not which box.
  const label = index === undefined ? key : `${key}[${index}]`;
  return {
    name: key,
    label: name === 'starters' && index !== undefined ? `${label} (not counting blanks)` : label,
  };
}
