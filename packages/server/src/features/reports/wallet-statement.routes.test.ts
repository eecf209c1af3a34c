import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cents } from '@lotto/domain/money';
import { buildApp } from '../../http/app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { adjustCredit } from '../wallet/wallet.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur (04:00 UTC).
const HOUR = 3600_000;

describe.each(TEST_DIALECTS)('wallet statement on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'payer',
        password: 'payer-pass',
        role: 'player',
        credit: 100_00 as Cents,
        actor,
      });
      await createUser(ctx, {
        username: 'other',
        password: 'other-pass',
        role: 'player',
        credit: 7_00 as Cents,
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let payer: TestBrowser;
  const statement = async (from: string, to: string) =>
    (
      await payer.get(
        `/Report/GetWalletStatement?fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`,
      )
    ).json();

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    // 23:59 in Kuala Lumpur on Sunday 22: still that day's statement.
    t.clock.advance(11 * HOUR + 59 * 60_000);
    await adjustCredit(t.ctx, { username: 'payer', amount: -25_50 as Cents, remark: 'late Sunday', actor });
    // 00:00 on Monday 23.
    t.clock.advance(60_000);
    await adjustCredit(t.ctx, { username: 'payer', amount: 10_00 as Cents, remark: 'Monday top-up', actor });
    payer = new TestBrowser(app);
    await payer.login('payer', 'payer-pass');
  });
  afterAll(async () => app?.close());

  it("lists the day's entries straight from the ledger, oldest first, with the spec fields", async () => {
    const answer = await statement('11/22/2026', '11/22/2026');
    expect(answer).toMatchObject({ success: true });
    expect(answer.data).toEqual([
      {
        id: expect.any(String),
        formattedDate: '22/11/2026 12:00:00',
        remark: expect.any(String),
        preBalance: 0,
        amount: 100,
        postBalance: 100,
        by: 'test',
      },
      {
        id: expect.any(String),
        formattedDate: '22/11/2026 23:59:00',
        remark: 'late Sunday',
        preBalance: 100,
        amount: -25.5,
        postBalance: 74.5,
        by: 'test',
      },
    ]);
  });

  it('cuts days at local midnight, and swaps a reversed range', async () => {
    const monday = await statement('11/23/2026', '11/23/2026');
    expect(monday.data.map((row: { remark: string }) => row.remark)).toEqual(['Monday top-up']);
    expect(monday.data[0].formattedDate).toBe('23/11/2026 00:00:00');
    const both = await statement('11/23/2026', '11/22/2026');
    expect(both.data).toHaveLength(3);
    expect((await statement('11/24/2026', '11/30/2026')).data).toEqual([]);
  });

  it("shows only the caller's own wallet", async () => {
    const other = new TestBrowser(app);
    await other.login('other', 'other-pass');
    const answer = (
      await other.get('/Report/GetWalletStatement?fromDate=11/01/2026&toDate=11/30/2026')
    ).json();
    expect(answer.data.map((row: { amount: number }) => row.amount)).toEqual([7]);
  });

  it.each([
    ['fromDate=2026-11-22&toDate=11/22/2026', /fromDate: expected MM\/DD\/yyyy, got "2026-11-22"/],
    ['fromDate=02/30/2026&toDate=11/22/2026', /fromDate: expected MM\/DD\/yyyy/],
    ['fromDate=11/22/2026', /toDate/],
    ['fromDate=01/01/2025&toDate=11/22/2026', /at most 366 days/],
  ])('refuses %s', async (query, message) => {
    const answer = await payer.get(`/Report/GetWalletStatement?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('needs a login', async () => {
    const anonymous = new TestBrowser(app);
    expect(
      (await anonymous.get('/Report/GetWalletStatement?fromDate=11/22/2026&toDate=11/22/2026')).statusCode,
    ).toBe(401);
  });
});
