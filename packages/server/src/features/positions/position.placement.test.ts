import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { parsePosition } from '../../common/position-snapshot.repository.js';
import { orderBatcherOf } from '../orders/place-order.batch.js';

/**
 * Issue 39 rules 4 and 5 at placing (docs/rules.md "Position taking", Placing): the worked
 * example's tree, house > mgr (80% of B) > agt (50% of B, cap 5.00) > { pla (2730), qla }.
 * Every kept amount below is worked by hand from the rules:
 * - pla B 20.00 on 1234: agt's target floor(50% x 20.00) = 10.00, its cap 5.00: keeps 5.00;
 *   mgr's target floor(80% x 20.00) - 5.00 = 11.00: keeps 11.00; the house 4.00.
 * - then qla B 3.00 on 1234: agt's cap is spent (5.00 of 5.00): keeps 0; mgr's target
 *   floor(80% x 3.00) - 0 = 2.40: keeps 2.40; the house 0.60.
 */
describe.each(TEST_DIALECTS)('position taking at placing on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['mgr', 'agent', 'house'],
          ['agt', 'agent', 'mgr'],
          ['pla', 'player', 'agt', '2730'],
          ['qla', 'player', 'agt'],
          ['other', 'agent', 'house'],
          ['pother', 'player', 'other'],
        ],
        cents(1_000_00),
      );
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'mgr', 'agt', 'pla', 'qla', 'pother']);
  const bet = async (who: string, str2: string, extra: Record<string, unknown> = {}) => {
    const answer = (
      await browsers.as(who).postJson('/Order/MakeOrderAdvanced', { str2, remark: '', ...extra })
    ).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    return answer.data.ticketXId as string[];
  };
  const snapshotOf = async (ticketId: string) => {
    const row = await t.db.kysely
      .selectFrom('tickets')
      .select('position_json')
      .where('id', '=', Number(ticketId))
      .executeTakeFirstOrThrow();
    return parsePosition(row.position_json);
  };
  const idOf = async (username: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const usage = async () =>
    (
      await t.db.kysely
        .selectFrom('position_usage')
        .innerJoin('users', 'users.id', 'position_usage.user_id')
        .select(['users.username', 'bet_type', 'number', 'kept_cents'])
        .orderBy('users.username')
        .orderBy('number')
        .execute()
    ).map((row) => `${row.username} ${row.bet_type}|${row.number} ${Number(row.kept_cents)}`);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it('off by default: with no takes nothing is recorded on the ticket and no usage is kept', async () => {
    const [ticket] = await bet('pla', 'D\n#3\n5555#1');
    expect(await snapshotOf(ticket!)).toBeNull();
    expect(await usage()).toEqual([]);
  });

  it('shares each line up the path after the sell-limit cut, records what each level keeps and the packages', async () => {
    const set = async (by: string, body: Record<string, unknown>) =>
      expect((await browsers.as(by).postJson('/Admin/SetPositionTakes', body)).json()).toMatchObject({
        success: true,
      });
    await set('house', { username: 'mgr', takes: { B: 80 } });
    await set('mgr', { username: 'agt', takes: { B: 50 }, caps: { B: '5.00' } });
    const [mgr, agt] = [await idOf('mgr'), await idOf('agt')];

    const [first] = await bet('pla', 'D\n#3\n1234#20');
    const snapshot = await snapshotOf(first!);
    expect(snapshot?.lines).toEqual([
      [
        { level: 0, userId: agt, amounts: { B: 500 } },
        { level: 1, userId: mgr, amounts: { B: 1100 } },
      ],
    ]);
    expect(snapshot?.path.map((level) => level.userId)).toEqual([agt, mgr]);
    // pla's package pays B 1st 2,730.00 per 1.00 (cents per 1.00), the agents' the base 2,500.00
    const bigFirst = (rates: NonNullable<typeof snapshot>['ownerRates']) =>
      rates['4d'].find((rate) => rate.betType === 'B')!.payout['1st'];
    expect(bigFirst(snapshot!.ownerRates)).toBe(273_000);
    expect(snapshot!.path.map((level) => bigFirst(level.rates))).toEqual([250_000, 250_000]);
    expect(await usage()).toEqual(['agt B|1234 500', 'mgr B|1234 1100']);

    const [second] = await bet('qla', 'D\n#3\n1234#3');
    expect((await snapshotOf(second!))?.lines).toEqual([[{ level: 1, userId: mgr, amounts: { B: 240 } }]]);
    expect(await usage()).toEqual(['agt B|1234 500', 'mgr B|1234 1340']);

    // Another tree takes nothing: its tickets are as before.
    const [elsewhere] = await bet('pother', 'D\n#3\n1234#3');
    expect(await snapshotOf(elsewhere!)).toBeNull();
  });

  it('a cancel frees exactly what its ticket kept of the caps; an edit is shared at the settings of its time', async () => {
    const [ticket] = await bet('pla', 'D\n#3\n7777#4\n**1234#2.40');
    const before = await usage();
    const kept = await snapshotOf(ticket!);
    // 7777: agt keeps floor(50% x 4.00) = 2.00 (cap 5.00 free on 7777), mgr 3.20 - 2.00 = 1.20.
    // IBOX 1234 B 2.40 (24 numbers, 0.10 each): agt's cap on every 1234 permutation: 1234 has
    // 0.00 left, so agt keeps 0; mgr keeps floor(80% x 2.40) = 1.92 (no cap).
    const [agt, mgr] = [await idOf('agt'), await idOf('mgr')];
    expect(kept?.lines).toEqual([
      [
        { level: 0, userId: agt, amounts: { B: 200 } },
        { level: 1, userId: mgr, amounts: { B: 120 } },
      ],
      [{ level: 1, userId: mgr, amounts: { B: 192 } }],
    ]);
    const cancelled = (await browsers.as('pla').get(`/Order/CancelOrder?header_id=${ticket}`)).json();
    expect(cancelled).toMatchObject({ success: true });
    const after = await usage();
    expect(after.filter((row) => !row.endsWith(' 0'))).toEqual(['agt B|1234 500', 'mgr B|1234 1340']);
    expect(before.length).toBeGreaterThan(2);

    // mgr lowers agt to 25%: an edit of pla's first 1234 ticket is shared at the new settings.
    expect(
      (
        await browsers.as('mgr').postJson('/Admin/SetPositionTakes', { username: 'agt', takes: { B: 25 } })
      ).json(),
    ).toMatchObject({ success: true });
    const [first] = await bet('pla', 'D\n#3\n1111#8');
    const [edited] = await bet('pla', 'D\n#3\n1111#4', { existing_ticket_id: first });
    // 1111 B 4.00: agt floor(25% x 4.00) = 1.00; mgr floor(80% x 4.00) - 1.00 = 2.20.
    expect((await snapshotOf(edited!))?.lines).toEqual([
      [
        { level: 0, userId: agt, amounts: { B: 100 } },
        { level: 1, userId: mgr, amounts: { B: 220 } },
      ],
    ]);
    const now = await usage();
    expect(now).toContain('agt B|1111 100');
    expect(now).toContain('mgr B|1111 220');
  });

  it('orders arriving together never keep more of a number than the cap allows', async () => {
    // agt: 50% of B, cap 5.00 (set above). 20 orders of B 1.00 on 4321 from two players at once:
    // each would have agt keep floor(50% x 1.00) = 0.50, 10.00 in all; the cap lets it keep 5.00.
    const batcher = orderBatcherOf(t.ctx);
    const before = { ...(batcher?.stats ?? { orders: 0, failed: 0 }) };
    const orders = Array.from({ length: 20 }, (_, i) => bet(i % 2 === 0 ? 'pla' : 'qla', 'D\n#3\n4321#1'));
    const tickets = (await Promise.all(orders)).flat();
    // PostgreSQL: all twenty were placed by the order batches, none alone.
    if (batcher)
      expect([batcher.stats.orders - before.orders, batcher.stats.failed]).toEqual([20, before.failed]);
    const agt = await idOf('agt');
    let keptByAgt = 0;
    for (const ticket of tickets) {
      for (const line of (await snapshotOf(ticket))?.lines ?? []) {
        for (const share of line) if (share.userId === agt) keptByAgt += share.amounts.B ?? 0;
      }
    }
    expect(keptByAgt).toBe(500);
    expect((await usage()).filter((row) => row.includes('|4321 '))).toEqual([
      'agt B|4321 500',
      // mgr: floor(80% x 1.00) = 0.80 of each order less what agt kept: 16.00 - 5.00
      'mgr B|4321 1100',
    ]);
  });
});
