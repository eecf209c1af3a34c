import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetTypeCode } from '../bet-types.js';
import type { DrawResult } from '../draw-result.js';
import type { Cents } from '../money.js';
import { BASE_PACKAGE_RATES, scalePackage } from '../package-rates.js';
import { allocateLines, lineStakes } from '../sell-limits.js';
import { lineMatcher } from '../settlement-matcher.js';
import type { BetLine } from '../ticket.js';
import { oracleProfitLoss, type OraclePackage, type OracleTicket } from '../testing/money-oracle.js';
import { positionScenario, type PositionScenario } from '../testing/position-arbitraries.js';
import { OraclePositionBook, type OracleKept, type OracleMember } from '../testing/position-oracle.js';
import { allocateTakes, type LineTakes } from './allocation.js';
import type { PositionLevel } from './types.js';
import { valueLine } from './valuation.js';

/**
 * Position taking against the brute-force oracle (testing/position-oracle.ts, read from the rules,
 * sharing no code with position/*): random agent trees (depth 1 to 5), takes, caps, two packages,
 * NORMAL/BOX/IBOX/R lines, sell-limit cuts, several orders sharing caps, cancels; each settled
 * on a result that hits and one that does not.
 */
const RATES = [BASE_PACKAGE_RATES, scalePackage(BASE_PACKAGE_RATES, 10_920)] as const;
const ORACLE_PACKAGES: readonly OraclePackage[] = [{ scalePer10k: 10_000 }, { scalePer10k: 10_920 }];

const agentId = (index: number) => 100 + index;
const playerId = (index: number) => 200 + index;

interface PlacedLine {
  ownerId: number;
  line: BetLine;
  path: PositionLevel[];
  taken: LineTakes;
  cancelled: boolean;
}

interface Run {
  placed: PlacedLine[];
  members: Map<string, OracleMember>;
  book: OraclePositionBook;
}

/** Places every order through production and the oracle, checking allocation as it goes. */
function place(scenario: PositionScenario): Run {
  const { agents, players } = scenario;
  const members = new Map<string, OracleMember>();
  agents.forEach((agent, i) =>
    members.set(String(agentId(i)), {
      parent: agent.parent < 0 ? null : String(agentId(agent.parent)),
      pkg: ORACLE_PACKAGES[agent.pkg]!,
      takes: { ...agent.takes },
      caps: { ...agent.caps },
    }),
  );
  players.forEach((player, j) =>
    members.set(String(playerId(j)), {
      parent: String(agentId(player.parent)),
      pkg: ORACLE_PACKAGES[player.pkg]!,
    }),
  );
  const book = new OraclePositionBook(members);
  const limitUsage = new Map<string, number>();
  const positionUsage = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);
  const placed: PlacedLine[] = [];

  for (const order of scenario.orders) {
    const owner = order.owner;
    const ownerId = owner.kind === 'agent' ? agentId(owner.index) : playerId(owner.index);
    const path: PositionLevel[] = [];
    let at = owner.kind === 'agent' ? agents[owner.index]!.parent : players[owner.index]!.parent;
    for (; at >= 0; at = agents[at]!.parent) {
      const agent = agents[at]!;
      path.push({
        userId: agentId(at),
        takes: agent.takes,
        caps: agent.caps as PositionLevel['caps'],
        rates: RATES[agent.pkg],
      });
    }
    const cut = allocateLines(order.lines, (key) => {
      const betType = key.split('|')[0] as keyof typeof scenario.limits;
      return (scenario.limits[betType] - (limitUsage.get(key) ?? 0)) as Cents;
    });
    for (const [key, used] of cut.used) bump(limitUsage, key, used);
    const allocation = allocateTakes(
      order.lines,
      cut.accepted,
      path,
      (level, key) => (positionUsage.get(`${path[level]!.userId}|${key}`) ?? 0) as Cents,
    );
    allocation.used.forEach((used, level) => {
      for (const [key, use] of used) bump(positionUsage, `${path[level]!.userId}|${key}`, use);
    });

    const mine: PlacedLine[] = [];
    const ids: number[] = [];
    order.lines.forEach((typed, index) => {
      const line: BetLine = { ...typed, amounts: cut.accepted[index]! };
      const taken = allocation.lines[index]!;
      const oracle = book.place(String(ownerId), line);
      ids.push(oracle.id);
      expect(keptOf(taken)).toEqual(oracle.kept);
      checkShares(line, path, taken);
      mine.push({ ownerId, line, path, taken, cancelled: false });
    });
    if (order.cancel) {
      for (const placedLine of mine) {
        placedLine.cancelled = true;
        for (const share of placedLine.taken.kept) {
          for (const [key, use] of lineStakes(placedLine.line, share.amounts))
            bump(positionUsage, `${share.userId}|${key}`, -use);
        }
        for (const [key, use] of lineStakes(placedLine.line, placedLine.line.amounts))
          bump(limitUsage, key, -use);
      }
      ids.forEach((id) => book.cancel(id));
    }
    placed.push(...mine);
  }

  // Every counter's usage, as production recorded it, is the oracle's; and never above a cap.
  const recorded = [...positionUsage].filter(([, use]) => use !== 0).sort();
  expect(recorded).toEqual(book.usageEntries().sort());
  for (const [key, use] of recorded) {
    const [user, betType] = key.split('|') as [string, BetTypeCode];
    const cap = members.get(user)!.caps?.[betType];
    if (cap !== undefined) expect(use).toBeLessThanOrEqual(cap);
    expect(use).toBeGreaterThan(0);
  }
  return { placed, members, book };
}

