import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { BetLine } from '@lotto/domain/ticket';
import {
  OracleBook,
  oracleLineCost,
  oracleProfitLoss,
  type OraclePackage,
  type OracleTicket,
} from '@lotto/domain/testing/money-oracle';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';
import { realDraws, resultOfRealDraw, type RealDraw } from '../../test-support/real-draws.js';
import type { PoolCode } from '@lotto/domain/pools';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { savePackage } from '../packages/package.admin.service.js';
import { cartItem, POOL_CODE, type CartItem } from '../../test-support/oracle-carts.js';

/**
 * Issue 22 "Prove it": random real draws, random carts of every bet type, pattern, group and
 * package, placed through the HTTP calls by players and agents (an agent also re-keys a
 * downline's order, and tickets are cancelled by their owner or an upline); each draw settled
 * through EnterResult, then corrected and entered again at random. After every result: the
 * conservation check; after each run every win, commission and jackpot credit per owner and draw,
 * every wallet and every P/L row equal the reference (packages/domain/src/testing/money-oracle.ts)
 * to the cent. Long mode: ORACLE_RUNS=200 ORACLE_SEED=<n> (docs/reliability.md).
 */
const RUNS = Number(process.env.ORACLE_RUNS ?? 6);
const SEED = Number(process.env.ORACLE_SEED ?? 2026_11_22);
const actor = { id: null, name: 'test' };
const PASSWORD = 'secret-pass';
const CREDIT = 1_000_000_00;
const WEEK_MS = 7 * 24 * 3600_000;
const AFTER_CUTOFF_MS = 8 * 3600_000;

/** The packages, as the oracle reads them: scale and commission overrides (bp). */
const PACKAGES: Record<string, OraclePackage> = {
  '2500': { scalePer10k: 10_000 },
  '2730': { scalePer10k: 10_920 },
  odd: { scalePer10k: 9_537, commissionBp: { B: 2750, '3A': 2225, '2F': 1633, '6D': 1250 } },
};
// house > ag1 (2730) > { pla (2500), sub (odd) > plb (2730) }; house > plc (odd)
const TREE: [string, 'admin' | 'agent' | 'player', string | undefined, string | undefined][] = [
  ['house', 'admin', undefined, undefined],
  ['ag1', 'agent', 'house', '2730'],
  ['pla', 'player', 'ag1', '2500'],
  ['sub', 'agent', 'ag1', 'odd'],
  ['plb', 'player', 'sub', '2730'],
  ['plc', 'player', 'house', 'odd'],
];
const BETTORS = TREE.filter(([, role]) => role !== 'admin').map(([name]) => name);
const PARENT = new Map(TREE.map(([name, , parent]) => [name, parent]));
const packageOf = (name: string) => PACKAGES[TREE.find(([n]) => n === name)?.[3] ?? '2500']!;
const uplines = (name: string): string[] => {
  const up = PARENT.get(name);
  return up ? [up, ...uplines(up)] : [];
};
const subtree = (name: string): string[] => [
  name,
  ...TREE.filter(([, , parent]) => parent === name).flatMap(([child]) => subtree(child)),
];

const DRAWS = realDraws();
const run = fc.record({
  draws: fc.array(fc.nat({ max: DRAWS.length - 1 }), { minLength: 9, maxLength: 9 }),
  items: fc.array(cartItem(BETTORS), { minLength: 4, maxLength: 12 }),
  correct: fc.option(fc.record({ pool: fc.nat({ max: 8 }), draw: fc.nat({ max: DRAWS.length - 1 }) })),
  again: fc.boolean(),
  // a correction of last week's draw: later draws keep their pots, the change goes to the open one
  earlier: fc.option(fc.record({ pool: fc.nat({ max: 8 }), draw: fc.nat({ max: DRAWS.length - 1 }) })),
});

