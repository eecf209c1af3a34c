import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { dbSnapshot } from '../../test-support/db-snapshot.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };

/**
 * Issue 39: GetPositionTakes / SetPositionTakes (docs/rules.md "Position taking", Settings).
 *
 * house ─ mgr (agent) ─ agt (agent) ─ sub (agent) ─ low (agent) ─ pla (player)
 *       └ rival (agent) ─ prv (player)
 */
describe.each(TEST_DIALECTS)('position takes on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      const add = (username: string, role: 'admin' | 'agent' | 'player', parent?: string) =>
        createUser(ctx, { username, password: `${username}-pass`, role, parent, actor });
      await add('house', 'admin');
      await add('mgr', 'agent');
      await add('agt', 'agent', 'mgr');
      await add('sub', 'agent', 'agt');
      await add('low', 'agent', 'sub');
      await add('pla', 'player', 'low');
      await add('rival', 'agent');
      await add('prv', 'player', 'rival');
    },
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const as = async (username: string) => {
    let b = browsers.get(username);
    if (!b) {
      b = new TestBrowser(app);
      await b.login(username, `${username}-pass`);
      browsers.set(username, b);
    }
    return b;
  };
  const set = async (by: string, body: Record<string, unknown>) =>
    (await as(by)).postJson('/Admin/SetPositionTakes', body);
  const get = async (by: string, username: string) =>
    (await as(by)).get(`/Admin/GetPositionTakes?username=${encodeURIComponent(username)}`);
  const rowOf = async (by: string, username: string, betType: string) =>
    ((await get(by, username)).json().data.rows as { betType: string }[]).find(
      (row) => row.betType === betType,
    );
  const stored = async () =>
    JSON.stringify(
      await t.db.kysely
        .selectFrom('position_takes')
        .select(['user_id', 'bet_type', 'take_bp', 'cap_cents'])
        .orderBy('user_id')
        .orderBy('bet_type')
        .execute(),
    );
  const audits = async (action: string) =>
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.target_user_id')
        .select(['actor_name', 'users.username', 'before_json', 'after_json'])
        .where('action', '=', action)
        .orderBy('audit_log.id')
        .execute()
    ).map((row) => [row.actor_name, row.username, JSON.parse(row.before_json!), JSON.parse(row.after_json!)]);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('nobody takes by default: every bet type 0, the house holds everything', async () => {
    const answer = (await get('house', 'mgr')).json();
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({ username: 'mgr', parent: null, takesEditable: true });
    expect(answer.data.rows).toHaveLength(24);
    expect(answer.data.rows[0]).toEqual({ betType: 'B', take: 0, parentTake: 100, own: 100, cap: null });
    expect(await stored()).toBe('[]');
  });

  it('the upline sets takes and caps; the answer shows parent take and own share; audited', async () => {
    const house = await set('house', { username: 'mgr', takes: { B: 80, S: '12.5' } });
    expect(house.json()).toEqual({
      success: true,
      message: 'Position takes saved',
      data: { changed: 2, clamped: [] },
    });
    const mgr = await set('mgr', { username: 'agt', takes: { B: 50 }, caps: { B: '5.00', S: null } });
    expect(mgr.json().data).toEqual({ changed: 1, clamped: [] });
    expect(await rowOf('mgr', 'agt', 'B')).toEqual({
      betType: 'B',
      take: 50,
      parentTake: 80,
      own: 30,
      cap: '5.00',
    });
    expect(await rowOf('house', 'agt', 'S')).toEqual({
      betType: 'S',
      take: 0,
      parentTake: 12.5,
      own: 12.5,
      cap: null,
    });
    expect(await rowOf('house', 'mgr', 'B')).toEqual({
      betType: 'B',
      take: 80,
      parentTake: 100,
      own: 20,
      cap: null,
    });
    expect(await audits('position.set')).toEqual([
      [
        'house',
        'mgr',
        { B: { take: 0, cap: null }, S: { take: 0, cap: null } },
        { B: { take: 80, cap: null }, S: { take: 12.5, cap: null } },
      ],
      ['mgr', 'agt', { B: { take: 0, cap: null } }, { B: { take: 50, cap: '5.00' } }],
    ]);
  });

  it('an agent reads its own takes (not editable) and sets its own caps, not its takes', async () => {
    const own = (await get('agt', 'agt')).json().data;
    expect(own).toMatchObject({ username: 'agt', parent: 'mgr', takesEditable: false });
    const capped = await set('agt', { username: 'agt', caps: { B: '4.50' } });
    expect(capped.json()).toMatchObject({ success: true, data: { changed: 1, clamped: [] } });
    expect(await rowOf('agt', 'agt', 'B')).toMatchObject({ take: 50, cap: '4.50' });
    const before = (await dbSnapshot(t.db)) + (await stored());
    const refused = await set('agt', { username: 'agt', takes: { B: 60 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'takes: your takes are set by your upline; you may set your caps',
    });
    expect((await dbSnapshot(t.db)) + (await stored())).toBe(before);
  });

  it.each([
    ['above the parent', 'agt', { takes: { B: 90 } }, "takes.B: at most 80 (mgr's)"],
    ['on a bet type the parent does not take', 'agt', { takes: { '4A': 1 } }, "takes.4A: at most 0 (mgr's)"],
    ['below 0', 'agt', { takes: { B: -1 } }, 'takes.B: at least 0'],
    ['above 100 for a top agent', 'rival', { takes: { B: 100.01 } }, 'takes.B: at most 100'],
    ['with 3 decimals', 'agt', { takes: { B: '12.345' } }, 'takes.B: at most 2 decimals'],
    ['not a number', 'agt', { takes: { B: 'half' } }, 'takes.B: expected a number such as 50 or 12.5'],
    ['an unknown bet type', 'agt', { takes: { XX: 10 } }, 'takes.XX: unknown bet type'],
    ['a negative cap', 'agt', { caps: { B: '-1' } }, 'caps.B: at least 0'],
    ['a cap with 3 decimals', 'agt', { caps: { B: '1.234' } }, 'caps.B: at most 2 decimals'],
    ['a cap on an unknown bet type', 'agt', { caps: { Q: '1' } }, 'caps.Q: unknown bet type'],
    [
      'a take for a player',
      'pla',
      { takes: { B: 10 } },
      'username: pla is a player; only an agent takes a position',
    ],
  ])('refuses a take %s, naming it; nothing changed', async (_name, username, change, message) => {
    const before = (await dbSnapshot(t.db)) + (await stored());
    const by = username === 'rival' ? 'house' : 'mgr';
    const refused = await set(by, { username, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect((await dbSnapshot(t.db)) + (await stored())).toBe(before);
  });

  it('refuses outside the downline (404 as elsewhere) and a player or a stranger; nothing changed', async () => {
    const before = (await dbSnapshot(t.db)) + (await stored());
    for (const [by, username] of [
      ['agt', 'mgr'], // its upline
      ['mgr', 'rival'], // another tree
      ['mgr', 'nobody'],
    ] as const) {
      const refused = await set(by, { username, takes: { B: 1 } });
      expect(refused.statusCode, `${by} on ${username}`).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `No user named ${username} in your downline`,
      });
      expect((await get(by, username)).statusCode).toBe(404);
    }
    expect((await set('pla', { username: 'pla', caps: { B: '1' } })).statusCode).toBe(403);
    expect((await set('house', { username: 'house', caps: { B: '1' } })).statusCode).toBe(400);
    expect((await dbSnapshot(t.db)) + (await stored())).toBe(before);
  });

  it('a decrease lowers every descendant above the new value, recursively, audited; a dry run changes nothing', async () => {
    expect((await set('agt', { username: 'sub', takes: { B: 45 } })).json().success).toBe(true);
    expect((await set('sub', { username: 'low', takes: { B: 40 } })).json().success).toBe(true);
    const before = (await dbSnapshot(t.db)) + (await stored());
    const preview = await set('mgr', { username: 'agt', takes: { B: 42 }, dryRun: true });
    expect(preview.json()).toEqual({
      success: true,
      message: 'Checked',
      data: { changed: 1, clamped: [{ username: 'sub', betType: 'B', from: 45, to: 42 }] },
    });
    expect((await dbSnapshot(t.db)) + (await stored())).toBe(before);

    const lowered = await set('mgr', { username: 'agt', takes: { B: 30 } });
    expect(lowered.json().data).toEqual({
      changed: 1,
      clamped: [
        { username: 'sub', betType: 'B', from: 45, to: 30 },
        { username: 'low', betType: 'B', from: 40, to: 30 },
      ],
    });
    expect(await rowOf('agt', 'sub', 'B')).toMatchObject({ take: 30, parentTake: 30, own: 0 });
    expect(await rowOf('sub', 'low', 'B')).toMatchObject({ take: 30, parentTake: 30 });
    expect(await rowOf('mgr', 'agt', 'B')).toMatchObject({ take: 30, cap: '4.50' });
    expect(await audits('position.clamp')).toEqual([
      ['mgr', 'sub', { betType: 'B', take: 45 }, { betType: 'B', take: 30, because: 'agt' }],
      ['mgr', 'low', { betType: 'B', take: 40 }, { betType: 'B', take: 30, because: 'agt' }],
    ]);

    // Raising raises nobody.
    expect((await set('mgr', { username: 'agt', takes: { B: 70 } })).json().data).toEqual({
      changed: 1,
      clamped: [],
    });
    expect(await rowOf('agt', 'sub', 'B')).toMatchObject({ take: 30, parentTake: 70 });
  });

  it('a take of 0 with no cap leaves no row behind', async () => {
    await set('house', { username: 'rival', takes: { S: 10 } });
    await set('house', { username: 'rival', takes: { S: 0 } });
    const rows = await t.db.kysely
      .selectFrom('position_takes')
      .innerJoin('users', 'users.id', 'position_takes.user_id')
      .select('bet_type')
      .where('users.username', '=', 'rival')
      .execute();
    expect(rows).toEqual([]);
  });
});
