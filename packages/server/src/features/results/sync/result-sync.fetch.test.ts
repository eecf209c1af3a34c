import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { buildApp } from '../../../app.js';
import { startFakePublisher, type FakePublisher } from '../../../test-support/fake-publisher.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { runCli } from '../../../test-support/run-cli.js';
import {
  createTestDb,
  TEST_DIALECTS,
  TestClock,
  testContext,
  useTestContext,
  type TestDb,
} from '../../../test-support/test-db.js';
import { createUser } from '../../users/user.service.js';
import { saveSource } from './result-source.service.js';
import { RESULT_SYNC_LEASE, startResultSync } from './result-sync.job.js';
import { pollDue } from './source-poll.service.js';

/**
 * Issue 43: a source that times out, answers 500, redirects away, or serves a malformed, oversized
 * or empty file is recorded on the source and nothing is stored; after 3 hours the draw says the
 * sync gave up and the source is flagged; two instances on one database fetch a source once per poll.
 */
const ENV = {
  RESULT_SOURCE_TIMEOUT_MS: '4000',
  RESULT_SOURCE_MAX_BYTES: String(1024 * 1024),
};
/** 19:01 in Kuala Lumpur on `date`: the first poll after the 19:00 draw. */
const firstPollOf = (date: string) => Date.parse(`${date}T11:01:00Z`);
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('a failing source is recorded and stores nothing, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: ENV,
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let publisher: FakePublisher;
  let app: FastifyInstance;
  let house: TestBrowser;
  beforeAll(async () => {
    publisher = await startFakePublisher({ slowMs: 10_000, hugeBytes: 2 * 1024 * 1024 });
    app = await buildApp(t.ctx);
    house = new TestBrowser(app);
    await house.login('house', 'house-pass');
  });
  afterAll(async () => {
    await app?.close();
    await publisher?.close();
  });

  it('timeout, 500, redirect away, malformed, oversized, empty: each error named; nothing stored; gave up after 3 hours', async () => {
    const failing: [string, string, RegExp | string][] = [
      ['Slow', 'slow', /^timed out after 4000 ms/],
      ['Broken', 'fail', `HTTP 500 from ${publisher.base}/fail/20240110.json`],
      ['Away', 'away', 'redirect to 127.0.0.2 refused: not a host allowed for this format'],
      ['Cut', 'cut', new RegExp(`^${publisher.base}/cut/20240110\\.json:1: `)],
      ['Huge', 'huge', `larger than 1048576 bytes (${publisher.base}/huge/20240110.json)`],
      ['Empty', 'empty', `${publisher.base}/empty/20240110.json:1: empty file`],
    ];
    for (const [name, path] of failing) {
      const saved = await house.postJson('/Admin/SaveResultSource', {
        name,
        urlTemplate: `${publisher.base}/${path}/{yyyymmdd}.json`,
        format: 'damacai',
        pools: ['kd'],
        kind: 'publisher',
        enabled: true,
      });
      expect(saved.json()).toMatchObject({ success: true });
    }
    t.clock.now = firstPollOf('2024-01-10');
    const polls = await pollDue(t.ctx, 'instance-a');
    expect(polls).toHaveLength(failing.length);
    const sources = (await house.get('/Admin/GetResultSources')).json().data;
    for (const [name, , error] of failing) {
      const source = sources.find((candidate: { name: string }) => candidate.name === name);
      expect(source, name).toMatchObject({
        lastFetchAt: '10/01/2024 19:01:00',
        lastErrorAt: '10/01/2024 19:01:00',
        lastSuccessAt: null,
        failingDay: false,
      });
      if (typeof error === 'string') expect(source.lastError, name).toBe(error);
      else expect(source.lastError, name).toMatch(error);
    }
    expect(await t.db.kysely.selectFrom('source_results').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('draw_results').selectAll().execute()).toEqual([]);
    const state = async () =>
      (await house.get('/Admin/GetResultSync?date=20240110'))
        .json()
        .data.find((draw: { pool: string }) => draw.pool === 'kd')?.state;
    expect(await state()).toBe('polling');

    // Three hours of failures: the draw says the sync gave up, and every source is flagged.
    t.clock.advance(3 * 3600_000);
    expect(await pollDue(t.ctx, 'instance-a')).toEqual([]);
    expect(await state()).toBe('gave-up');
    const flagged = (await house.get('/Admin/GetResultSources')).json().data;
    expect(flagged.map((source: { failingDay: boolean }) => source.failingDay)).toEqual(
      failing.map(() => true),
    );
  });

  it('a source refused at the door: unknown placeholder, not http(s), unknown pool, a name taken', async () => {
    const base = {
      name: 'X',
      urlTemplate: 'https://x.example/{date}.json',
      format: 'json',
      pools: ['kd'],
      kind: 'aggregator',
      enabled: true,
    };
    const refused = async (body: object, message: string) => {
      const answer = (await house.postJson('/Admin/SaveResultSource', body)).json();
      expect(answer).toMatchObject({ success: false });
      expect(answer.message).toContain(message);
    };
    await refused({ ...base, urlTemplate: 'https://x.example/{day}.json' }, 'unknown placeholder {day}');
    await refused({ ...base, urlTemplate: 'ftp://x.example/{date}' }, 'expected an https:// address');
    await refused({ ...base, pools: ['zz'] }, 'expected pool codes');
    expect(
      (await house.postJson('/Admin/SaveResultSource', { ...base, name: 'Taken' })).json(),
    ).toMatchObject({
      success: true,
    });
    await refused({ ...base, name: 'Taken' }, 'a source named "Taken" exists');
    await refused({ ...base, urlTemplate: 'https://user:pw@x.example/{date}' }, 'no user name or password');
  });

  it('the CLI adds, lists and disables sources, audited', async () => {
    const added = await runCli(t.ctx, [
      'results',
      'sources',
      'add',
      '--name',
      'Magnum',
      '--url',
      'https://www.magnum4d.my/results/{yyyymmdd}.json',
      '--format',
      'magnum',
      '--pools',
      'mg',
      '--kind',
      'publisher',
    ]);
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(/^Added source \d+ \(Magnum\)\.$/) });
    const id = /source (\d+)/.exec(added.out)![1]!;
    expect((await runCli(t.ctx, ['results', 'sources', 'disable', id])).out).toBe(
      `Saved source ${id} (Magnum), disabled.`,
    );
    const list = await runCli(t.ctx, ['results', 'sources', 'list']);
    expect(list.out).toContain(`${id}  Magnum  publisher magnum mg  (disabled)`);
    expect(
      (
        await runCli(t.ctx, [
          'results',
          'sources',
          'add',
          '--name',
          'Bad',
          '--url',
          'https://x/{day}',
          '--format',
          'json',
          '--pools',
          'mg',
          '--kind',
          'publisher',
        ])
      ).code,
    ).toBe(1);
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('action', 'like', 'result-source.%')
      .execute();
    expect(audits).toContainEqual({ action: 'result-source.add', actor_name: 'cli:test' });
    expect(audits).toContainEqual({ action: 'result-source.change', actor_name: 'cli:test' });
  });
});