describe.each(TEST_DIALECTS)('settlement against the reference, as a property, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { APP_TYPE: 'gd' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: PASSWORD, role: 'admin', actor });
      await savePackage(ctx, { name: '2730', scalePer10k: 10_920 }, actor);
      await savePackage(
        ctx,
        { name: 'odd', scalePer10k: 9_537, commission: { B: 27.5, '3A': 22.25, '2F': 16.33, '6D': 12.5 } },
        actor,
      );
      for (const [username, role, parent, packageName] of TREE.slice(1)) {
        await createUser(ctx, {
          username,
          password: PASSWORD,
          role,
          parent,
          packageName,
          credit: cents(CREDIT),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  const as = new Map<string, TestBrowser>();
  const book = new OracleBook(packageOf);
  const tickets: (OracleTicket & { id: number })[] = [];
  const results = new Map<string, DrawResult>();

  // Sessions end after hours without use: log in again whenever the clock moved.
  const logInAll = async () => {
    for (const [name] of TREE) {
      const browser = new TestBrowser(app);
      await browser.login(name, PASSWORD);
      as.set(name, browser);
    }
  };
  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  const resultOf = (pool: string, date: string, draw: RealDraw): DrawResult =>
    resultOfRealDraw(pool as PoolCode, date, draw);

  async function place(item: CartItem, date: string, drawsOf: (pool: string) => RealDraw) {
    const cart = item.cart(date.replaceAll('-', ''), drawsOf);
    const by = as.get(item.by)!;
    const answer = (
      item.reorderFor && tickets.some((x) => x.owner === item.reorderFor)
        ? await by.postJson('/Order/MakeOrderAdvanced', {
            str2: item.advanced(),
            remark: '',
            reorder_ticket_id: tickets.filter((x) => x.owner === item.reorderFor).at(-1)!.id,
          })
        : await by.postJson('/Order/MakeOrder', cart)
    ).json();
    expect(answer, JSON.stringify(cart)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    return (answer.data.ticketXId as (string | number)[]).map(Number);
  }

  async function readTickets(ids: number[]): Promise<(OracleTicket & { id: number })[]> {
    const rows = await t.db.kysely
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .select(['tickets.id', 'users.username', 'tickets.pool', 'tickets.draw_date', 'tickets.accepted_cents'])
      .where('tickets.id', 'in', ids)
      .execute();
    const lines = await t.db.kysely
      .selectFrom('ticket_lines')
      .select(['ticket_id', 'number', 'pattern', 'accepted_json'])
      .where('ticket_id', 'in', ids)
      .orderBy('line_no')
      .execute();
    return rows.map((row) => {
      const own: BetLine[] = lines
        .filter((l) => Number(l.ticket_id) === Number(row.id))
        .map((l) => ({ number: l.number, pattern: l.pattern, amounts: JSON.parse(l.accepted_json) }));
      // What the wallet paid is the reference's cost of the stored lines (§4).
      expect(Number(row.accepted_cents)).toBe(own.reduce((s, l) => s + oracleLineCost(l), 0));
      return { id: Number(row.id), owner: row.username, pool: row.pool, date: row.draw_date, lines: own };
    });
  }

  async function enter(result: DrawResult) {
    const answer = (await as.get('house')!.postJson('/Result/EnterResult', result)).json();
    expect(answer, `${JSON.stringify(result)}: ${answer.message}`).toMatchObject({ success: true });
    const totals = await checkMoneyConserved(t.db.kysely);
    expect(totals.deposits).toBe(CREDIT * BETTORS.length);
    return answer.data as { change: string; version: number };
  }

  async function checkDraw(pool: string, date: string): Promise<void> {
    const expected = book.draw(pool, date)!;
    const rows = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['users.username', 'ledger_entries.kind', 'ledger_entries.amount_cents'])
      .where('ref_type', '=', 'draw')
      .where('ref_id', 'like', `${pool}:${date}:%`)
      .execute();
    for (const name of BETTORS) {
      const net = (kind: string) =>
        rows
          .filter((r) => r.username === name && (r.kind === kind || r.kind === `${kind}_reversal`))
          .reduce((s, r) => s + Number(r.amount_cents), 0);
      const want = expected.byOwner.get(name) ?? { win: 0, commission: 0, jackpot: 0 };
      const where = `${name} on ${pool} ${date}`;
      expect(net('win'), `win of ${where}`).toBe(want.win);
      expect(net('commission'), `commission of ${where}`).toBe(want.commission);
      expect(net('jackpot'), `jackpot of ${where}`).toBe(want.jackpot);
    }
  }

  async function checkWalletsAndReports(date: string): Promise<void> {
    const active = await t.db.kysely
      .selectFrom('tickets')
      .select('id')
      .where('status', '=', 'active')
      .execute();
    const activeIds = new Set(active.map((r) => Number(r.id)));
    const live = tickets.filter((x) => activeIds.has(x.id));
    for (const name of BETTORS) {
      const staked = live
        .filter((x) => x.owner === name)
        .reduce((s, x) => s + x.lines.reduce((a, l) => a + oracleLineCost(l), 0), 0);
      const wallet = (await as.get(name)!.get('/Account/GetMyCredit')).json().data.creditLeft;
      expect(Math.round(wallet * 100), `${name}'s wallet`).toBe(CREDIT - staked + book.creditedTo(name));
    }
    const day = date.replaceAll('-', '');
    const ofDay = live.filter((x) => x.date === date);
    const pts = (c: number) => (c / 100).toFixed(2);
    for (const [name] of TREE) {
      const answer = (
        await as
          .get(name)!
          .postForm('/Report/GetProfitLoss', { date_from: day, date_to: day, report_type: 'all' })
      ).json();
      const row = (who: string, members: string[]) => {
        const f = oracleProfitLoss(
          ofDay.filter((x) => members.includes(x.owner)),
          results,
          packageOf(who),
        );
        return f.turnover === 0 && f.win === 0
          ? []
          : [[who, pts(f.turnover), pts(f.win), pts(f.commission), pts(f.total)].join('@')];
      };
      const children = TREE.filter(([, , parent]) => parent === name).map(([child]) => child);
      const rows = [...row(name, [name]), ...children.flatMap((child) => row(child, subtree(child)))];
      expect([...answer.data.detail_lst].sort(), `${name}'s P/L on ${date}`).toEqual(rows.sort());
      const ul = oracleProfitLoss(
        ofDay.filter((x) => subtree(name).includes(x.owner)),
        results,
        packageOf(name),
      );
      expect(Math.round(answer.data.ul_total * 100), `${name}'s UL total`).toBe(ul.total);
    }
  }

  it('pays every win, commission, jackpot share, wallet and P/L figure as the reference does', async () => {
    let week = 0;
    await fc.assert(
      fc.asyncProperty(run, async ({ draws, items, correct, again, earlier }) => {
        if (week > 0) t.clock.advance(WEEK_MS - AFTER_CUTOFF_MS);
        week += 1;
        await logInAll();
        const date = new Date(t.clock.now + 8 * 3600_000).toISOString().slice(0, 10);
        const drawOf = (pool: string) => DRAWS[draws[POOL_CODE.indexOf(pool)]!]!;
        const placed: number[] = [];
        for (const item of items) {
          const ids = await place(item, date, drawOf);
          placed.push(...ids);
          if (item.cancelBy !== undefined) {
            const owner = (await readTickets(ids))[0]!.owner;
            const canceller =
              [owner, ...uplines(owner)].filter((n) => n !== 'house')[item.cancelBy % 2] ?? owner;
            const answer = (await as.get(canceller)!.get(`/Order/CancelOrder?header_id=${ids[0]}`)).json();
            expect(answer).toMatchObject({ success: true });
          }
        }
        tickets.push(...(await readTickets(placed)));
        const active = new Set(
          (await t.db.kysely.selectFrom('tickets').select('id').where('status', '=', 'active').execute()).map(
            (r) => Number(r.id),
          ),
        );
        const live = () => tickets.filter((x) => active.has(x.id));
        t.clock.advance(AFTER_CUTOFF_MS);
        await logInAll();
        for (const pool of POOL_CODE) {
          const result = resultOf(pool, date, drawOf(pool));
          expect((await enter(result)).change).toBe('new');
          results.set(`${pool}:${date}`, result);
          book.settle(result, live(), true);
        }
        if (correct) {
          const pool = POOL_CODE[correct.pool]!;
          const result = resultOf(pool, date, DRAWS[correct.draw]!);
          const same = JSON.stringify(result) === JSON.stringify(results.get(`${pool}:${date}`));
          expect((await enter(result)).change).toBe(same ? 'unchanged' : 'corrected');
          results.set(`${pool}:${date}`, result);
          book.settle(result, live(), true);
        }
        if (again) {
          // Settling the same result again changes nothing.
          const pool = POOL_CODE[draws[0]! % POOL_CODE.length]!;
          expect((await enter(results.get(`${pool}:${date}`)!)).change).toBe('unchanged');
        }
        const lastWeek = new Date(Date.parse(date) - WEEK_MS).toISOString().slice(0, 10);
        if (earlier && results.has(`mg:${lastWeek}`)) {
          const pool = POOL_CODE[earlier.pool]!;
          const result = resultOf(pool, lastWeek, DRAWS[earlier.draw]!);
          const same = JSON.stringify(result) === JSON.stringify(results.get(`${pool}:${lastWeek}`));
          expect((await enter(result)).change).toBe(same ? 'unchanged' : 'corrected');
          results.set(`${pool}:${lastWeek}`, result);
          book.settle(result, live(), true);
          await checkDraw(pool, lastWeek);
          await checkWalletsAndReports(lastWeek);
        }
        for (const pool of POOL_CODE) await checkDraw(pool, date);
        if (process.env.ORACLE_DEBUG) {
          const f = POOL_CODE.map((pool) => book.draw(pool, date)!);
          console.log(
            date,
            placed.length,
            live().length,
            f.map((x) => `${x.wins}/${x.commission}/${x.jackpot}`).join(' '),
            correct,
            again,
            earlier,
            book.pot('dragon'),
          );
        }
        await checkWalletsAndReports(date);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);
});
