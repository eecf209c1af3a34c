import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { WriteThreadClient } from '../../../db/write-thread-client.js';
import { buildApp } from '../../../app.js';
import { findUserByUsername } from '../../../common/user.repository.js';
import { advancedOrder } from '../../../test-support/advanced-order.js';
import { startFakePublisher, type FakePublisher } from '../../../test-support/fake-publisher.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { checkMoneyConserved } from '../../../test-support/money-check.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';
import { placeOrder } from '../../orders/place-order.service.js';
import { createUser } from '../../users/user.service.js';
import { enterResult, type EnterResultInput } from '../result.service.js';
import { pollDue } from './source-poll.service.js';

/**
 * "An official result is never replaced by a source" (decision 021, docs/rules.md "Results that
 * sync themselves" 5) holds also when the house enters a draw between result-sync's decision
 * ("agreed", no official result yet, read on the request thread) and the sync's write, which runs
 * later on the write thread: the sync's write enters only a draw's first result (newOnly), so the
 * house's numbers stay, nothing is corrected or paid again, and the sources show as alerts against
 * the official result. The house can still correct its result afterwards.
 *
 * The write thread is stood in for by a writer that runs the house's entry first, then the sync's:
 * exactly the order the one write thread would run them in.
 */
const CREDIT = 1_000_00;
/** Big 1.00 on the 1st prize pays 2,500.00 (base package) and 25% of the stake as commission. */
const BIG_FIRST_WIN = 2_500_00;
const COMMISSION = 25;
const noonOf = (date: string) => Date.parse(`${date}T04:00:00Z`);
const AFTER_DRAW_MS = 7 * 3600_000 + 60_000;

describe.each(TEST_DIALECTS)('result sync racing the house on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      const actor = { id: null, name: 'test' };
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'pl1',
        password: 'player-pass',
        role: 'player',
        credit: cents(CREDIT),
        actor,
      });
    },
  });
  let publisher: FakePublisher;
  let app: FastifyInstance;
  let house: TestBrowser;
  beforeAll(async () => {
    publisher = await startFakePublisher();
    app = await buildApp(t.ctx);
    house = new TestBrowser(app);
    await house.login('house', 'house-pass');
  });
  afterAll(async () => {
    await app?.close();
    await publisher?.close();
  });

  const entries = () =>
    t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents', 'ref_id'])
      .where('ref_type', '=', 'draw')
      .where('ref_id', 'like', 'kd:2024-01-03:%')
      .orderBy('id')
      .execute()
      .then((rows) =>
        rows.map((row) => ({ kind: row.kind, cents: Number(row.amount_cents), ref: row.ref_id })),
      );
  const sync = async () =>
    (await house.get('/Admin/GetResultSync?date=20240103'))
      .json()
      .data.find((draw: { pool: string }) => draw.pool === 'kd');

  it("never replaces the house's entered result with the sources' numbers", async () => {
    for (const source of [
      { name: 'Da Ma Cai', path: '/dmc/{yyyymmdd}.json', format: 'damacai', kind: 'publisher' },
      { name: 'Results site', path: '/agg/{date}.json', format: 'json', kind: 'aggregator' },
    ]) {
      const saved = await house.postJson('/Admin/SaveResultSource', {
        name: source.name,
        urlTemplate: `${publisher.base}${source.path}`,
        format: source.format,
        pools: ['kd'],
        kind: source.kind,
        enabled: true,
      });
      expect(saved.json()).toMatchObject({ success: true });
    }
    t.clock.now = noonOf('2024-01-03');
    const pl1 = (await findUserByUsername(t.db.kysely, 'pl1'))!;
    await placeOrder(t.ctx, await advancedOrder(t, pl1, 'D\n#2\n0638#1', ''));
    t.clock.advance(AFTER_DRAW_MS);
    const houseRow = (await findUserByUsername(t.db.kysely, 'house'))!;

    let houseResult: DrawResult | null = null;
    const writer = {
      available: () => true,
      call: async (_env: object, command: string, payload: unknown) => {
        if (command !== 'enterResult') throw new Error(`unexpected write ${command}`);
        const input = payload as EnterResultInput;
        if (input.actor.name === 'result-sync' && houseResult === null) {
          // The house typed the draw from the publisher's page (its 2nd prize differs from the sources').
          const taken = new Set([
            input.result.first,
            input.result.third,
            ...input.result.starters,
            ...input.result.consolations,
          ]);
          let second = '0000';
          for (let n = 1; taken.has(second) || second === input.result.second; n += 1)
            second = String(n).padStart(4, '0');
          houseResult = { ...input.result, second };
          await enterResult(t.ctx, {
            result: houseResult,
            source: 'entry',
            actor: { id: houseRow.id, name: 'house' },
            now: input.now,
          });
        }
        return enterResult(t.ctx, input);
      },
    } as unknown as WriteThreadClient;
    const ctx: AppContext = { ...t.ctx, db: { ...t.db, writer } };

    await pollDue(ctx, 'instance-a');
    expect(houseResult).not.toBeNull();
    const row = await t.db.kysely
      .selectFrom('draw_results')
      .selectAll()
      .where('pool', '=', 'kd')
      .where('draw_date', '=', '2024-01-03')
      .executeTakeFirstOrThrow();
    const corrections = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor_name', 'action'])
      .where('action', '=', 'result.correct')
      .execute();
    expect(corrections).toEqual([]);
    expect(row).toMatchObject({ version: 1, entered_by: 'house' });
    expect(JSON.parse(row.numbers_json).second).toBe(houseResult!.second);
    // Paid once, on the house's numbers (0638 is 1st in both); no reversal.
    expect(await entries()).toEqual([
      { kind: 'win', cents: BIG_FIRST_WIN, ref: 'kd:2024-01-03:v1' },
      { kind: 'commission', cents: COMMISSION, ref: 'kd:2024-01-03:v1' },
    ]);
    // Both sources now say otherwise than the official result: the alert, naming the prize.
    const draw = await sync();
    expect(draw).toMatchObject({ state: 'official' });
    expect(
      draw.alerts.map((alert: { other: string; prize: string; otherNumber: string }) => [
        alert.other,
        alert.prize,
        alert.otherNumber,
      ]),
    ).toEqual([
      ['official', 'second', houseResult!.second],
      ['official', 'second', houseResult!.second],
    ]);

    // The house still corrects its own result, here by taking the publisher's numbers.
    const dmc = draw.sources.find((source: { name: string }) => source.name === 'Da Ma Cai');
    const confirmed = await house.postJson('/Admin/ConfirmResult', {
      pool: 'kd',
      date: '20240103',
      sourceId: dmc.sourceId,
    });
    expect(confirmed.json()).toMatchObject({ success: true, data: { change: 'corrected', version: 2 } });
    expect(await sync()).toMatchObject({ state: 'official', alerts: [] });
    expect(
      (await entries()).filter((entry) => entry.ref === 'kd:2024-01-03:v2').map((entry) => entry.kind),
    ).toEqual(['win', 'commission']);
    await checkMoneyConserved(t.db.kysely);
  });
});
