import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { findUserByUsername } from '../../../common/user.repository.js';
import { advancedOrder } from '../../../test-support/advanced-order.js';
import { startFakePublisher, type FakePublisher } from '../../../test-support/fake-publisher.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { checkMoneyConserved } from '../../../test-support/money-check.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';
import { placeOrder } from '../../orders/place-order.service.js';
import { createUser } from '../../users/user.service.js';
import { pollDue } from './source-poll.service.js';

/**
 * Issue 43 on both databases, against the real Da Ma Cai files served on 127.0.0.1: two agreeing
 * sources (one a publisher) settle the draw, once; one source leaves it provisional until the house
 * confirms; disagreeing sources raise the alert and settle nothing; an official result is never
 * overwritten by a source.
 */
const CREDIT = 1_000_00;
/** Big 1.00 on the 1st prize pays 2,500.00 (base package) and 25% of the stake as commission. */
const BIG_FIRST_WIN = 2_500_00;
const COMMISSION = 25;
/** 12:00 and 19:01 in Kuala Lumpur (UTC+8): before the cut-off, and the first poll after the draw. */
const noonOf = (date: string) => Date.parse(`${date}T04:00:00Z`);
const AFTER_DRAW_MS = 7 * 3600_000 + 60_000;

describe.each(TEST_DIALECTS)('results that sync themselves, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { RESULT_SOURCE_REDIRECT_HOSTS: 'damacai=localhost' },
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
  let player: TestBrowser;
  beforeAll(async () => {
    publisher = await startFakePublisher();
    app = await buildApp(t.ctx);
    house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    player = new TestBrowser(app);
    await player.login('pl1', 'player-pass');
  });
  afterAll(async () => {
    await app?.close();
    await publisher?.close();
  });

  const sourceIds = new Map<string, number>();
  async function setSources(sources: { name: string; path: string; format: string; kind: string }[]) {
    // Only the sources of the case at hand are enabled.
    const answer = await house.get('/Admin/GetResultSources');
    for (const source of answer.json().data as {
      id: number;
      name: string;
      urlTemplate: string;
      format: string;
      kind: string;
      pools: string[];
    }[]) {
      await house.postJson('/Admin/SaveResultSource', { ...source, enabled: false });
    }
    for (const source of sources) {
      const saved = await house.postJson('/Admin/SaveResultSource', {
        ...(sourceIds.has(source.name) ? { id: sourceIds.get(source.name) } : {}),
        name: source.name,
        urlTemplate: `${publisher.base}${source.path}`,
        format: source.format,
        pools: ['kd'],
        kind: source.kind,
        enabled: true,
      });
      expect(saved.json(), source.name).toMatchObject({ success: true });
      sourceIds.set(source.name, saved.json().data.id);
    }
  }
  const DMC = { name: 'Da Ma Cai', path: '/dmc/{yyyymmdd}.json', format: 'damacai', kind: 'publisher' };
  const AGG = { name: 'Results site', path: '/agg/{date}.json', format: 'json', kind: 'aggregator' };
  const WRONG = { name: 'Sloppy site', path: '/agg-wrong/{date}.json', format: 'json', kind: 'aggregator' };

  /** pl1 bets Big 1.00 on `number` in Da Ma Cai's draw of `date`; the clock then moves past the draw. */
  async function betAndDraw(date: string, number: string) {
    t.clock.now = noonOf(date);
    const user = (await findUserByUsername(t.db.kysely, 'pl1'))!;
    const receipt = await placeOrder(t.ctx, await advancedOrder(t, user, `D\n#2\n${number}#1`, ''));
    expect(receipt.betStatus).toBe('COMPLETE');
    t.clock.advance(AFTER_DRAW_MS);
  }
  const entries = (date: string) =>
    t.db.kysely
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents', 'ref_id'])
      .where('ref_type', '=', 'draw')
      .where('ref_id', 'like', `kd:${date}:%`)
      .orderBy('id')
      .execute()
      .then((rows) =>
        rows.map((row) => ({ kind: row.kind, cents: Number(row.amount_cents), ref: row.ref_id })),
      );
  const official = (date: string) =>
    t.db.kysely
      .selectFrom('draw_results')
      .selectAll()
      .where('pool', '=', 'kd')
      .where('draw_date', '=', date)
      .executeTakeFirst();
  const sync = async (compact: string) =>
    (await house.get(`/Admin/GetResultSync?date=${compact}`))
      .json()
      .data.find((draw: { pool: string }) => draw.pool === 'kd');
  const results = async (compact: string) =>
    (await player.get(`/Tool/GetLatestResult?date=${compact}`))
      .json()
      .data.filter((item: { brand: string }) => item.brand === 'kd');

  it('a publisher and an aggregator agreeing: official and settled once, by result-sync', async () => {
    await setSources([DMC, AGG]);
    await betAndDraw('2024-01-03', '0638');
    const polls = await pollDue(t.ctx, 'instance-a');
    expect(polls.map((poll) => poll.error)).toEqual([null, null]);
    const row = await official('2024-01-03');
    expect(row).toMatchObject({
      version: 1,
      source: `sync:${sourceIds.get('Da Ma Cai')}+${sourceIds.get('Results site')}`,
      entered_by: 'result-sync',
    });
    expect(JSON.parse(row!.numbers_json)).toMatchObject({ first: '0638', second: '0725', third: '8056' });
    expect(await entries('2024-01-03')).toEqual([
      { kind: 'win', cents: BIG_FIRST_WIN, ref: 'kd:2024-01-03:v1' },
      { kind: 'commission', cents: COMMISSION, ref: 'kd:2024-01-03:v1' },
    ]);
    // The next polls: both sources agree with the official result, so nothing is fetched or paid again.
    t.clock.advance(2 * 60_000);
    expect(await pollDue(t.ctx, 'instance-a')).toEqual([]);
    expect((await entries('2024-01-03')).length).toBe(2);
    expect((await results('20240103'))[0]).not.toHaveProperty('unofficial');
    expect(await sync('20240103')).toMatchObject({ state: 'official', alerts: [] });
    await checkMoneyConserved(t.db.kysely);
  });

  it('one source: provisional (shown unofficial, nothing settled); the house confirms: settled once, audited', async () => {
    // The publisher's signed link on another host (allowed for damacai by RESULT_SOURCE_REDIRECT_HOSTS).
    await setSources([{ ...DMC, name: 'Da Ma Cai signed', path: '/signed/{yyyymmdd}.json' }]);
    await betAndDraw('2024-01-06', '2413');
    expect((await pollDue(t.ctx, 'instance-a')).map((poll) => poll.error)).toEqual([null]);
    expect(await official('2024-01-06')).toBeUndefined();
    expect(await entries('2024-01-06')).toEqual([]);
    expect(await results('20240106')).toEqual([
      expect.objectContaining({ topPrize: ['2413', '2281', '1281'], unofficial: true }),
    ]);
    expect((await player.get('/Tool/GetLatestResult')).json().data).toContainEqual(
      expect.objectContaining({ brand: 'kd', drawDate: '20240106', unofficial: true }),
    );
    const draw = await sync('20240106');
    expect(draw).toMatchObject({
      state: 'provisional',
      alerts: [],
      sources: [{ name: 'Da Ma Cai signed', kind: 'publisher' }],
    });

    // Players cannot confirm; the house can, once.
    expect(
      (
        await player.postJson('/Admin/ConfirmResult', {
          pool: 'kd',
          date: '20240106',
          sourceId: draw.sources[0].sourceId,
        })
      ).json(),
    ).toMatchObject({ success: false });
    const confirm = () =>
      house.postJson('/Admin/ConfirmResult', {
        pool: 'kd',
        date: '20240106',
        sourceId: draw.sources[0].sourceId,
      });
    expect((await confirm()).json()).toMatchObject({
      success: true,
      data: { change: 'new', winTotal: 2_500, commissionTotal: 0.25 },
    });
    expect((await confirm()).json()).toMatchObject({ success: true, data: { change: 'unchanged' } });
    expect(await official('2024-01-06')).toMatchObject({
      source: `confirm:${sourceIds.get('Da Ma Cai signed')}`,
      entered_by: 'house',
    });
    expect((await entries('2024-01-06')).map((entry) => [entry.kind, entry.cents])).toEqual([
      ['win', BIG_FIRST_WIN],
      ['commission', COMMISSION],
    ]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'result.enter')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(audit).toMatchObject({ actor_name: 'house' });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({
      date: '2024-01-06',
      source: `confirm:${sourceIds.get('Da Ma Cai signed')}`,
    });
    expect((await results('20240106'))[0]).not.toHaveProperty('unofficial');
    await checkMoneyConserved(t.db.kysely);
  });

  it('disagreeing sources: the alert names source, prize and both numbers; nothing settles until the house picks; a source never overwrites', async () => {
    await setSources([DMC, WRONG]);
    await betAndDraw('2024-01-07', '6084');
    expect((await pollDue(t.ctx, 'instance-a')).map((poll) => poll.error)).toEqual([null, null]);
    expect(await official('2024-01-07')).toBeUndefined();
    expect(await entries('2024-01-07')).toEqual([]);
    // Players see no numbers while the sources disagree.
    expect(await results('20240107')).toEqual([]);
    const draw = await sync('20240107');
    expect(draw).toMatchObject({
      state: 'conflict',
      alerts: [
        {
          source: 'Sloppy site',
          other: 'Da Ma Cai',
          prize: 'second',
          sourceNumber: '8002',
          otherNumber: '8001',
        },
      ],
    });
    // Polling on changes nothing.
    t.clock.advance(2 * 60_000);
    await pollDue(t.ctx, 'instance-a');
    expect(await entries('2024-01-07')).toEqual([]);

    // The house picks the publisher's numbers.
    const dmc = draw.sources.find((source: { name: string }) => source.name === 'Da Ma Cai');
    expect(
      (
        await house.postJson('/Admin/ConfirmResult', { pool: 'kd', date: '20240107', sourceId: dmc.sourceId })
      ).json(),
    ).toMatchObject({ success: true });
    expect((await entries('2024-01-07')).map((entry) => entry.kind)).toEqual(['win', 'commission']);
    // The sloppy source keeps saying otherwise: an alert against the official result, which stays.
    t.clock.advance(2 * 60_000);
    await pollDue(t.ctx, 'instance-a');
    expect(await official('2024-01-07')).toMatchObject({
      version: 1,
      source: `confirm:${sourceIds.get('Da Ma Cai')}`,
    });
    expect(await sync('20240107')).toMatchObject({
      state: 'official',
      alerts: [
        {
          source: 'Sloppy site',
          other: 'official',
          prize: 'second',
          sourceNumber: '8002',
          otherNumber: '8001',
        },
      ],
    });
    expect((await entries('2024-01-07')).length).toBe(2);
    await checkMoneyConserved(t.db.kysely);
  });
});
