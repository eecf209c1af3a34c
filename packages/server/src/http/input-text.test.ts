import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { dbSnapshot } from '../test-support/db-snapshot.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * Issue #20 items 10 and 12: a NUL (which PostgreSQL's text type refuses, answering 500 before),
 * another control character or a bidirectional control in any body or query string is refused
 * with 400 at validation, on both databases, and changes nothing.
 */

const actor = { id: null, name: 'test' };

// Each: the call, where the bad character goes, and how it is sent.
const CASES: { name: string; send: (b: TestBrowser, bad: string) => ReturnType<TestBrowser['get']> }[] = [
  {
    name: 'order remark (JSON)',
    send: (b, bad) => b.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#1#2', remark: `hi${bad}` }),
  },
  {
    name: 'order text (form)',
    send: (b, bad) => b.postForm('/Order/MakeOrderAdvanced', { str2: `D\n#1\n1234${bad}#1#2`, remark: '' }),
  },
  {
    name: 'transfer remark',
    send: (b, bad) =>
      b.postForm('/Admin/TransferCredit', {
        username: 'nul_player',
        amount: '1',
        direction: 'give',
        remark: `gift${bad}`,
      }),
  },
  {
    name: 'new username',
    send: (b, bad) =>
      b.postForm('/Admin/CreateUser', {
        username: `evil${bad}name`,
        password: 'secret-pass-1',
        role: 'player',
      }),
  },
  {
    name: 'query string',
    send: (b, bad) => b.get(`/Admin/GetTransfers?username=${encodeURIComponent(`x${bad}`)}`),
  },
  {
    name: 'a JSON key',
    send: (b, bad) => b.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#1#2', [`k${bad}`]: 1 }),
  },
  {
    name: 'login username',
    send: (b, bad) => b.postForm('/Account/Login', { username: `nul_house${bad}`, password: 'x' }),
  },
];

const BAD = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['DEL', '\u007f'],
  ['C1 CSI', '\u009b'],
  ['right-to-left override', '\u202e'],
  ['left-to-right embedding', '\u202a'],
  ['first strong isolate', '\u2068'],
  ['pop directional isolate', '\u2069'],
  ['right-to-left mark', '\u200f'],
] as const;

describe.each(TEST_DIALECTS)('control characters in input on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'nul_house', password: 'house-pass-1', role: 'admin', actor });
      await createUser(ctx, {
        username: 'nul_player',
        password: 'player-pass-1',
        role: 'player',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let houseBrowser: TestBrowser;
  let playerBrowser: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    houseBrowser = new TestBrowser(app);
    await houseBrowser.login('nul_house', 'house-pass-1');
    playerBrowser = new TestBrowser(app);
    await playerBrowser.login('nul_player', 'player-pass-1');
  });
  afterAll(async () => app?.close());

  it.each(CASES)('refuses every disallowed character in $name with 400', async ({ name, send }) => {
    for (const [label, bad] of BAD) {
      const before = await dbSnapshot(t.db);
      const who = name.startsWith('order') || name === 'a JSON key' ? playerBrowser : houseBrowser;
      const response = await send(who, bad);
      expect(response.statusCode, `${label} in ${name}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/U\+[0-9A-F]{4} is not allowed/);
      expect(await dbSnapshot(t.db), `${label} in ${name} changed data`).toBe(before);
    }
  });

  it('still takes tabs, new lines, zero-width joiners and non-Latin text', async () => {
    const response = await playerBrowser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\r\n#1\n1234#1#2',
      remark: 'ক্ষ\u200d 好\tok',
    });
    expect(response.json(), response.body).toMatchObject({ success: true });
  });
});
