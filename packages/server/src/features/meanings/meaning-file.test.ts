import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { meaningFormatOf, parseMeaningText, readMeaningFile } from './meaning-file.js';

const HEADER = 'number,tpk_chn,tpk_eng,gy_chn,gy_eng';
const problemsOf = (format: 'csv' | 'json', text: string) =>
  parseMeaningText(format, 'chart', text).problems.map((problem) => `${problem.line}: ${problem.message}`);

describe('chart CSV', () => {
  it('reads quoted cells with commas and quotes, a BOM, CRLF and blank lines', () => {
    const text = `\uFEFF${HEADER}\r\n0001,红灯笼,"red, round lantern",慈悲,"the ""kind"" hands"\r\n\r\n  0002 , 龙门 ,dragon gate,心安,calm\n`;
    expect(parseMeaningText('csv', 'chart.csv', text)).toEqual({
      problems: [],
      meanings: [
        {
          line: 2,
          meaning: {
            number: '0001',
            tpk_chn: '红灯笼',
            tpk_eng: 'red, round lantern',
            gy_chn: '慈悲',
            gy_eng: 'the "kind" hands',
          },
        },
        {
          line: 4,
          meaning: {
            number: '0002',
            tpk_chn: '龙门',
            tpk_eng: 'dragon gate',
            gy_chn: '心安',
            gy_eng: 'calm',
          },
        },
      ],
    });
  });

  it('takes the columns in any order', () => {
    const parsed = parseMeaningText(
      'csv',
      'c',
      'gy_eng,gy_chn,tpk_eng,tpk_chn,number\ncalm,心安,gate,门,0042\n',
    );
    expect(parsed.meanings[0]?.meaning).toEqual({
      number: '0042',
      tpk_chn: '门',
      tpk_eng: 'gate',
      gy_chn: '心安',
      gy_eng: 'calm',
    });
  });

  it('reports every bad row with its line, and keeps none of them', () => {
    const text = [
      HEADER,
      '12,a,b,c,d',
      '12a4,a,b,c,d',
      '0003,,b,c,d',
      '0004,a,b,c',
      '0005,a,b,c,d,e',
      '0006,a,b,c,d',
      '0006,a,b,c,d',
      `0007,a,${'x'.repeat(201)},c,d`,
      '0008,a,"two\nlines",c,d',
      '0009,a,b,c,d',
    ].join('\n');
    expect(problemsOf('csv', text)).toEqual([
      "2: number: expected 4 digits, got '12' (leading zeros lost? write 0012)",
      "3: number: expected 4 digits, got '12a4'",
      '4: tpk_chn: empty',
      '5: expected 5 columns, got 4',
      '6: expected 5 columns, got 6',
      '8: number: 0006 is already on line 7',
      '9: tpk_eng: at most 200 characters, got 201',
      '10: tpk_eng: must be one line (no line breaks, tabs or control characters)',
    ]);
    // the row after the two-line cell is still counted on its own line
    const parsed = parseMeaningText('csv', 'c', text);
    expect(parsed.meanings.map((item) => [item.meaning.number, item.line])).toEqual([
      ['0006', 7],
      ['0009', 12],
    ]);
  });

  it.each([
    [
      'number,tpk_chn,tpk_en,gy_chn,gy_eng\n0001,a,b,c,d',
      [/^1: header: unknown column 'tpk_en'/, /^1: header: missing column 'tpk_eng'/],
    ],
    ['number,tpk_chn,tpk_eng,gy_chn\n0001,a,b,c', [/^1: header: missing column 'gy_eng'/]],
    ['number,number,tpk_chn,tpk_eng,gy_chn,gy_eng\n', [/^1: header: column 'number' appears twice$/]],
    [`\n\n${HEADER}\n`, [/^3: no numbers after the header line$/]],
    ['\uFEFF \r\n', [/^1: empty file$/]],
  ])('refuses the header of %j', (text, expected) => {
    const problems = problemsOf('csv', text);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });

  it('stops at a CSV syntax error, naming its line', () => {
    expect(problemsOf('csv', `${HEADER}\n0001,a,b,c,d\n0002,a"b,c,d,e\n0003,a,b,c,d`)).toEqual([
      expect.stringMatching(/^3: CSV: a quote inside a cell that does not start with one/),
    ]);
    expect(problemsOf('csv', `${HEADER}\n0001,a,b,c,d\n\n0002,"open,b,c,d,e\n0003,a,b,c,d\n`)).toEqual([
      '4: CSV: a quoted cell is never closed',
    ]);
    expect(problemsOf('csv', `${HEADER}\n0001,"a"b,c,d,e\n`)).toEqual([
      expect.stringMatching(/^2: CSV: text after a closing quote/),
    ]);
  });
});

