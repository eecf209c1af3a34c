import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';
import { createUser } from '../../users/user.service.js';
import { parseMeaningText } from '../../meanings/meaning-file.js';
import { MAX_JSON_DEPTH, parseJsonDocument } from '../../../lib/json-tree.js';
import { parseResultText } from './result-file.js';

/**
 * Rule: a JSON file nested deeper than MAX_JSON_DEPTH (64) levels is one problem naming the line
 * where it goes too deep, checked before jsonc-parser's recursive parseTree runs, so a hostile or
 * broken file (`[[[[...` 20,000 levels, 40 KB) can never overflow the stack. parseResultText
 * never throws; POST /Admin/ImportResults answers VALIDATION_FAILED with the file and line (not a
 * 500); the number-meanings chart, which reads JSON the same way, gets the same problem.
 */
const DEPTH = 20_000;
const deep = (format: 'json' | 'damacai' | 'magnum') => {
  const nest = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
  if (format === 'json') return `{\n"results": ${nest}\n}\n`;
  if (format === 'damacai') return `{\n"drawDate": "22/11/2026",\n"p1": ${nest}\n}\n`;
  return `{\n"DrawDate": "22/11/2026",\n"FirstPrize": ${nest}\n}\n`;
};

describe('result files nested deeply', () => {
  it.each(['json', 'damacai', 'magnum'] as const)('%s: a problem naming the line, no throw', (format) => {
    let parsed: ReturnType<typeof parseResultText> | undefined;
    expect(() => {
      parsed = parseResultText(format, `f.${format}.json`, deep(format));
    }).not.toThrow();
    expect(parsed?.results).toEqual([]);
    // The nest opens on line 2 of the json file, on line 3 (after the draw date) of the others.
    expect(parsed?.problems).toEqual([
      {
        file: `f.${format}.json`,
        line: format === 'json' ? 2 : 3,
        message: expect.stringMatching(/^JSON nests deeper than 64 levels/),
      },
    ]);
  });
});

describe('the JSON depth limit', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('takes exactly MAX_JSON_DEPTH levels and refuses one more, naming line and column', () => {
    expect(parseJsonDocument('f.json', nested(MAX_JSON_DEPTH))).toHaveProperty('doc');
    expect(parseJsonDocument('f.json', `{\n  "a": ${nested(MAX_JSON_DEPTH + 1)}\n}`)).toEqual({
      problem: { file: 'f.json', line: 2, message: 'JSON nests deeper than 64 levels (at column 71)' },
    });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = `["${'['.repeat(100)}", "\\"${'{'.repeat(100)}", "\\\\", ${nested(MAX_JSON_DEPTH - 1)}]`;
    const parsed = parseJsonDocument('f.json', text);
    expect(parsed).toHaveProperty('doc');
  });

  it('counts brackets after where the parser ends a string or a comment', () => {
    // An unterminated string ends at its line; a quote inside a comment opens no string.
    for (const head of ['"abc\n', '/* " */ ', '// "\n']) {
      const parsed = parseJsonDocument('f.json', `${head}${nested(DEPTH)}`);
      expect(parsed).toMatchObject({ problem: { message: expect.stringMatching(/^JSON nests deeper/) } });
    }
  });

  it('still reports a syntax error first found inside an allowed depth', () => {
    expect(parseJsonDocument('f.json', '[[1,]]')).toMatchObject({
      problem: { line: 1, message: "JSON syntax error at column 5: trailing comma before ']'" },
    });
  });

  it('refuses a deep number-meanings chart the same way', () => {
    const parsed = parseMeaningText('json', 'chart.json', `[\n${nested(DEPTH)}\n]`);
    expect(parsed.meanings).toEqual([]);
    expect(parsed.problems).toEqual([
      { file: 'chart.json', line: 2, message: 'JSON nests deeper than 64 levels (at column 64)' },
    ]);
  });
});

describe.each(TEST_DIALECTS)('POST /Admin/ImportResults with deeply nested JSON on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createUser(ctx, {
        username: 'house',
        password: 'house-pass',
        role: 'admin',
        actor: { id: null, name: 't' },
      }),
  });
  let app: FastifyInstance;
  let admin: TestBrowser;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
  });
  afterAll(async () => app?.close());

  it('answers the file problem (VALIDATION_FAILED with file and line), not a 500', async () => {
    const response = await admin.postJson('/Admin/ImportResults', {
      format: 'json',
      fileName: 'deep.json',
      text: deep('json'),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { problems: [{ file: 'deep.json', line: 2 }] },
    });
  });
});
