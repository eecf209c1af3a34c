import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
const MINUTE = 60_000;

/** house ─ boss (agent, 100) ─ sub (agent) ─ pone (player);  house ─ rival (agent) ─ ptwo (player) */
describe.each(TEST_DIALECTS)('back office credit on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'boss',
        password: 'boss-pass',
        role: 'agent',
        credit: cents(100_00),
        actor,
      });
      await createUser(ctx, { username: 'sub', password: 'sub-pass', role: 'agent', parent: 'boss', actor });
      await createUser(ctx, {
        username: 'pone',
        password: 'pone-pass',
        role: 'player',
        parent: 'sub',
        actor,
      });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'ptwo',
        password: 'ptwo-pass',
        role: 'player',
        parent: 'rival',
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let house: TestBrowser;
  let boss: TestBrowser;
  const browser = async (username: string, password: string) => {
    const b = new TestBrowser(app);
    await b.login(username, password);
    return b;
  };
  const balance = async (username: string) =>
    Number((await findUserByUsername(t.db.kysely, username))!.balance_cents);
  const ledgerCount = async () =>
    (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length;
  const transfer = (who: TestBrowser, form: Record<string, string>) =>
    who.postForm('/Admin/TransferCredit', form);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    house = await browser('house', 'house-pass');
    boss = await browser('boss', 'boss-pass');
  });
  afterAll(async () => app?.close());

  it('gives credit to a grandchild: both sides in one ref, audited', async () => {
    const answer = (
      await transfer(boss, { username: 'pone', amount: '30.25', direction: 'give', remark: 'weekly float' })
    ).json();
    expect(answer).toMatchObject({
      success: true,
      data: { upline: 'boss', downline: 'pone', uplineBalance: 69.75, downlineBalance: 30.25 },
    });
    const entries = await t.db.kysely
      .selectFrom('ledger_entries')
      .selectAll()
      .where('ref_id', '=', answer.data.ref)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [Number(e.amount_cents), e.kind, e.ref_type, e.remark])).toEqual([
      [-30_25, 'transfer_give', 'transfer', 'weekly float'],
      [30_25, 'transfer_give', 'transfer', 'weekly float'],
    ]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'credit.transfer')
      .executeTakeFirstOrThrow();
    expect(audit.actor_name).toBe('boss');
    expect(JSON.parse(audit.before_json!)).toEqual({ balance_cents: 0, upline_balance_cents: 100_00 });
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      balance_cents: 30_25,
      upline_balance_cents: 69_75,
    });
  });

  it('takes credit back the other way', async () => {
    t.clock.advance(5 * MINUTE);
    const answer = (
      await transfer(boss, { username: 'pone', amount: '0.25', direction: 'take', remark: 'round down' })
    ).json();
    expect(answer.data).toMatchObject({ uplineBalance: 70, downlineBalance: 30 });
  });

  it('refuses a wallet with too little, naming whose, and changes nothing', async () => {
    const before = await ledgerCount();
    const give = (
      await transfer(boss, { username: 'sub', amount: '70.01', direction: 'give', remark: 'x' })
    ).json();
    expect(give).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient credit: boss has 70.00, the transfer is 70.01, short 0.01',
    });
    const take = (
      await transfer(boss, { username: 'pone', amount: '31', direction: 'take', remark: 'x' })
    ).json();
    expect(take).toMatchObject({
      success: false,
      message: 'Insufficient credit: pone has 30.00, the transfer is 31.00, short 1.00',
    });
    expect(await ledgerCount()).toBe(before);
    expect([await balance('boss'), await balance('pone')]).toEqual([70_00, 30_00]);
  });

  it('the house creates credit when giving and removes it when taking, audited as an adjustment', async () => {
    const give = (
      await transfer(house, { username: 'ptwo', amount: '500', direction: 'give', remark: 'promo' })
    ).json();
    expect(give).toMatchObject({ success: true, data: { uplineBalance: null, downlineBalance: 500 } });
    expect(await balance('house')).toBe(0);
    const take = (
      await transfer(house, { username: 'ptwo', amount: '100', direction: 'take', remark: 'fix' })
    ).json();
    expect(take.data.downlineBalance).toBe(400);
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'credit.adjust')
      .execute();
    expect(audits.map((a) => JSON.parse(a.after_json!))).toMatchObject([
      { house: true, direction: 'give', amount_cents: 500_00 },
      { house: true, direction: 'take', amount_cents: 100_00 },
    ]);
  });

  it.each([
    [{ username: 'pone', amount: '0', direction: 'give', remark: 'x' }, /^amount: must be more than 0/],
    [{ username: 'pone', amount: '-3', direction: 'give', remark: 'x' }, /^amount: must be more than 0/],
    [{ username: 'pone', amount: '1.001', direction: 'give', remark: 'x' }, /^amount: expected a number/],
    [{ username: 'pone', amount: 'ten', direction: 'give', remark: 'x' }, /^amount: /],
    [{ username: 'pone', amount: '1', direction: 'lend', remark: 'x' }, /^direction: /],
    [{ username: 'pone', amount: '1', direction: 'give', remark: '  ' }, /^remark: required/],
    [{ username: 'pone', amount: '1', direction: 'give', remark: 'r'.repeat(201) }, /^remark: at most 200/],
    [{ amount: '1', direction: 'give', remark: 'x' }, /^username: /],
  ])('refuses %j and changes nothing', async (form, message) => {
    const before = await ledgerCount();
    const answer = await transfer(boss, form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(await ledgerCount()).toBe(before);
  });

  it('answers 404 outside the tree (another tree, itself, its upline) and 403 for players', async () => {
    const before = await ledgerCount();
    for (const target of ['ptwo', 'rival', 'boss', 'house', 'ghost']) {
      const answer = await transfer(boss, { username: target, amount: '1', direction: 'take', remark: 'x' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: `No user named ${target} in your downline`,
      });
    }
    const sub = await browser('sub', 'sub-pass');
    expect(
      (await transfer(sub, { username: 'boss', amount: '1', direction: 'take', remark: 'x' })).statusCode,
    ).toBe(404);
    const player = await browser('pone', 'pone-pass');
    expect(
      (await transfer(player, { username: 'pone', amount: '1', direction: 'give', remark: 'x' })).statusCode,
    ).toBe(403);
    expect((await player.get('/Admin/GetTransfers')).statusCode).toBe(403);
    expect((await new TestBrowser(app).get('/Admin/GetTransfers')).statusCode).toBe(401);
    expect(await ledgerCount()).toBe(before);
  });

  it('lists the transfers of the tree newest first; by user; by local date', async () => {
    const mine = (await boss.get('/Admin/GetTransfers')).json();
    expect(mine.data).toEqual([
      {
        ref: expect.any(String),
        formattedDate: '22/11/2026 12:05:00',
        upline: 'boss',
        downline: 'pone',
        direction: 'take',
        amount: 0.25,
        remark: 'round down',
        by: 'boss',
      },
      expect.objectContaining({ formattedDate: '22/11/2026 12:00:00', direction: 'give', amount: 30.25 }),
    ]);
    const all = (await house.get('/Admin/GetTransfers')).json();
    expect(
      all.data.map((r: { upline: string | null; downline: string }) => `${r.upline}>${r.downline}`),
    ).toEqual(['null>ptwo', 'null>ptwo', 'boss>pone', 'boss>pone']);
    expect((await house.get('/Admin/GetTransfers?username=boss')).json().data).toHaveLength(2);
    expect((await boss.get('/Admin/GetTransfers?username=ptwo')).statusCode).toBe(404);
    expect((await boss.get('/Admin/GetTransfers?username=sub')).json().data).toEqual([]);
    expect((await boss.get('/Admin/GetTransfers?fromDate=11/23/2026&toDate=11/23/2026')).json().data).toEqual(
      [],
    );
    expect(
      (await boss.get('/Admin/GetTransfers?fromDate=11/23/2026&toDate=11/22/2026')).json().data,
    ).toHaveLength(2);
    expect((await boss.get('/Admin/GetTransfers?fromDate=2026-11-22')).json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^fromDate: /),
    });
  });
});