/** Production's snapshot in the oracle's shape: agent name -> bet type -> kept cents. */
function keptOf(taken: LineTakes): OracleKept {
  const kept: OracleKept = new Map();
  for (const share of taken.kept)
    kept.set(String(share.userId), { ...share.amounts } as Record<string, number>);
  return kept;
}

/** Per bet type: the shares add up to a, none is negative, and none above its cumulative take. */
function checkShares(line: BetLine, path: readonly PositionLevel[], taken: LineTakes): void {
  for (const [betType, a] of Object.entries(line.amounts) as [BetTypeCode, number][]) {
    let cumulative = 0;
    path.forEach((level, index) => {
      const kept = taken.kept.find((share) => share.level === index)?.amounts[betType] ?? 0;
      expect(kept).toBeGreaterThanOrEqual(0);
      cumulative += kept;
      expect(cumulative).toBeLessThanOrEqual(Math.floor(((level.takes[betType] ?? 0) * a) / 10_000));
      expect(taken.passed[index]![betType]).toBe(a - cumulative);
    });
    expect(cumulative + (taken.house[betType] ?? 0)).toBe(a);
  }
}

interface Results {
  owners: Map<string, number>;
  agents: Map<string, number>;
  house: number;
}

/** Production's results of a draw, summed per user. */
function settle(run: Run, result: DrawResult): Results {
  const match = lineMatcher(result);
  const owners = new Map<string, number>();
  const agents = new Map<string, number>();
  let house = 0;
  const add = (map: Map<string, number>, id: number, value: number) =>
    map.set(String(id), (map.get(String(id)) ?? 0) + value);
  for (const placed of run.placed) {
    if (placed.cancelled) continue;
    const pkg = run.members.get(String(placed.ownerId))!.pkg;
    const ownerRates = RATES[pkg.scalePer10k === 10_000 ? 0 : 1];
    const valued = valueLine(match, placed.line, ownerRates, placed.path, placed.taken.kept);
    add(owners, placed.ownerId, valued.ownerResult);
    valued.results.forEach((value, level) => add(agents, placed.path[level]!.userId, value));
    house += valued.house;
  }
  return { owners, agents, house };
}

const total = (results: Results) =>
  [...results.owners.values(), ...results.agents.values()].reduce((sum, v) => sum + v, results.house);

describe('position taking against the oracle', () => {
  it('allocation and every result equal the oracle, and the results add up to 0', () => {
    fc.assert(
      fc.property(positionScenario({ takes: true }), (scenario) => {
        const run = place(scenario);
        for (const result of [scenario.hit, scenario.noHit]) {
          const mine = settle(run, result);
          expect(mine).toEqual(run.book.settle(result));
          expect(total(mine)).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('with every take 0 nobody keeps anything, and each agent earns its P/L margin (DL - UL)', () => {
    fc.assert(
      fc.property(positionScenario({ takes: false }), (scenario) => {
        const run = place(scenario);
        for (const placed of run.placed) expect(placed.taken.kept).toEqual([]);
        const tickets: OracleTicket[] = run.placed
          .filter((placed) => !placed.cancelled)
          .map((placed) => ({
            owner: String(placed.ownerId),
            pool: 'mg',
            date: '2026-11-25',
            lines: [placed.line],
          }));
        for (const result of [scenario.hit, scenario.noHit]) {
          const mine = settle(run, result);
          expect(total(mine)).toBe(0);
          const results = new Map([['mg:2026-11-25', result]]);
          const pl = (owners: Set<string>, pkg: OraclePackage) =>
            oracleProfitLoss(
              tickets.filter((ticket) => owners.has(ticket.owner)),
              results,
              pkg,
            ).total;
          for (const [name, member] of run.members) {
            if (member.takes === undefined) continue;
            // Game-rules §7: DL = its own row + a row per direct downline (its subtree at its
            // package); UL = its whole tree at its own package.
            let dl = pl(new Set([name]), member.pkg);
            for (const [child, childMember] of run.members) {
              if (childMember.parent === name) dl += pl(subtree(run.members, child), childMember.pkg);
            }
            const ul = pl(subtree(run.members, name), member.pkg);
            expect(mine.agents.get(name) ?? 0).toBe(dl - ul);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

/** A user and everyone below it. */
function subtree(members: ReadonlyMap<string, OracleMember>, top: string): Set<string> {
  const below = new Set<string>();
  for (const name of members.keys()) {
    for (let at: string | null = name; at !== null; at = members.get(at)!.parent) {
      if (at === top) {
        below.add(name);
        break;
      }
    }
  }
  return below;
}
