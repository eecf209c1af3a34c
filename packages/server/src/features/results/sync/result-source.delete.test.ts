import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { startFakePublisher, type FakePublisher } from '../../../test-support/fake-publisher.js';
import { TestBrowser } from '../../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';
import { runCli } from '../../../test-support/run-cli.js';
import { createUser } from '../../users/user.service.js';
import { addressRefusal } from './result-fetch.js';
import { pollDue } from './source-poll.service.js';

/**
 * Issue 43: a source is deleted with its provisional results and polls (audited; an official result
 * stays), and sources are fetched over https only, but for this machine, unless the operator
 * allows plain http for development and tests (RESULT_SOURCE_ALLOW_HTTP).
 */
const actor = { id: null, name: 'test' };
/** 19:01 in Kuala Lumpur on 2024-01-10: the first poll after the 19:00 draw. */
const FIRST_POLL = Date.parse('2024-01-10T11:01:00Z');
const source = (name: string, urlTemplate: string, kind = 'publisher') => ({
  name,
  urlTemplate,
  format: kind === 'publisher' ? 'damacai' : 'json',
  pools: ['kd'],
  kind,
  enabled: true,
});

describe('addressRefusal', () => {
  it.each([
    ['https://www.damacai.com.my/x.json', false, null],
    ['http://127.0.0.1:9999/dmc/1.json', false, null],
    ['http://localhost/x.json', false, null],
    ['http://[::1]:80/x.json', false, null],
    ['http://results.example/x.json', false, /^http to results\.example refused: https only/],
    ['http://results.example/x.json', true, null],
    ['ftp://results.example/x.json', true, /^ftp: refused/],
  ])('%s (allow http: %s)', (address, allowHttp, expected) => {
    const refusal = addressRefusal(address, allowHttp);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});

describe.each(TEST_DIALECTS)('deleting a result source, https only, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
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
  const rows = async (table: 'source_results' | 'source_polls' | 'result_sources' | 'draw_results') =>
    t.db.kysely.selectFrom(table).selectAll().execute();

  it('refuses plain http to another host, at the door; this machine and https are taken', async () => {
    const refused = (
      await house.postJson('/Admin/SaveResultSource', source('Plain', 'http://results.example/{date}.json'))
    ).json();
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(refused.message).toContain('urlTemplate: http to results.example refused: https only');
    for (const [name, url] of [
      ['Secure', 'https://results.example/{date}.json'],
      ['Local', `${publisher.base}/dmc/{yyyymmdd}.json`],
    ]) {
      expect(
        (await house.postJson('/Admin/SaveResultSource', source(name!, url!))).json(),
        name,
      ).toMatchObject({
        success: true,
      });
    }
    expect((await rows('result_sources')).map((row) => row.name)).toEqual(['Secure', 'Local']);
  });

  it('deletes a source with its provisional result and polls, audited; twice is NOT_FOUND', async () => {
    const sources = (await house.get('/Admin/GetResultSources')).json().data as {
      id: number;
      name: string;
    }[];
    const local = sources.find((row) => row.name === 'Local')!;
    const secure = sources.find((row) => row.name === 'Secure')!;
    // "Secure" cannot be reached from a test; only "Local" gives the draw, provisionally.
    await house.postJson('/Admin/SaveResultSource', {
      ...source('Secure', 'https://results.example/{date}.json'),
      id: secure.id,
      enabled: false,
    });
    t.clock.now = FIRST_POLL;
    await pollDue(t.ctx, 'instance-a');
    expect(await rows('source_results')).toHaveLength(1);
    expect((await rows('source_polls')).length).toBeGreaterThan(0);
    expect(await rows('draw_results')).toEqual([]);

    expect((await house.postJson('/Admin/DeleteResultSource', { id: local.id })).json()).toMatchObject({
      success: true,
    });
    expect(await rows('source_results')).toEqual([]);
    expect(await rows('source_polls')).toEqual([]);
    expect((await rows('result_sources')).map((row) => row.name)).toEqual(['Secure']);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'result-source.delete')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.before_json))).toMatchObject({ name: 'Local', kind: 'publisher' });
    const sync = (await house.get('/Admin/GetResultSync?date=20240110')).json().data;
    expect(sync.find((draw: { pool: string }) => draw.pool === 'kd')?.sources ?? []).toEqual([]);

    expect((await house.postJson('/Admin/DeleteResultSource', { id: local.id })).json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect((await house.postJson('/Admin/DeleteResultSource', { id: 'x' })).json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
    });
  });
  it('the CLI deletes a source, audited as the CLI; an unknown id is refused', async () => {
    const secure = (await rows('result_sources'))[0]!;
    expect((await runCli(t.ctx, ['results', 'sources', 'delete', 'x9'])).code).toBe(1);
    expect((await runCli(t.ctx, ['results', 'sources', 'delete', String(secure.id)])).out).toBe(
      `Deleted source ${secure.id} (Secure).`,
    );
    expect(await rows('result_sources')).toEqual([]);
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'actor_name'])
      .where('action', '=', 'result-source.delete')
      .execute();
    expect(audits).toContainEqual({ action: 'result-source.delete', actor_name: 'cli:test' });
  });
});

describe.each(TEST_DIALECTS)('RESULT_SOURCE_ALLOW_HTTP on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { RESULT_SOURCE_ALLOW_HTTP: 'true' },
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  afterAll(async () => app?.close());

  it('takes plain http to any host when the operator allowed it (development and tests)', async () => {
    app = await buildApp(t.ctx);
    const house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    expect(
      (
        await house.postJson('/Admin/SaveResultSource', source('Plain', 'http://results.example/{date}.json'))
      ).json(),
    ).toMatchObject({ success: true });
  });
});