describe('chart JSON', () => {
  it('reads a list of objects, each problem on the line of its object', () => {
    const text = `[
  { "number": "0001", "tpk_chn": "灯", "tpk_eng": "lamp", "gy_chn": "心", "gy_eng": "heart" },
  { "number": 12, "tpk_chn": "a", "tpk_eng": "b", "gy_chn": "c", "gy_eng": "d" },
  {
    "number": "0003",
    "tpk_chn": "a",
    "tpk_en": "b",
    "gy_chn": "",
    "gy_eng": "d",
    "gy_eng": "e"
  },
  "0004",
  { "number": "0001", "tpk_chn": "a", "tpk_eng": "b", "gy_chn": "c", "gy_eng": null }
]`;
    const parsed = parseMeaningText('json', 'c.json', text);
    expect(parsed.meanings.map((item) => [item.meaning.number, item.line])).toEqual([['0001', 2]]);
    expect(parsed.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '3: [1].number: expected a string, got the number 12 (write "0012")',
      "4: [2]: unknown key 'tpk_en' (expected number, tpk_chn, tpk_eng, gy_chn, gy_eng)",
      '4: [2].gy_eng: duplicate key',
      '4: [2].tpk_eng: missing',
      '4: [2].gy_chn: empty',
      '12: [3]: expected an object, got a string',
      '13: [4].gy_eng: expected a string, got null',
      // a repeated number is reported even on a row with other problems
      '13: number: 0001 is already on line 2',
    ]);
  });

  it('reports a repeated number even when its meanings are complete', () => {
    const row = (n: string) => `{"number":"${n}","tpk_chn":"a","tpk_eng":"b","gy_chn":"c","gy_eng":"d"}`;
    expect(problemsOf('json', `[\n${row('0001')},\n${row('0001')}\n]`)).toEqual([
      '3: number: 0001 is already on line 2',
    ]);
  });

  it.each([
    ['{ "number": "0001" }', /^1: expected a list \[ \{ "number": \.\.\., \.\.\. \} \], got an object$/],
    ['[]', /^1: the list is empty$/],
    ['[\n  {"number": "0001",}\n]', /^2: JSON syntax error at column 21: trailing comma before '}'$/],
  ])('refuses %j', (text, pattern) => {
    const problems = problemsOf('json', text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(pattern);
  });
});

describe('chart files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-meanings-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };

  it('chooses the format by extension, in any case', () => {
    expect(meaningFormatOf('a/chart.CSV')).toBe('csv');
    expect(meaningFormatOf('chart.json')).toBe('json');
    expect(meaningFormatOf('chart.txt')).toBeUndefined();
    const file = write(
      'upper.JSON',
      '[{"number":"0001","tpk_chn":"a","tpk_eng":"b","gy_chn":"c","gy_eng":"d"}]',
    );
    expect(readMeaningFile(file).meanings).toHaveLength(1);
  });

  it('refuses other extensions, missing files and text that is not UTF-8', () => {
    const txt = write('chart.txt', `${HEADER}\n`);
    expect(readMeaningFile(txt).problems).toEqual([
      { file: txt, line: 1, message: 'expected a .csv or .json file (the format follows the extension)' },
    ]);
    const missing = path.join(dir, 'missing.csv');
    expect(readMeaningFile(missing).problems[0]?.message).toMatch(/^cannot read: /);
    // "灯" in GBK
    const gbk = write(
      'gbk.csv',
      Buffer.concat([Buffer.from(`${HEADER}\n0001,`), Buffer.from([0xb5, 0xc6]), Buffer.from(',b,c,d\n')]),
    );
    expect(readMeaningFile(gbk).problems).toEqual([
      { file: gbk, line: 1, message: 'not UTF-8 text (save the file as UTF-8)' },
    ]);
  });

  it('reads the sample chart without a problem: 0000-0099, every meaning given', () => {
    const parsed = readMeaningFile(path.join(import.meta.dirname, 'sample-chart.json'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.meanings.map((item) => item.meaning.number)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i).padStart(4, '0')),
    );
  });
});
