import { kindOf, parseJsonDocument, propertiesOf, valueOf } from '../../lib/json-tree.js';
import { MEANING_COLUMNS, checkMeaningRow, type FormatResult, type MeaningColumn } from './meaning-row.js';

const KNOWN: readonly string[] = MEANING_COLUMNS;

/**
 * A chart in JSON: a list of `{ "number": "0012", "tpk_chn": ..., "tpk_eng": ..., "gy_chn": ...,
 * "gy_eng": ... }`, every value a string (a JSON number would lose the leading zeros). Strict JSON
 * (no comments or trailing commas); unknown and repeated keys are refused, so a misspelt key
 * never drops a meaning. Each problem is put on the line where its object starts.
 */
export function parseMeaningsJson(file: string, text: string): FormatResult {
  const parsed = parseJsonDocument(file, text);
  if ('problem' in parsed) return { meanings: [], problems: [parsed.problem], numbers: [] };
  const { root, lineOf } = parsed.doc;
  const problems: FormatResult['problems'] = [];
  const meanings: FormatResult['meanings'] = [];
  const numbers: FormatResult['numbers'] = [];

  if (root.type !== 'array') {
    problems.push({
      file,
      line: lineOf(root.offset),
      message: `expected a list [ { "number": ..., ... } ], got ${kindOf(root)}`,
    });
    return { meanings, problems, numbers };
  }
  const items = root.children ?? [];
  if (items.length === 0) problems.push({ file, line: lineOf(root.offset), message: 'the list is empty' });

  for (const [index, node] of items.entries()) {
    const line = lineOf(node.offset);
    const report = (message: string) => problems.push({ file, line, message: `[${index}].${message}` });
    if (node.type !== 'object') {
      problems.push({ file, line, message: `[${index}]: expected an object, got ${kindOf(node)}` });
      continue;
    }
    const values: Partial<Record<MeaningColumn, unknown>> = {};
    let bad = false;
    for (const { key, value } of propertiesOf(node)) {
      if (!KNOWN.includes(key)) {
        problems.push({
          file,
          line,
          message: `[${index}]: unknown key '${key}' (expected ${MEANING_COLUMNS.join(', ')})`,
        });
        bad = true;
      } else if (key in values) {
        report(`${key}: duplicate key`);
        bad = true;
      } else {
        values[key as MeaningColumn] = valueOf(value);
      }
    }
    const check = checkMeaningRow(values);
    for (const message of check.errors) report(message);
    if (check.number !== null) numbers.push({ number: check.number, line });
    if (check.meaning && !bad) meanings.push({ meaning: check.meaning, line });
  }
  return { meanings, problems, numbers };
}
