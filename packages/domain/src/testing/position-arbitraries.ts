import fc from 'fast-check';
import type { DrawResult } from '../draw-result.js';
import type { Cents } from '../money.js';
import type { BetLine } from '../ticket.js';
import { digitsOf } from './settlement-arbitraries.js';

/**
 * Random agent trees, settings, orders and results for the position-taking properties
 * (position/position.property.test.ts). Test code only: not built, fast-check is a dev dependency.
 */

export const POSITION_BET_TYPES = ['B', 'S', '3A', '2A'] as const;
type PositionBetType = (typeof POSITION_BET_TYPES)[number];

export interface ScenarioAgent {
  /** index of the parent agent, -1 for the house; always a lower index */
  parent: number;
  /** 0: package 2500, 1: package 2730 */
  pkg: 0 | 1;
  takes: Partial<Record<PositionBetType, number>>;
  caps: Partial<Record<PositionBetType, number>>;
}

export interface ScenarioOrder {
  /** a player's index, or an agent's own bets */
  owner: { kind: 'player' | 'agent'; index: number };
  lines: BetLine[];
  /** cancelled right after it is placed (before the next order) */
  cancel: boolean;
}

export interface PositionScenario {
  agents: ScenarioAgent[];
  players: { parent: number; pkg: 0 | 1 }[];
  orders: ScenarioOrder[];
  /** the house's sell limit per counter, per bet type */
  limits: Record<PositionBetType, number>;
  hit: DrawResult;
  noHit: DrawResult;
}

const DEPTH = 5;

/** Takes often 0 or 100% (a pure eat-cap agent), else anything; clamped under the parent below. */
const take = fc.oneof(fc.constant(0), fc.constant(10_000), fc.integer({ min: 0, max: 10_000 }));
const cap = fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined });

const rawAgent = fc.record({
  parentPick: fc.nat(),
  chain: fc.boolean(),
  pkg: fc.constantFrom(0 as const, 1 as const),
  takes: fc.record({ B: take, S: take, '3A': take, '2A': take }),
  caps: fc.record({ B: cap, S: cap, '3A': cap, '2A': cap }),
});

type RawAgent = typeof rawAgent extends fc.Arbitrary<infer T> ? T : never;

/** Agents with parents of lower index, at most DEPTH deep, every take at most its parent's. */
function treeOf(raw: RawAgent[]): ScenarioAgent[] {
  const agents: ScenarioAgent[] = [];
  const depth: number[] = [];
  raw.forEach((agent, i) => {
    let parent = i === 0 ? -1 : agent.chain ? i - 1 : (agent.parentPick % (i + 1)) - 1;
    if (parent >= 0 && depth[parent]! >= DEPTH) parent = -1;
    depth.push(parent < 0 ? 1 : depth[parent]! + 1);
    const takes: ScenarioAgent['takes'] = {};
    const caps: ScenarioAgent['caps'] = {};
    for (const type of POSITION_BET_TYPES) {
      const bound = parent < 0 ? 10_000 : (agents[parent]!.takes[type] ?? 0);
      takes[type] = Math.min(agent.takes[type], bound);
      if (agent.caps[type] !== undefined) caps[type] = agent.caps[type];
    }
    agents.push({ parent, pkg: agent.pkg, takes, caps });
  });
  return agents;
}

const amount = fc.integer({ min: 1, max: 1500 }).map((value) => value as Cents);

function lineArb(alphabet: string): fc.Arbitrary<BetLine> {
  return fc.record({
    number: digitsOf(alphabet, 4),
    pattern: fc.constantFrom('NORMAL' as const, 'BOX' as const, 'IBOX' as const, 'R' as const),
    amounts: fc.dictionary(fc.constantFrom(...POSITION_BET_TYPES), amount, { minKeys: 1, maxKeys: 3 }),
  }) as fc.Arbitrary<BetLine>;
}

/** A 4D result: 23 numbers drawn from `digits`. */
function resultOf(digits: string, first?: fc.Arbitrary<string>): fc.Arbitrary<DrawResult> {
  const four = digitsOf(digits, 4);
  return fc
    .record({
      first: first ?? four,
      second: four,
      third: four,
      starters: fc.array(four, { minLength: 10, maxLength: 10 }),
      consolations: fc.array(four, { minLength: 10, maxLength: 10 }),
    })
    .map((raw) => ({ ...raw, pool: 'mg', date: '2026-11-25' }) as DrawResult);
}

/**
 * A tree of 1 to 7 agents (depth 1 to 5; chains are common so deep paths happen), 1 to 4 players,
 * 1 to 6 orders of 1 to 3 lines (players' and agents' own), some cancelled, over a small alphabet
 * so that caps and sell limits are shared and hit. `hit` strikes the first line's number (and
 * others by chance); `noHit` draws only digits nobody bets.
 */
export function positionScenario(options: { takes: boolean }): fc.Arbitrary<PositionScenario> {
  return fc.constantFrom('12', '1234').chain((alphabet) =>
    fc
      .record({
        agents: fc.array(rawAgent, { minLength: 1, maxLength: 7 }).map(treeOf),
        playerPicks: fc.array(fc.record({ pick: fc.nat(), pkg: fc.constantFrom(0 as const, 1 as const) }), {
          minLength: 1,
          maxLength: 4,
        }),
        orderPicks: fc.array(
          fc.record({
            agentOwner: fc.boolean(),
            pick: fc.nat(),
            lines: fc.array(lineArb(alphabet), { minLength: 1, maxLength: 3 }),
            cancel: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        limits: fc.record({
          B: fc.integer({ min: 300, max: 5000 }),
          S: fc.integer({ min: 300, max: 5000 }),
          '3A': fc.integer({ min: 300, max: 5000 }),
          '2A': fc.integer({ min: 300, max: 5000 }),
        }),
        noHit: resultOf('56789'),
        hitOthers: resultOf(alphabet),
      })
      .map(({ agents, playerPicks, orderPicks, limits, noHit, hitOthers }): PositionScenario => {
        const tree = options.takes
          ? agents
          : agents.map((agent) => ({ ...agent, takes: {}, caps: {} }) as ScenarioAgent);
        const players = playerPicks.map(({ pick, pkg }) => ({ parent: pick % tree.length, pkg }));
        const orders = orderPicks.map(({ agentOwner, pick, lines, cancel }, i) => ({
          owner: agentOwner
            ? { kind: 'agent' as const, index: pick % tree.length }
            : { kind: 'player' as const, index: pick % players.length },
          lines,
          // The first order stays: something is always settled.
          cancel: cancel && i > 0,
        }));
        const firstNumber = orders[0]!.lines[0]!.number;
        return { agents: tree, players, orders, limits, noHit, hit: { ...hitOthers, first: firstNumber } };
      }),
  );
}
