import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { applyLedgerEntry, getBalance } from '../../common/ledger.repository.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today until 19:00.
const TODAY = '20261122';
const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const magnum = (first: string) => ({
  pool: 'mg',
  date: TODAY,
  first,
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});
const jsonFile = (...results: unknown[]) =>
  `{\n"results": [\n${results.map((result) => JSON.stringify(result)).join(',\n')}\n]\n}\n`;

describe.each(TEST_DIALECTS)('back-office results API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(1_000_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;
  let agent: TestBrowser;
  let punter: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
  });
  afterAll(async () => app?.close());

  const count = async (table: 'draw_results' | 'settlements' | 'strikes' | 'ledger_entries' | 'audit_log') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    results: await count('draw_results'),
    settlements: await count('settlements'),
    strikes: await count('strikes'),
    ledger: await count('ledger_entries'),
    audit: await count('audit_log'),
    balance: await getBalance(t.db.kysely, 3),
    version: (
      await t.db.kysely
        .selectFrom('draw_results')
        .select('version')
        .where('pool', '=', 'mg')
        .executeTakeFirst()
    )?.version,
  });

  it('is for the house only: a player or an agent gets 403 on every call', async () => {
    for (const browser of [punter, agent]) {
      const responses = await Promise.all([
        browser.postJson('/Admin/PreviewResult', magnum('1234')),
        browser.postJson('/Admin/EnterResult', magnum('1234')),
        browser.postJson('/Admin/ImportResults', { format: 'json', fileName: 'a.json', text: '{}' }),
        browser.get(`/Admin/GetSettlements?from=${TODAY}&to=${TODAY}`),
      ]);
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await count('draw_results')).toBe(0);
  });

  it('refuses a preview while the draw takes bets, and bad numbers naming the field', async () => {
    const bet = await punter.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: TODAY }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '2' }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    });
    expect(bet.json()).toMatchObject({ success: true });
    expect((await admin.postJson('/Admin/PreviewResult', magnum('1234'))).json()).toMatchObject({
      success: false,
      code: 'DRAW_NOT_CLOSED',
    });
    await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' });
    const bad = await admin.postJson('/Admin/PreviewResult', {
      ...magnum('12a4'),
      starters: STARTERS.slice(1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/first: expected 4 digits, got '12a4'/);
    expect(bad.json().message).toMatch(/starters/);
  });

  it('previews a new result without storing anything, then the result is entered as previewed', async () => {
    const before = await snapshot();
    const preview = await admin.postJson('/Admin/PreviewResult', magnum('1234'));
    // Big 2.00 on the 1st prize pays 2 x 2500; commission 25% of 2.00.
    expect(preview.json()).toEqual({
      success: true,
      message: '',
      data: {
        // The numbers being confirmed, repeated (issue 36.1).
        result: {
          brand: 'mg',
          poolName: 'Magnum 4D',
          drawDate: TODAY,
          topPrize: ['1234', '5678', '9012'],
          specialPrize: STARTERS,
          consolationPrize: CONSOLATIONS,
        },
        change: 'new',
        version: 1,
        lines: 1,
        winTotal: 5000,
        commissionTotal: 0.5,
        winningLines: 1,
        winners: [{ username: 'punter', win: 5000, commission: 0.5, currentWin: null }],
        current: null,
        difference: null,
        flaggedClaims: [],
      },
    });
    expect(await snapshot()).toEqual(before);

    // No lock or data left behind: the real write path works at once, and agrees.
    const entered = await admin.postJson('/Admin/EnterResult', magnum('1234'));
    expect(entered.json()).toMatchObject({
      success: true,
      data: { change: 'new', version: 1, lines: 1, winTotal: 5000, commissionTotal: 0.5 },
    });
    expect(await getBalance(t.db.kysely, 3)).toBe(cents(before.balance! + 5000_00 + 50));
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'result.enter')
      .executeTakeFirstOrThrow();
    expect(audit.actor_name).toBe('house');
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      pool: 'mg',
      date: '2026-11-22',
      first: '1234',
      version: 1,
    });
  });

  it('previews a correction with the difference from the current settlement, storing nothing', async () => {
    const before = await snapshot();
    const preview = (await admin.postJson('/Admin/PreviewResult', magnum('4321'))).json();
    expect(preview.data).toEqual({
      result: expect.objectContaining({ topPrize: ['4321', '5678', '9012'] }),
      change: 'corrected',
      version: 2,
      lines: 1,
      winTotal: 0,
      commissionTotal: 0.5,
      winningLines: 0,
      winners: [],
      current: { version: 1, lines: 1, winTotal: 5000, commissionTotal: 0.5 },
      difference: { lines: 0, winTotal: -5000, commissionTotal: 0 },
      flaggedClaims: [],
    });
    const same = (await admin.postJson('/Admin/PreviewResult', magnum('1234'))).json();
    expect(same.data).toMatchObject({ change: 'unchanged', version: 1, winTotal: 5000 });
    expect(await snapshot()).toEqual(before);

    const corrected = await admin.postJson('/Admin/EnterResult', magnum('4321'));
    expect(corrected.json()).toMatchObject({
      success: true,
      data: { change: 'corrected', version: 2, winTotal: 0 },
    });
    const back = (await admin.postJson('/Admin/PreviewResult', magnum('1234'))).json();
    expect(back.data).toMatchObject({
      change: 'corrected',
      version: 3,
      winners: [{ username: 'punter', win: 5000, commission: 0.5, currentWin: 0 }],
      difference: { winTotal: 5000 },
    });
  });

  it('answers the settlement status per draw, awaiting results included', async () => {
    const response = (await admin.get('/Admin/GetSettlements?from=20261121&to=20261130')).json();
    expect(response.success).toBe(true);
    const mg = response.data.filter((row: { pool: string }) => row.pool === 'mg');
    expect(mg).toEqual([
      {
        pool: 'mg',
        poolName: 'Magnum 4D',
        drawDate: TODAY,
        state: 'settled',
        resultVersion: 2,
        settledAt: expect.stringMatching(/^22\/11\/2026 \d\d:\d\d:\d\d$/),
        lines: 1,
        totalLines: 1,
        win: 0,
        commission: 0.5,
      },
      {
        pool: 'mg',
        poolName: 'Magnum 4D',
        drawDate: '20261121',
        state: 'awaiting result',
        resultVersion: null,
        settledAt: null,
        lines: 0,
        totalLines: null,
        win: 0,
        commission: 0,
      },
    ]);
    // Other pools still take bets today.
    expect(response.data.find((row: { pool: string }) => row.pool === 'kd')).toMatchObject({
      drawDate: TODAY,
      state: 'open',
    });
    const bad = await admin.get('/Admin/GetSettlements?from=2026-11-21&to=20261122');
    expect(bad.json().message).toMatch(/from: expected YYYYMMDD/);
    const long = await admin.get('/Admin/GetSettlements?from=20250101&to=20261122');
    expect(long.json().message).toMatch(/from\.\.to: at most 93 days/);
  });

  it('imports a file, and refuses one with problems (file:line) storing nothing', async () => {
    const saturday = { ...magnum('7777'), pool: 'kd', date: '2026-11-21' };
    const broken = { ...saturday, pool: 'tt', second: '12x4' };
    const before = await snapshot();
    const refused = await admin.postJson('/Admin/ImportResults', {
      format: 'json',
      fileName: 'week.json',
      text: jsonFile(saturday, broken),
    });
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { problems: [{ file: 'week.json', line: 4, message: expect.stringMatching(/second/) }] },
    });
    expect(await snapshot()).toEqual(before);

    const missing = await admin.postJson('/Admin/ImportResults', { format: 'csv', text: 'x' });
    expect(missing.json().message).toMatch(/format: expected one of sportstoto, singapore, damacai, json/);
    expect(missing.json().message).toMatch(/fileName/);

    const imported = await admin.postJson('/Admin/ImportResults', {
      format: 'json',
      fileName: 'week.json',
      text: jsonFile(saturday),
    });
    expect(imported.json()).toMatchObject({
      success: true,
      data: { draws: 1, new: 1, corrected: 0, unchanged: 0, winTotal: 0, commissionTotal: 0 },
    });
    const status = (await admin.get('/Admin/GetSettlements?from=20261121&to=20261121')).json().data;
    expect(status.find((row: { pool: string }) => row.pool === 'kd')).toMatchObject({
      state: 'settled',
      resultVersion: 1,
    });
  });
  it('imports a draw that still takes bets only once an operator closed it, like entering it by hand', async () => {
    const today = { ...magnum('4321'), pool: 'kd' };
    const file = jsonFile({ ...today, date: '2026-11-22' });
    const before = await snapshot();
    const early = await admin.postJson('/Admin/ImportResults', {
      format: 'json',
      fileName: 'today.json',
      text: file,
    });
    const refusal =
      /Da Ma Cai 1\+3D 22\/11\/2026 still takes bets; enter its result after the cut-off \(19:00\) or close the draw first/;
    expect(early.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { problems: [{ file: 'today.json', line: 3, message: expect.stringMatching(refusal) }] },
    });
    const entered = await admin.postJson('/Admin/EnterResult', today);
    expect(entered.json()).toMatchObject({
      success: false,
      code: 'DRAW_NOT_CLOSED',
      message: expect.stringMatching(refusal),
    });
    expect(await snapshot()).toEqual(before);

    expect((await admin.postJson('/Result/CloseDraw', { pool: 'kd', date: TODAY })).json()).toMatchObject({
      success: true,
    });
    const imported = await admin.postJson('/Admin/ImportResults', {
      format: 'json',
      fileName: 'today.json',
      text: file,
    });
    expect(imported.json()).toMatchObject({ success: true, data: { draws: 1, new: 1 } });
  });
  it('a preview refused inside its transaction (a correction nobody can pay back) leaves no lock and no data', async () => {
    // Version 3 pays punter 5,000.00, which it then spends: a correction taking it back is impossible.
    const paid = await admin.postJson('/Admin/EnterResult', magnum('1234'));
    expect(paid.json()).toMatchObject({ success: true, data: { change: 'corrected', version: 3 } });
    const balance = (await getBalance(t.db.kysely, 3))!;
    await t.db.kysely.transaction().execute((trx) =>
      applyLedgerEntry(trx, {
        userId: 3,
        amount: cents(-balance),
        kind: 'credit_deduct',
        remark: 'spent',
        refType: 'test',
        refId: 'spent',
        actor,
        now: t.clock.now,
      }),
    );
    const before = await snapshot();
    const refused = await admin.postJson('/Admin/PreviewResult', magnum('4321'));
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_CREDIT',
      message: expect.stringMatching(/punter/),
    });
    expect(await snapshot()).toEqual(before);
    // The write path still works at once (on SQLite: another connection, the write thread).
    const closed = await admin.postJson('/Admin/AddDrawDate', { pool: 'sg', date: TODAY, kind: 'closed' });
    expect(closed.json()).toMatchObject({ success: true, data: { changed: true } });
    const entered = await admin.postJson('/Admin/EnterResult', { ...magnum('1111'), pool: 'sg' });
    expect(entered.json()).toMatchObject({ success: true, data: { change: 'new', lines: 0 } });
  });

  it('lists a special draw settled before its day (issue 22.5)', async () => {
    // Tuesday 24 is no Magnum draw day: a special draw, closed early and settled today.
    for (const kind of ['special', 'closed']) {
      const added = await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: '20261124', kind });
      expect(added.json()).toMatchObject({ success: true });
    }
    const entered = await admin.postJson('/Admin/EnterResult', { ...magnum('2468'), date: '20261124' });
    expect(entered.json()).toMatchObject({ success: true, data: { change: 'new' } });
    const rows = (await admin.get('/Admin/GetSettlements?from=20261121&to=20261130')).json().data;
    expect(rows.filter((row: { pool: string }) => row.pool === 'mg')).toEqual([
      expect.objectContaining({ drawDate: '20261124', state: 'settled', resultVersion: 1 }),
      expect.objectContaining({ drawDate: TODAY }),
      expect.objectContaining({ drawDate: '20261121' }),
    ]);
    // Scheduled draws after today are still not listed: Magnum's Wednesday 25 is not there.
    expect(rows.some((row: { drawDate: string }) => row.drawDate > '20261124')).toBe(false);
  });
});
