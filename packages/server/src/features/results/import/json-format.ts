import type { DrawResult } from '@lotto/domain/draw-result';
import { checkDraw } from './draw-check.js';
import { kindOf, parseJsonDocument, propertiesOf, valueOf } from '../../../lib/json-tree.js';
import type { ImportProblem, ParsedResults } from './parsed-results.js';

/** The keys of one result in our JSON format, in the order serializeResultsJson writes them. */
export const JSON_RESULT_KEYS = [
  'pool',
  'date',
  'first',
  'second',
  'third',
  'starters',
  'consolations',
  'fiveD',
  'sixD',
] as const;
const OPTIONAL_KEYS: readonly string[] = ['fiveD', 'sixD'];
const KNOWN_KEYS: readonly string[] = JSON_RESULT_KEYS;

/**
 * Our own format (docs/results-import.md): `{ "results": [ { pool, date, first, ... } ] }`, the
 * domain DrawResult as it is. These are numbers an operator typed or converted, not a publisher's
 * archive, so the operator-entry rules apply (exactly 10 starters and 10 consolations). Unknown
 * and repeated keys are refused: a misspelt "sixd" must not silently drop the 6D number.
 * Problems are put on the line where the offending result object starts.
 */
export function parseResultsJson(file: string, text: string): ParsedResults {
  const parsed = parseJsonDocument(file, text);
  if ('problem' in parsed) return { results: [], problems: [parsed.problem] };
  const { root, lineOf } = parsed.doc;
  const problems: ImportProblem[] = [];
  const results: ParsedResults['results'] = [];
  const problem = (offset: number, message: string) => problems.push({ file, line: lineOf(offset), message });

  if (root.type !== 'object') {
    problem(root.offset, `expected an object { "results": [...] }, got ${kindOf(root)}`);
    return { results, problems };
  }
  const top = propertiesOf(root);
  for (const [i, property] of top.entries()) {
    if (property.key !== 'results')
      problem(property.node.offset, `unknown key '${property.key}' (expected only 'results')`);
    else if (top.findIndex((other) => other.key === 'results') !== i)
      problem(property.node.offset, 'results: duplicate key');
  }
  const list = top.find((property) => property.key === 'results')?.value;
  if (!list) {
    problem(root.offset, 'results: missing');
    return { results, problems };
  }
  if (list.type !== 'array') {
    problem(list.offset, `results: expected a list, got ${kindOf(list)}`);
    return { results, problems };
  }
  if ((list.children ?? []).length === 0) problem(list.offset, 'results: the list is empty');

  for (const [index, node] of (list.children ?? []).entries()) {
    const where = `results[${index}]`;
    const line = lineOf(node.offset);
    const before = problems.length;
    const report = (message: string) => problems.push({ file, line, message });
    if (node.type !== 'object') {
      report(`${where}: expected an object, got ${kindOf(node)}`);
      continue;
    }
    const values: Record<string, unknown> = {};
    const reported = new Set<string>();
    for (const { key, value } of propertiesOf(node)) {
      if (!KNOWN_KEYS.includes(key)) {
        report(`${where}: unknown key '${key}' (expected ${JSON_RESULT_KEYS.join(', ')})`);
      } else if (key in values) {
        report(`${where}.${key}: duplicate key`);
        reported.add(key);
      } else {
        values[key] = valueOf(value);
      }
    }
    for (const key of JSON_RESULT_KEYS) {
      if (key in values || OPTIONAL_KEYS.includes(key)) continue;
      report(`${where}.${key}: missing`);
      reported.add(key);
    }
    const check = checkDraw(values, false, reported);
    for (const { field, message } of check.errors) {
      const path = field.index === undefined ? field.name : `${field.name}[${field.index}]`;
      report(`${where}.${path}: ${message}`);
    }
    if (check.value && problems.length === before) results.push({ result: check.value, file, line });
  }
  return { results, problems };
}

/**
 * Writes results in our JSON format, one key a line and each list on one line, so a file stays
 * readable and diffable. parseResultsJson reads it back to the same results.
 */
export function serializeResultsJson(results: readonly DrawResult[]): string {
  const item = (value: string | readonly string[]) =>
    typeof value === 'string' ? JSON.stringify(value) : `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
  const objects = results.map((result) => {
    const lines = JSON_RESULT_KEYS.flatMap((key) => {
      const value = result[key];
      return value === undefined ? [] : [`      ${JSON.stringify(key)}: ${item(value)}`];
    });
    return `    {\n${lines.join(',\n')}\n    }`;
  });
  return objects.length === 0 ? '{ "results": [] }\n' : `{\n  "results": [\n${objects.join(',\n')}\n  ]\n}\n`;
}
