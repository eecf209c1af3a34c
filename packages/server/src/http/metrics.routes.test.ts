import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { demoResult } from '../demo/demo-draws.js';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, testContext, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

const actor = { id: null, name: 'test' };

/** The value of one series in Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(TEST_DIALECTS)('GET /metrics on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'buyer',
        password: 'buyer-pass',
        role: 'player',
        parent: 'house',
        credit: cents(100_000),
        actor,
      });
    },
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const scrape = async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers Prometheus text without X-Requested-With, with process and pool metrics', async () => {
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE lotto_http_request_duration_seconds histogram');
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    if (dialect === 'postgres') {
      expect(response.body).toMatch(/^lotto_db_pool_connections \d+$/m);
      expect(response.body).toMatch(/^lotto_db_pool_waiting_requests 0$/m);
    } else {
      expect(response.body).toMatch(/^lotto_sqlite_write_queue_depth 0$/m);
    }
  });

  it('counts a placed order by receipt status, its lines, and labels routes by pattern', async () => {
    const browser = new TestBrowser(app);
    expect((await browser.login('buyer', 'buyer-pass')).json()).toMatchObject({ success: true });
    const before = await scrape();
    const order = await browser.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1234#1#1\n5678#1',
    });
    expect(order.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const ticketId = (order.json() as { data: { ticketXId: string[] } }).data.ticketXId[0]!;
    await browser.get(`/Order/GetTicketDetails?betId=${ticketId}`);
    await browser.get('/Order/GetTicketDetails?betId=999999');
    await app.inject({ url: '/no/such/page?x=1' });
    const after = await scrape();

    expect(sample(after, 'lotto_orders_total{status="COMPLETE"}')).toBe(
      sample(before, 'lotto_orders_total{status="COMPLETE"}') + 1,
    );
    expect(sample(after, 'lotto_order_lines_total{status="COMPLETE"}')).toBe(
      sample(before, 'lotto_order_lines_total{status="COMPLETE"}') + 2,
    );
    // On PostgreSQL the order went as a batch of one (decision 017); SQLite has no batches.
    const batches = (text: string) => sample(text, 'lotto_order_batches_total{outcome="committed"}');
    expect(batches(after)).toBe(batches(before) + (dialect === 'postgres' ? 1 : 0));
    expect(sample(after, 'lotto_order_batch_size_sum')).toBe(
      sample(before, 'lotto_order_batch_size_sum') + (dialect === 'postgres' ? 1 : 0),
    );
    const series = (route: string, method: string, statusClass: string) =>
      `lotto_http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`;
    expect(sample(after, series('/Order/MakeOrderAdvanced', 'POST', '2xx'))).toBe(1);
    // Two ticket ids, one series: the pattern, never the raw URL or its query.
    const details = ['2xx', '4xx'].map((statusClass) =>
      sample(after, series('/Order/GetTicketDetails', 'GET', statusClass)),
    );
    expect(details[0]! + details[1]!).toBe(2);
    expect(sample(after, series('unmatched', 'GET', '4xx'))).toBe(1);
    expect(after).not.toContain('betId=');
    expect(after).not.toContain('/no/such/page');
  });

  it('counts a settlement run and its duration', async () => {
    const house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    const before = await scrape();
    // Saturday's Magnum draw closed yesterday: entered once it settles, entered again it is unchanged.
    const result = demoResult('mg', '2026-11-21');
    expect((await house.postJson('/Admin/EnterResult', result)).json()).toMatchObject({ success: true });
    expect((await house.postJson('/Admin/EnterResult', result)).json()).toMatchObject({
      success: true,
      data: { change: 'unchanged' },
    });
    const after = await scrape();
    for (const outcome of ['settled', 'unchanged']) {
      const runs = `lotto_settlement_runs_total{outcome="${outcome}"}`;
      const timings = `lotto_settlement_duration_seconds_count{outcome="${outcome}"}`;
      expect(sample(after, runs)).toBe(sample(before, runs) + 1);
      expect(sample(after, timings)).toBe(sample(before, timings) + 1);
    }
  });

  it('wants the bearer token when METRICS_TOKEN is set, one registry per app', async () => {
    const token = 'scrape-token-0123456789';
    const guarded = await buildApp(testContext(t.db, t.clock, { METRICS_TOKEN: token }));
    try {
      const refused = await guarded.inject({ url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(
        (await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
      ).toBe(401);
      const allowed = await guarded.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(allowed.statusCode).toBe(200);
      // A registry of its own: the first app's order is not in this one.
      expect(sample(allowed.body, 'lotto_orders_total{status="COMPLETE"}')).toBe(0);
    } finally {
      await guarded.close();
    }
  });

  it('without METRICS_TOKEN answers internal callers only (issue #20 item 13)', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: '/metrics', remoteAddress, headers });
    expect((await from('203.0.113.5')).statusCode).toBe(403);
    expect((await from('2001:db8::5')).statusCode).toBe(403);
    // relayed by a proxy on this machine: refused, whoever the client is
    expect((await from('127.0.0.1', { 'x-forwarded-for': '10.0.0.9' })).statusCode).toBe(403);
    expect((await from('127.0.0.1', { forwarded: 'for=10.0.0.9' })).statusCode).toBe(403);
    for (const internal of ['127.0.0.1', '10.1.2.3', '192.168.1.20', '::1', '::ffff:10.0.0.7']) {
      expect((await from(internal)).statusCode, internal).toBe(200);
    }
  });
});