describe.each(TEST_DIALECTS)(
  'two instances on one %s database fetch each source once per poll',
  (dialect) => {
    const clock = new TestClock(firstPollOf('2024-01-13'));
    let testDb: TestDb;
    let secondDb: Db;
    let a: AppContext;
    let b: AppContext;
    let publisher: FakePublisher;
    beforeAll(async () => {
      testDb = await createTestDb(dialect);
      secondDb = openDatabase(testDb.url);
      a = testContext(testDb.db, clock, ENV);
      b = testContext(secondDb, clock, ENV);
      publisher = await startFakePublisher();
      for (const [name, path, kind] of [
        ['Da Ma Cai', 'dmc', 'publisher'],
        ['Copy', 'agg', 'aggregator'],
      ] as const) {
        await saveSource(
          a,
          {
            name,
            urlTemplate: `${publisher.base}/${path}/{${path === 'dmc' ? 'yyyymmdd' : 'date'}}.json`,
            format: path === 'dmc' ? 'damacai' : 'json',
            pools: ['kd'],
            kind,
            // Only the publisher polls at first: a provisional result keeps the polling going.
            enabled: kind === 'publisher',
          },
          actor,
        );
      }
    });
    afterAll(async () => {
      await publisher?.close();
      await secondDb?.destroy();
      await testDb?.cleanup();
    });
    const fetches = () => publisher.requests.get('/dmc/20240113.json') ?? 0;

    it('both polling at once, again and again: one fetch per 2-minute slot', async () => {
      // 19:01, 19:01:30 (same slot), 19:02:30 (next), 19:03:30 (same), 19:04:30 (next).
      const steps = [
        [0, 1],
        [30_000, 1],
        [60_000, 2],
        [60_000, 2],
        [60_000, 3],
      ] as const;
      let before = 0;
      for (const [advance, expected] of steps) {
        clock.advance(advance);
        const outcomes = await Promise.all([
          pollDue(a, 'instance-a'),
          pollDue(b, 'instance-b'),
          pollDue(a, 'instance-c'),
        ]);
        expect(fetches()).toBe(expected);
        // Exactly the instance that fetched reports it, without error.
        expect(outcomes.flat().map((outcome) => outcome.error)).toEqual(expected > before ? [null] : []);
        before = expected;
      }
    });

    it('the leased job on both instances: one holder, one fetch per slot', async () => {
      const errors: unknown[] = [];
      /** Waits for the jobs' fetch (a loaded machine may take a while), then a little more for any second one. */
      const settle = async (count = 0) => {
        const deadline = Date.now() + 20_000;
        while (fetches() < count && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 400));
      };
      const jobs = [
        startResultSync(a, (error) => errors.push(error), { everyMs: 20 }),
        startResultSync(b, (error) => errors.push(error), { everyMs: 20 }),
      ];
      try {
        // Whatever the current slot still owed is fetched first (this test may run alone).
        await settle();
        const before = fetches();
        clock.advance(2 * 60_000);
        await settle(before + 1);
        expect(fetches()).toBe(before + 1);
        clock.advance(2 * 60_000);
        await settle(before + 2);
        expect(fetches()).toBe(before + 2);
        const holders = await testDb.db.kysely
          .selectFrom('job_leases')
          .select('holder')
          .where('name', '=', RESULT_SYNC_LEASE)
          .execute();
        expect(holders).toHaveLength(1);
      } finally {
        await Promise.all(jobs.map((job) => job.stop()));
      }
      expect(errors).toEqual([]);
    });
  },
);
