import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_FIXTURES } from '../../../test-support/fixtures.js';
import { parseResultText } from './result-file.js';

const FILE = path.join(RESULTS_FIXTURES, 'magnum', '20240103.json');
const TEXT = fs.readFileSync(FILE, 'utf8');
const DRAW = JSON.parse(TEXT) as Record<string, unknown>;

describe('the magnum format (Magnum 4D JSON, pool mg)', () => {
  it('reads the fixture: blank special boxes dropped, the status and jackpots ignored', () => {
    expect(parseResultText('magnum', FILE, TEXT)).toEqual({
      problems: [],
      results: [
        {
          file: FILE,
          line: 1,
          result: {
            pool: 'mg',
            date: '2024-01-03',
            first: '4017',
            second: '2960',
            third: '8835',
            starters: ['0514', '1795', '2648', '3406', '5827', '6190', '7348', '8075', '9213', '9956'],
            consolations: ['0218', '1374', '2089', '3562', '4731', '5190', '6647', '7402', '8826', '9358'],
          },
        },
      ],
    });
  });

  const pretty = (draw: object) => JSON.stringify(draw, null, 2);
  const cases: { name: string; text: string; problems: string[] }[] = [
    { name: 'not JSON', text: '{"DrawDate": ', problems: ['f.json:1: '] },
    {
      name: 'a list, not a draw',
      text: '[]',
      problems: ['f.json:1: expected a JSON object (one Magnum draw), got a list'],
    },
    {
      name: 'a missing key, on the object line',
      text: pretty({ ...DRAW, ThirdPrize: undefined }),
      problems: ['f.json:1: ThirdPrize: missing'],
    },
    {
      name: 'a malformed number, on its key line',
      text: pretty({ ...DRAW, SecondPrize: '29a0' }),
      problems: ["f.json:6: SecondPrize: expected 4 digits, got '29a0'"],
    },
    {
      name: 'a month-first date',
      text: pretty({ ...DRAW, DrawDate: '01/31/2024' }),
      problems: ["f.json:3: DrawDate: no such day '01/31/2024'"],
    },
    {
      name: 'too few specials once the blanks are dropped',
      text: pretty({ ...DRAW, Special: ['----', '0514'] }),
      problems: ['f.json:8: Special: '],
    },
  ];
  it.each(cases)('$name', ({ text, problems }) => {
    const parsed = parseResultText('magnum', 'f.json', text);
    expect(parsed.results).toEqual([]);
    const found = parsed.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    expect(found).toHaveLength(problems.length);
    problems.forEach((start, i) => expect(found[i]).toContain(start));
  });
});
