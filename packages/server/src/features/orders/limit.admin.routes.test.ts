import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws today.
const SUNDAY = '2026-11-22';

describe.each(TEST_DIALECTS)('back-office sell limits on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'buyer',
        password: 'buyer-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(100_000),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let house: TestBrowser;
  const limitRows = async () => t.db.kysely.selectFrom('sell_limits').selectAll().orderBy('id').execute();
  const setLimit = (body: Record<string, unknown>) => house.postJson('/Admin/SetLimit', body);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    house = new TestBrowser(app);
    await house.login('house', 'house-pass');
  });
  afterAll(async () => app?.close());

  it('lists the built-in defaults per pool and bet type, with no overrides', async () => {
    const answer = (await house.get('/Admin/GetLimits')).json();
    expect(answer.success).toBe(true);
    expect(answer.data.overrides).toEqual([]);
    expect(answer.data.defaults).toContainEqual({
      pool: 'mg',
      betType: 'B',
      limit: 5000,
      source: 'default',
      id: null,
    });
    expect(answer.data.defaults).toContainEqual({
      pool: 'tt',
      betType: '6D',
      limit: 200,
      source: 'default',
      id: null,
    });
    // Magnum runs no 5D.
    expect(
      answer.data.defaults.some(
        (row: { pool: string; betType: string }) => row.pool === 'mg' && row.betType === '5D',
      ),
    ).toBe(false);
  });

  it('sets pool and all-pool defaults (upserting one scope), and overrides; audited', async () => {
    const all = (await setLimit({ pool: 'all', betType: 'S', limit: 2000 })).json();
    expect(all).toMatchObject({
      success: true,
      data: { pool: 'all', betType: 'S', drawDate: null, number: null, limit: 2000 },
    });
    await setLimit({ pool: 'kd', betType: 'S', limit: '1500.50' });
    const again = (await setLimit({ pool: 'kd', betType: 'S', limit: 1400 })).json();
    const override = (
      await setLimit({ pool: 'mg', betType: '3A', drawDate: SUNDAY, number: '123', limit: 3 })
    ).json();
    expect(override.data).toMatchObject({
      pool: 'mg',
      betType: '3A',
      drawDate: SUNDAY,
      number: '123',
      limit: 3,
    });
    // The web form sends '' for a field left empty.
    await house.postForm('/Admin/SetLimit', {
      pool: 'sg',
      betType: '2A',
      drawDate: '',
      number: '07',
      limit: '9',
    });
    const answer = (await house.get('/Admin/GetLimits')).json().data;
    expect(answer.defaults).toContainEqual({
      pool: 'kd',
      betType: 'S',
      limit: 1400,
      source: 'pool',
      id: again.data.id,
    });
    expect(answer.defaults).toContainEqual({
      pool: 'mg',
      betType: 'S',
      limit: 2000,
      source: 'all',
      id: all.data.id,
    });
    expect(answer.overrides).toEqual([
      { id: override.data.id, pool: 'mg', betType: '3A', drawDate: SUNDAY, number: '123', limit: 3 },
      { id: expect.any(Number), pool: 'sg', betType: '2A', drawDate: null, number: '07', limit: 9 },
    ]);
    expect(await limitRows()).toHaveLength(4);
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'limit.set')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(5);
    expect(JSON.parse(audits[2]!.before_json!)).toMatchObject({ pool: 'kd', limit: 1500.5 });
    expect(JSON.parse(audits[2]!.after_json!)).toMatchObject({ pool: 'kd', limit: 1400 });
  });

  it.each([
    [{ pool: 'xx', betType: 'B', limit: 1 }, /pool:/],
    [{ pool: 'mg', betType: 'ZZ', limit: 1 }, /betType:/],
    [{ pool: 'mg', betType: '5D', limit: 1 }, /betType: mg does not run 5D/],
    [{ pool: 'mg', betType: 'B', number: '123', limit: 1 }, /number: B takes 4 digits, got "123"/],
    [{ pool: 'mg', betType: 'B', number: '12a4', limit: 1 }, /number: B takes 4 digits/],
    [{ pool: 'mg', betType: 'B', drawDate: '2026-02-30', limit: 1 }, /drawDate: expected YYYY-MM-DD/],
    [{ pool: 'mg', betType: 'B', limit: -1 }, /limit: must not be negative/],
    [{ pool: 'mg', betType: 'B', limit: '1.001' }, /limit: expected a number with at most two decimals/],
    [{ pool: 'mg', betType: 'B' }, /limit:/],
  ])('refuses %j, naming the field, and changes nothing', async (body, message) => {
    const before = await limitRows();
    const answer = await setLimit(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(await limitRows()).toEqual(before);
  });

  it('cuts an order at a per-number limit, and the exposure view shows sold = limit', async () => {
    await setLimit({ pool: 'mg', betType: 'B', drawDate: SUNDAY, number: '1234', limit: 5 });
    const buyer = new TestBrowser(app);
    await buyer.login('buyer', 'buyer-pass');
    const order = await buyer.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: '20261122', label: '20261122', date: '20261122' }],
      betList: [
        { id: 1, pattern: 'NORMAL', number: '1234', betType: [{ shortCode: 'B', amount: 8 }], poolList: [1] },
        { id: 2, pattern: 'NORMAL', number: '5678', betType: [{ shortCode: 'B', amount: 2 }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    });
    expect(order.json()).toMatchObject({ success: true, data: { betStatus: 'LIMIT' } });
    const answer = (await house.get(`/Admin/GetExposure?pool=mg&date=${SUNDAY}`)).json();
    expect(answer).toMatchObject({ success: true, data: { pool: 'mg', drawDate: SUNDAY } });
    expect(answer.data.rows).toEqual([
      { number: '1234', betType: 'B', sold: 5, limit: 5, remaining: 0 },
      { number: '5678', betType: 'B', sold: 2, limit: 5000, remaining: 4998 },
    ]);
    expect((await house.get('/Admin/GetExposure?pool=kd&date=2026-11-25')).json().data.rows).toEqual([]);
  });

  it('shows the limit as it is now after the operator changes it', async () => {
    await t.db.kysely
      .insertInto('limit_usage')
      .values({ pool: 'tt', draw_date: '2026-11-25', bet_type: 'B', number: '4321', used_cents: 300 })
      .execute();
    const limitOf4321 = async () =>
      (await house.get('/Admin/GetExposure?pool=tt&date=2026-11-25')).json().data.rows[0];
    expect(await limitOf4321()).toMatchObject({ number: '4321', sold: 3, limit: 5000 });
    await setLimit({ pool: 'tt', betType: 'B', number: '4321', limit: 7 });
    expect(await limitOf4321()).toMatchObject({ number: '4321', sold: 3, limit: 7, remaining: 4 });
    await setLimit({ pool: 'tt', betType: 'B', number: '4321', limit: 2 });
    expect(await limitOf4321()).toMatchObject({ number: '4321', sold: 3, limit: 2, remaining: 0 });
  });

  it('answers the top 100 by sold off the index with many counters', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      pool: 'tt' as const,
      draw_date: '2026-11-25',
      bet_type: 'B' as const,
      number: String(i).padStart(4, '0'),
      used_cents: (i * 7919) % 100_000,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db.kysely
        .insertInto('limit_usage')
        .values(rows.slice(i, i + 500))
        .execute();
    const answer = (await house.get('/Admin/GetExposure?pool=tt&date=2026-11-25')).json().data.rows;
    const expected = [...rows]
      .sort((a, b) => b.used_cents - a.used_cents || a.number.localeCompare(b.number))
      .slice(0, 100);
    expect(answer.map((row: { number: string }) => row.number)).toEqual(expected.map((row) => row.number));
    expect(answer[0]).toMatchObject({ sold: expected[0]!.used_cents / 100, limit: 5000 });
    if (dialect === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select bet_type, number, used_cents from limit_usage
        where pool = 'tt' and draw_date = '2026-11-25' and used_cents > 0 order by used_cents desc, bet_type, number limit 100`.execute(
        t.db.kysely,
      );
      expect(plan.rows.map((row) => row.detail).join(' ')).toMatch(/limit_usage_sold_idx/);
    }
  });

  it('deletes a limit by id, audited; an unknown id is not found', async () => {
    const [row] = await limitRows();
    const answer = (await house.postForm('/Admin/DeleteLimit', { id: String(row!.id) })).json();
    expect(answer).toMatchObject({ success: true, data: { id: Number(row!.id) } });
    expect((await limitRows()).some((item) => item.id === row!.id)).toBe(false);
    const missing = await house.postJson('/Admin/DeleteLimit', { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No sell limit with id 999999' });
    expect((await house.postJson('/Admin/DeleteLimit', { id: 'x' })).json().message).toMatch(/id:/);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'limit.delete')
      .executeTakeFirst();
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ id: Number(row!.id) });
  });

  it('is for the house only: agents and players are refused, and nothing changes', async () => {
    const before = await limitRows();
    for (const [username, password] of [
      ['agent', 'agent-pass'],
      ['buyer', 'buyer-pass'],
    ] as const) {
      const browser = new TestBrowser(app);
      await browser.login(username, password);
      expect((await browser.get('/Admin/GetLimits')).statusCode).toBe(403);
      expect((await browser.get(`/Admin/GetExposure?pool=mg&date=${SUNDAY}`)).statusCode).toBe(403);
      const set = await browser.postJson('/Admin/SetLimit', { pool: 'mg', betType: 'B', limit: 1 });
      expect(set.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await browser.postJson('/Admin/DeleteLimit', { id: before[0]!.id })).statusCode).toBe(403);
    }
    expect(await limitRows()).toEqual(before);
    expect((await new TestBrowser(app).get('/Admin/GetLimits')).statusCode).toBe(401);
  });
});
