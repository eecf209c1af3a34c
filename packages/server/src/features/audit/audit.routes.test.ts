import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { recordAudit } from '../../common/audit.repository.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur (04:00 UTC).
const DAY_MS = 24 * 3600_000;

describe.each(TEST_DIALECTS)('audit log API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, { username: 'punter', password: 'punter-pass', role: 'player', actor });
      const house = { id: 1, name: 'house' };
      const now = ctx.clock();
      // 60 schedule changes yesterday, then a credit to punter and a 50%_off note today.
      for (let i = 0; i < 60; i += 1) {
        await recordAudit(ctx.db.kysely, {
          actor: house,
          action: 'draw.schedule',
          targetUserId: null,
          before: { pool: 'mg', cutoff: '19:00' },
          after: { pool: 'mg', cutoff: `18:${String(i).padStart(2, '0')}` },
          now: now - DAY_MS + i,
        });
      }
      await recordAudit(ctx.db.kysely, {
        actor: { id: 2, name: 'agent' },
        action: 'credit.adjust',
        targetUserId: 3,
        before: { balance: 0 },
        after: { balance: 10, remark: 'Welcome BONUS' },
        now,
      });
      await recordAudit(ctx.db.kysely, {
        actor: house,
        action: 'package.edit',
        targetUserId: null,
        after: { name: '50%_off' },
        now,
      });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
  });
  afterAll(async () => app?.close());

  const list = async (query: string) => (await admin.get(`/Admin/GetAuditLog${query}`)).json();

  it('is for the house only: a player or an agent gets 403, no session 401', async () => {
    for (const [username, password] of [
      ['punter', 'punter-pass'],
      ['agent', 'agent-pass'],
    ] as const) {
      const browser = new TestBrowser(app);
      await browser.login(username, password);
      const response = await browser.get('/Admin/GetAuditLog');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect((await new TestBrowser(app).get('/Admin/GetAuditLog')).statusCode).toBe(401);
  });

  it('lists newest first, 50 a page, with before and after', async () => {
    const first = await list('');
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(first.data.items).toHaveLength(50);
    expect(first.data.items[0]).toEqual({
      id: expect.any(String),
      at: '22/11/2026 12:00:00',
      actor: 'house',
      action: 'package.edit',
      target: null,
      before: null,
      after: { name: '50%_off' },
    });
    expect(first.data.items[1]).toMatchObject({
      actor: 'agent',
      action: 'credit.adjust',
      target: 'punter',
      before: { balance: 0 },
    });
    const ids = first.data.items.map((item: { id: string }) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // 3 user creations + 60 + 2 = 65 rows: page 2 holds the last 15.
    const second = await list('?page=2');
    expect(second.data).toMatchObject({ page: 2, hasMore: false });
    expect(second.data.items).toHaveLength(15);
    expect(second.data.items.at(-1).action).toBe('user.create');
  });

  it('filters by actor, action or its family, target, text and dates', async () => {
    expect((await list('?actor=agent')).data.items.map((item: { action: string }) => item.action)).toEqual([
      'credit.adjust',
    ]);
    expect((await list('?action=draw')).data.items).toHaveLength(50);
    expect((await list('?action=draw.schedule&page=2')).data.items).toHaveLength(10);
    expect((await list('?action=draw.sched')).data.items).toHaveLength(0);
    expect((await list('?target=punter')).data.items.map((item: { action: string }) => item.action)).toEqual([
      'credit.adjust',
      'user.create',
    ]);
    expect((await list('?target=nobody')).data.items).toHaveLength(0);
    expect(
      (await list('?text=welcome%20bonus')).data.items.map((item: { action: string }) => item.action),
    ).toEqual(['credit.adjust']);
    // % and _ are taken literally.
    expect((await list('?text=50%25_off')).data.items).toHaveLength(1);
    expect((await list('?text=%25')).data.items).toHaveLength(1);
    expect((await list('?text=18:59')).data.items).toHaveLength(1);
    const today = (await list('?from=20261122&to=20261122&actor=house')).data.items;
    expect(today.map((item: { action: string }) => item.action)).toEqual(['package.edit']);
    expect((await list('?from=20261121&to=20261121')).data.items).toHaveLength(50);
    expect((await list('?from=&to=&actor=')).data.hasMore).toBe(true);
  });

  it('refuses bad filters naming the field', async () => {
    expect((await list('?from=21/11/2026')).message).toMatch(/from: expected YYYYMMDD/);
    expect((await list('?page=0')).message).toMatch(/page/);
    expect((await list('?page=x')).message).toMatch(/page/);
  });
});
