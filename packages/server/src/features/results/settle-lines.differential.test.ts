import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { lineCommission } from '@lotto/domain/commission';
import type { DrawResult } from '@lotto/domain/draw-result';
import { jackpotRuleOfPool } from '@lotto/domain/jackpots';
import { cents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import type { PatternCode } from '@lotto/domain/patterns';
import { settleLine } from '@lotto/domain/settlement';
import { isStrikeCandidate } from '@lotto/domain/strike-candidates';
import { settlementScenario } from '@lotto/domain/testing/settlement-arbitraries';
import type { BetLine } from '@lotto/domain/ticket';
import { computeRollups, type TreeNode } from '../../common/draw-rollup.js';
import { ratesOf } from '../../common/package.repository.js';
import { insertRawOrder } from '../../test-support/raw-rows.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { savePackage } from '../packages/package.admin.service.js';
import { candidatesOf, prepareStep, prepareWholeStep, type MatchedStep } from './settle-lines.js';
import { candidateFlagSql } from './step-read.repository.js';

/**
 * Decision 026, "prove it": settling only the lines that can strike (the rest summed in SQL) gives,
 * step by step and to the cent, what the whole read gave: the same strikes in the same order, the
 * same win and commission per owner, the same jackpot shares and feed, the same lines and the same
 * report rollups at every level of the tree (each upline at its own package). Random results of
 * every pool and random lines of every pattern and bet type (fast-check), voided tickets among
 * them, on both databases; the whole draw's credits are also checked against the domain's
 * settleLine and lineCommission (the independent reference), and the SQL filter against the
 * domain's isStrikeCandidate line by line.
 */
const actor = { id: null, name: 'test' };
const RUNS = Number(process.env.DIFF_RUNS ?? 12);
// house > ag1 (2730) > { pa1, pa2, sub (odd) > { pb1, pb2 } }; house > { pc1 (odd), pc2 }
const TREE: [string, 'agent' | 'player', string, string | undefined][] = [
  ['ag1', 'agent', 'house', '2730'],
  ['pa1', 'player', 'ag1', undefined],
  ['pa2', 'player', 'ag1', '2730'],
  ['sub', 'agent', 'ag1', 'odd'],
  ['pb1', 'player', 'sub', 'odd'],
  ['pb2', 'player', 'sub', '2730'],
  ['pc1', 'player', 'house', 'odd'],
  ['pc2', 'player', 'house', undefined],
];
const BETTORS = TREE.map(([name]) => name);

interface World {
  ids: Map<string, number>;
  tree: Map<number, TreeNode>;
  ratesOfPackage: (id: number | null) => PackageRates;
  ratesOfUser: (userId: number) => PackageRates;
}

async function world(t: TestHarness): Promise<World> {
  const users = await t.db.kysely
    .selectFrom('users')
    .select(['id', 'username', 'parent_id', 'package_id'])
    .execute();
  const packages = await t.db.kysely.selectFrom('packages').selectAll().execute();
  const rates = new Map(packages.map((row) => [Number(row.id), ratesOf(row)]));
  const ratesOfPackage = (id: number | null) => (id === null ? BASE_PACKAGE_RATES : rates.get(id)!);
  const tree = new Map<number, TreeNode>(
    users.map((row) => [
      Number(row.id),
      {
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        packageId: row.package_id === null ? null : Number(row.package_id),
      },
    ]),
  );
  return {
    ids: new Map(users.map((row) => [row.username, Number(row.id)])),
    tree,
    ratesOfPackage,
    ratesOfUser: (userId) => ratesOfPackage(tree.get(userId)!.packageId),
  };
}

interface PlacedLine extends BetLine {
  userId: number;
  active: boolean;
}

/** The lines, written straight into the tables, in tickets of one to three lines of one owner. */
async function place(t: TestHarness, result: DrawResult, lines: PlacedLine[]): Promise<void> {
  const db = t.db.kysely;
  for (let i = 0; i < lines.length;) {
    const first = lines[i]!;
    let end = i + 1;
    while (
      end < lines.length &&
      end - i < 3 &&
      lines[end]!.userId === first.userId &&
      lines[end]!.active === first.active
    )
      end += 1;
    const orderId = await insertRawOrder(db, first.userId);
    const ticket = await db
      .insertInto('tickets')
      .values({
        order_id: orderId,
        user_id: first.userId,
        placed_by: first.userId,
        pool: result.pool,
        draw_date: result.date,
        status: first.active ? 'active' : 'voided',
        requested_cents: 0,
        accepted_cents: 0,
        remark: '',
        phone: '',
        cart_json: null,
        created_at: 0,
        voided_at: first.active ? null : 0,
        voided_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ticket_lines')
      .values(
        lines.slice(i, end).map((line, n) => ({
          ticket_id: Number(ticket.id),
          line_no: n + 1,
          number: line.number,
          pattern: line.pattern,
          requested_json: JSON.stringify(line.amounts),
          accepted_json: JSON.stringify(line.amounts),
        })),
      )
      .execute();
    i = end;
  }
}

/** A step's figures in an order-free form where order is not part of the outcome. */
function normalised(step: MatchedStep) {
  const groups = new Map<string, number>();
  for (const group of step.groups) {
    const amounts = Object.entries(group.amounts).sort(([a], [b]) => a.localeCompare(b));
    const key = `${group.userId}|${group.multiplier}|${JSON.stringify(amounts)}`;
    groups.set(key, (groups.get(key) ?? 0) + group.count);
  }
  const wins = new Map<string, number>();
  for (const win of step.winGroups) {
    const key = `${win.userId}|${win.betType}|${win.tier}|${win.amount}|${win.divisor}`;
    wins.set(key, (wins.get(key) ?? 0) + win.count);
  }
  return {
    lines: step.lines,
    uptoUser: step.uptoUser,
    credits: [...step.credits].filter(([, c]) => c.win !== 0 || c.commission !== 0).sort(([a], [b]) => a - b),
    feed: step.feed,
    jackpotWinners: step.jackpotWinners,
    strikes: step.strikes,
    groups: [...groups].sort(),
    wins: [...wins].sort(),
  };
}

const sortedRollups = (step: MatchedStep[], w: World) =>
  [
    ...computeRollups(
      step.flatMap((s) => s.groups),
      step.flatMap((s) => s.winGroups),
      w.tree,
      w.ratesOfPackage,
    ),
  ].sort(([a], [b]) => a - b);

describe.each(TEST_DIALECTS)(
  'settling only the lines that can strike equals the whole read, on %s',
  (dialect) => {
    const t = useTestContext(dialect, {
      env: { APP_TYPE: 'gd' },
      setup: async (ctx) => {
        await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
        await savePackage(ctx, { name: '2730', scalePer10k: 10_920 }, actor);
        await savePackage(
          ctx,
          { name: 'odd', scalePer10k: 9_537, commission: { B: 27.5, '3A': 22.25, '2F': 16.33, '6D': 12.5 } },
          actor,
        );
        for (const [username, role, parent, packageName] of TREE) {
          await createUser(ctx, { username, password: 'secret-pass', role, parent, packageName, actor });
        }
      },
    });

    // Lines as players mix them (most NORMAL on any number: the lines the database sums), beside the
    // scenario's lines of every pattern and bet type on a small alphabet (most of which can strike).
    const plain = fc.record({
      number: fc.integer({ min: 0, max: 9_999 }).map((n) => String(n).padStart(4, '0')),
      pattern: fc.constantFrom<PatternCode>('NORMAL', 'NORMAL', 'NORMAL', 'NORMAL', 'BOX', 'IBOX', 'R'),
      amounts: fc.constantFrom<BetLine['amounts']>(
        { B: cents(100), S: cents(100) },
        { B: cents(200), '3A': cents(100), '3C': cents(100) },
        { '2A': cents(50), B: cents(30) },
        { S: cents(1) },
      ),
    });
    const scenario = fc.tuple(
      settlementScenario(40),
      fc.array(plain, { maxLength: 40 }),
      fc.array(fc.tuple(fc.nat({ max: BETTORS.length - 1 }), fc.nat({ max: 9 })), {
        minLength: 80,
        maxLength: 80,
      }),
    );

    it('step by step: strikes, credits, jackpot shares, feed, rollups; the draw against settleLine', async () => {
      const w = await world(t);
      let day = 0;
      let struck = 0;
      let summed = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async ([[drawn, scenarioLines], plainLines, owners]) => {
          const betLines = [...scenarioLines, ...plainLines];
          day += 1;
          const date = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const result: DrawResult = { ...drawn, date };
          // Owners in runs (a ticket is one owner's), one line in ten on a voided ticket.
          const lines: PlacedLine[] = betLines.map((line, i) => {
            const [owner, voidDigit] = owners[i]!;
            const ownerName = BETTORS[owner % BETTORS.length]!;
            return {
              ...line,
              userId: w.ids.get(ownerName)!,
              active: voidDigit !== 0,
            };
          });
          lines.sort((a, b) => a.userId - b.userId);
          await place(t, result, lines);
          const jackpot = jackpotRuleOfPool(result.pool);

          // The SQL filter answers as the domain's definition does, line by line.
          const candidates = candidatesOf(result, jackpot);
          const flags = await t.db.kysely
            .selectFrom('ticket_lines')
            .innerJoin('tickets', 'tickets.id', 'ticket_lines.ticket_id')
            .select(['ticket_lines.number', 'ticket_lines.pattern', 'ticket_lines.accepted_json'])
            .select(candidateFlagSql(candidates).as('flag'))
            .where('tickets.pool', '=', result.pool)
            .where('tickets.draw_date', '=', result.date)
            .execute();
          expect(flags).toHaveLength(lines.length);
          for (const row of flags) {
            const expected = isStrikeCandidate(candidates, {
              number: row.number,
              pattern: row.pattern as PatternCode,
              betTypes: Object.keys(JSON.parse(row.accepted_json) as object),
            });
            expect(Number(row.flag), `${row.number} ${row.pattern} ${row.accepted_json}`).toBe(
              expected ? 1 : 0,
            );
            if (!expected) summed += 1;
          }

          for (const tickets of [1, 3, 1_000]) {
            const whole: MatchedStep[] = [];
            const fresh: MatchedStep[] = [];
            for (let afterUser = 0; ;) {
              const range = { afterUser, tickets };
              const before = await prepareWholeStep(t.db.kysely, result, 1, 0, jackpot, range);
              const after = await prepareStep(t.db.kysely, result, 1, 0, jackpot, range);
              expect(normalised(after)).toEqual(normalised(before));
              whole.push(before);
              fresh.push(after);
              if (after.uptoUser === null) break;
              afterUser = after.uptoUser;
            }
            expect(sortedRollups(fresh, w)).toEqual(sortedRollups(whole, w));

            // The whole draw against the domain, line by line (the independent reference).
            const expected = new Map<number, { win: number; commission: number }>();
            for (const line of lines) {
              if (!line.active) continue;
              const rates = w.ratesOfUser(line.userId);
              const credit = expected.get(line.userId) ?? { win: 0, commission: 0 };
              credit.win += settleLine(result, line, rates).total;
              credit.commission += lineCommission(line, rates);
              expected.set(line.userId, credit);
            }
            const credited = new Map<number, { win: number; commission: number }>();
            for (const step of fresh) {
              for (const [userId, credit] of step.credits) {
                const sum = credited.get(userId) ?? { win: 0, commission: 0 };
                sum.win += credit.win;
                sum.commission += credit.commission;
                credited.set(userId, sum);
              }
            }
            expect([...credited].sort(([a], [b]) => a - b)).toEqual([...expected].sort(([a], [b]) => a - b));
            expect(fresh.reduce((n, step) => n + step.lines, 0)).toBe(lines.filter((l) => l.active).length);
            if (tickets === 1_000) struck += fresh.reduce((n, step) => n + step.strikes.length, 0);
          }
        }),
        { numRuns: RUNS },
      );
      // Both sides of the split must really occur, or the comparison proves little.
      expect(struck).toBeGreaterThan(RUNS);
      expect(summed).toBeGreaterThan(RUNS);
    });

    it('the flag equals isStrikeCandidate for every NORMAL number of 2 to 4 digits with each bet type alone', async () => {
      // Exhaustive where the rules decide (decision 026: the rule and its SQL shadow are one tested
      // definition): every tail of every length, on a pool without 2D and one with, the jackpot's
      // number among the candidates. The lines are a CTE named as the table the flag reads.
      let flagged = 0;
      for (const pool of ['mg', 'gd'] as const) {
        const result: DrawResult = {
          pool,
          date: '2027-06-02',
          first: '1234',
          second: '5678',
          third: '9034',
          starters: ['0001', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
          consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
        };
        const candidates = candidatesOf(result, jackpotRuleOfPool(pool));
        const { rows } = await sql<{ number: string; accepted_json: string }>`
          with recursive n (i) as (select 0 union all select i + 1 from n where i < 9999),
          d (len, top) as (values (2, 100), (3, 1000), (4, 10000)),
          b (bet_type) as (values ${sql.join(BET_TYPE_CODES.map((code) => sql`(${code})`))}),
          p (len, padded) as (select d.len, '000' || cast(n.i as text) from n join d on n.i < d.top),
          ticket_lines (number, pattern, accepted_json) as (
            select substr(p.padded, length(p.padded) - p.len + 1), 'NORMAL', '{"' || b.bet_type || '":100}'
            from p cross join b)
          select number, accepted_json from ticket_lines where ${candidateFlagSql(candidates)} = 1`.execute(
          t.db.kysely,
        );
        const expected: string[] = [];
        for (const length of [2, 3, 4]) {
          for (let n = 0; n < 10 ** length; n += 1) {
            const number = String(n).padStart(length, '0');
            for (const betType of BET_TYPE_CODES) {
              if (isStrikeCandidate(candidates, { number, pattern: 'NORMAL', betTypes: [betType] }))
                expected.push(`${number} {"${betType}":100}`);
            }
          }
        }
        const got = rows.map((row) => `${row.number} ${row.accepted_json}`);
        expect(got.sort()).toEqual(expected.sort());
        flagged += got.length;
      }
      // Both sides occur: some lines of every length are flagged, most are not.
      expect(flagged).toBeGreaterThan(1_000);
    });

    it('a condition the flag cannot decide (a NULL) lets the line through', async () => {
      // The columns are not null, so only a CTE named as the table can show it.
      const result: DrawResult = {
        pool: 'mg',
        date: '2027-06-03',
        first: '1234',
        second: '5678',
        third: '9034',
        starters: [],
        consolations: [],
      };
      const { rows } = await sql<{ flag: number | string }>`
        with ticket_lines (number, pattern, accepted_json) as (
          select cast(null as text), 'NORMAL', '{"B":100}'
          union all select '5699', cast(null as text), '{"B":100}'
          union all select '1234', 'NORMAL', cast(null as text)
          union all select '5699', 'NORMAL', '{"B":100}')
        select ${candidateFlagSql(candidatesOf(result, undefined))} as flag from ticket_lines`.execute(
        t.db.kysely,
      );
      expect(rows.map((row) => Number(row.flag))).toEqual([1, 1, 1, 0]);
    });

    it('the flag is 0 or 1 for every line, whatever its text (an exact split of a step)', async () => {
      const result: DrawResult = {
        pool: 'mg',
        date: '2027-06-01',
        first: '1234',
        second: '5678',
        third: '9034',
        starters: ['0001', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
        consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
      };
      const userId = (await world(t)).ids.get('pa1')!;
      const odd: PlacedLine[] = [
        { number: '', pattern: 'NORMAL', amounts: { B: cents(100) }, userId, active: true },
        { number: '34', pattern: 'NORMAL', amounts: {}, userId, active: true },
        { number: '1234', pattern: 'NORMAL', amounts: { b: cents(100) } as never, userId, active: true },
        { number: '0034', pattern: 'NORMAL', amounts: { '2A': cents(0) }, userId, active: true },
      ];
      await place(t, result, odd);
      const rows = await t.db.kysely
        .selectFrom('ticket_lines')
        .innerJoin('tickets', 'tickets.id', 'ticket_lines.ticket_id')
        .select(['ticket_lines.number'])
        .select(candidateFlagSql(candidatesOf(result, undefined)).as('flag'))
        .where('tickets.draw_date', '=', result.date)
        .orderBy('ticket_lines.id')
        .execute();
      // '' and an empty set cannot strike; a lower-case key is no bet type (SQLite's LIKE lets it
      // through, which costs time, not money); an amount of 0 is still a key (let through).
      expect(rows.map((row) => [row.number, Number(row.flag)])).toEqual([
        ['', 0],
        ['34', 0],
        ['1234', dialect === 'sqlite' ? 1 : 0],
        ['0034', 1],
      ]);
    });
  },
);
