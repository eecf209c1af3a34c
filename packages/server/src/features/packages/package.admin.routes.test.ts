import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
const users: [string, 'admin' | 'agent' | 'player', string | undefined][] = [
  ['house', 'admin', undefined],
  ['agent', 'agent', 'house'],
  ['mine', 'player', 'agent'],
  ['other', 'agent', 'house'],
  ['theirs', 'player', 'other'],
];

describe.each(TEST_DIALECTS)('back-office packages on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      for (const [username, role, parent] of users) {
        await createUser(ctx, { username, password: `${username}-pass`, role, parent, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers: Record<string, TestBrowser> = {};
  const packageRows = async () =>
    (await t.db.kysely.selectFrom('packages').select(['name', 'rates_json']).orderBy('name').execute()).map(
      (row) => `${row.name}:${row.rates_json.length}`,
    );
  const audits = async (action: string) =>
    t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const [username] of users) {
      browsers[username] = new TestBrowser(app);
      await browsers[username].login(username, `${username}-pass`);
    }
  });
  afterAll(async () => app?.close());

  it('lists packages with scale and users; an agent counts its own downline only', async () => {
    const house = (await browsers.house!.get('/Admin/GetPackages')).json();
    expect(house).toMatchObject({ success: true });
    expect(house.data).toEqual([
      { id: expect.any(Number), name: '2500', scale: 1, scalePer10k: 10000, users: 5 },
    ]);
    const agent = (await browsers.agent!.get('/Admin/GetPackages')).json();
    expect(agent.data[0]).toMatchObject({ name: '2500', users: 1 });
  });

  it('answers one package in full: per game length, commission % and payouts in points', async () => {
    const answer = (await browsers.agent!.get('/Admin/GetPackage?name=2500')).json();
    expect(answer.data).toMatchObject({ name: '2500', scale: 1 });
    expect(answer.data.games['4d'][0]).toEqual({
      betType: 'B',
      commission: 25,
      payouts: [
        { tier: '1st', priceName: '1st Prize', amount: 2500 },
        { tier: '2nd', priceName: '2nd Prize', amount: 1000 },
        { tier: '3rd', priceName: '3rd Prize', amount: 500 },
        { tier: 'starter', priceName: 'Starter', amount: 180 },
        { tier: 'consolation', priceName: 'Consolation', amount: 60 },
      ],
    });
    expect(Object.keys(answer.data.games)).toEqual(['2d', '3d', '4d', '5d', '6d']);
    const missing = await browsers.house!.get('/Admin/GetPackage?name=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No package named nope' });
  });

  it('creates a package from the base table scaled, with commission overrides, audited', async () => {
    const answer = await browsers.house!.postJson('/Admin/SavePackage', {
      name: 'p105',
      scale: 1.05,
      commission: { B: 30, '2A': 12.5 },
    });
    expect(answer.json()).toMatchObject({ success: true, message: 'Package created' });
    const saved = answer.json().data;
    expect(saved).toMatchObject({ name: 'p105', scale: 1.05, scalePer10k: 10500, users: 0 });
    expect(saved.games['4d'][0].payouts[0]).toMatchObject({ tier: '1st', amount: 2625 });
    expect(saved.games['4d'][0].commission).toBe(30);
    expect(saved.games['4d'][1].commission).toBe(25);
    expect(saved.games['2d'][0]).toMatchObject({ commission: 12.5, payouts: [{ amount: 73.5 }] });
    const perTenK = await browsers.house!.postJson('/Admin/SavePackage', {
      name: '2730',
      scalePer10k: 10920,
    });
    expect(perTenK.json().data.games['6d'][0].payouts[0].amount).toBe(109200);
    const [audit] = await audits('package.create');
    expect(audit).toMatchObject({ actor_name: 'house', target_user_id: null, before_json: null });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name: 'p105', scalePer10k: 10500 });
  });

  it("edits an existing package's payouts and commission, keeping the rest, audited before/after", async () => {
    const answer = await browsers.house!.postJson('/Admin/SavePackage', {
      name: 'p105',
      rates: {
        '4d': { B: { commission: 22, payouts: { '1st': 2700, consolation: 0 } } },
        '5d': { '5D': { payouts: { '6th': 6.5 } } },
      },
    });
    expect(answer.json()).toMatchObject({ success: true, message: 'Package saved' });
    const b = answer.json().data.games['4d'][0];
    expect(b.commission).toBe(22);
    expect(b.payouts.map((p: { amount: number }) => p.amount)).toEqual([2700, 1050, 525, 189, 0]);
    expect(answer.json().data.games['5d'][0].payouts[5]).toMatchObject({ tier: '6th', amount: 6.5 });
    const edit = (await audits('package.edit')).at(-1)!;
    expect(JSON.parse(edit.before_json!).rates['4d'][0].payout['1st']).toBe(262_500);
    expect(JSON.parse(edit.after_json!).rates['4d'][0].payout['1st']).toBe(270_000);
  });

  it.each([
    [{ name: 'x1' }, /scale: required to create a package/],
    [{ name: 'x1', scale: 1.05, scalePer10k: 10500 }, /scale: give scale or scalePer10k, not both/],
    [{ name: 'x1', scale: 1.00001 }, /scale: at most four decimals/],
    [{ name: 'x1', scale: -1 }, /scale:/],
    [{ name: 'x1', scalePer10k: 1.5 }, /scalePer10k:/],
    [{ name: '', scale: 1 }, /name:/],
    [{ name: 'p105', scale: 1.1 }, /name: a package named p105 already exists/],
    [{ name: 'x1', rates: { '4d': { B: { commission: 1 } } } }, /rates: no package named x1/],
    [{ name: 'x1', scale: 1, commission: { ZZ: 10 } }, /commission.ZZ: no such bet type/],
    [{ name: 'x1', scale: 1, commission: { B: 101 } }, /commission.B: must be 0 to 100/],
    [{ name: 'x1', scale: 1, commission: { B: 10.005 } }, /commission.B: at most two decimals/],
    [{ name: 'p105', rates: { '3d': { B: { commission: 1 } } } }, /rates.3d.B: no such bet type in 3d/],
    [
      { name: 'p105', rates: { '4d': { '4A': { payouts: { '2nd': 5 } } } } },
      /rates.4d.4A.payouts.2nd: 4A pays no such prize/,
    ],
    [
      { name: 'p105', rates: { '4d': { B: { payouts: { '1st': -1 } } } } },
      /rates.4d.B.payouts.1st: must not be negative/,
    ],
    [
      { name: 'p105', rates: { '4d': { B: { payouts: { '1st': 1.001 } } } } },
      /rates.4d.B.payouts.1st: expected a number with at most two decimals/,
    ],
    [{ name: 'p105', rates: { '7d': {} } }, /rates: Unrecognized key: "7d"/],
    [
      { name: 'p105', rates: { '4d': { B: { payouts: { '1st': 1 } } } }, commission: { S: -2 } },
      /commission.S: must be 0 to 100/,
    ],
  ])('refuses %j, naming the field, and changes nothing', async (body, message) => {
    const before = await packageRows();
    const answer = await browsers.house!.postJson('/Admin/SavePackage', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(await packageRows()).toEqual(before);
  });

  it('lets only the house save; players may not read; a login is needed', async () => {
    const before = await packageRows();
    for (const who of ['agent', 'mine']) {
      const answer = await browsers[who]!.postJson('/Admin/SavePackage', { name: 'sneaky', scale: 2 });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await packageRows()).toEqual(before);
    expect((await browsers.mine!.get('/Admin/GetPackages')).statusCode).toBe(403);
    expect((await browsers.theirs!.get('/Admin/GetPackage?name=2500')).statusCode).toBe(403);
    expect((await new TestBrowser(app).get('/Admin/GetPackages')).statusCode).toBe(401);
  });
});
