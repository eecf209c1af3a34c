import fc from 'fast-check';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { BetLine } from '@lotto/domain/ticket';

/**
 * Random books of position taking for the end-to-end oracle test
 * (features/positions/position.oracle.property.test.ts): an agent tree with takes and caps, players
 * under it, the house's sell limits on the draw, orders placed before and after a change of
 * settings, some cancelled, some edited after the change.
 */

export const POSITION_TYPES = ['B', 'S'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

export interface ScenarioOrder {
  player: number;
  lines: BetLine[];
  /** placed after the settings change (else before it) */
  late: boolean;
  /** an early order edited after the change into these lines (void + new) */
  edit: BetLine[] | undefined;
  /** cancelled once placed (an edited one: its new ticket, once edited) */
  cancel: boolean;
}

export interface SettingsChange {
  agent: number;
  /** basis points wanted; the test lowers them to the parent's take at the time */
  takes: Record<PositionType, number>;
  /** cents; null removes the cap, undefined leaves it */
  caps: Partial<Record<PositionType, number | null>>;
}

export interface Scenario {
  agents: { parent: number; pkg: 0 | 1; takes: Record<string, number>; caps: Record<string, number> }[];
  players: { parent: number; pkg: 0 | 1 }[];
  /** the house's sell limit on this draw per bet type, cents a number (undefined: the default) */
  limits: Partial<Record<PositionType, number>>;
  /** and one number's own, more specific */
  numberLimit: { betType: PositionType; number: string; cents: number } | undefined;
  orders: ScenarioOrder[];
  changes: SettingsChange[];
  seconds: [string, string];
}

const take = fc.oneof(
  fc.constant(0),
  fc.constant(10_000),
  fc.integer({ min: 0, max: 100 }).map((p) => p * 100),
);
/** a change's take: often lower than before (0 lowers every descendant that takes) */
const lowered = fc.oneof(fc.constant(0), take);
const capCents = fc.integer({ min: 0, max: 20 }).map((c) => c * 50);
const cap = fc.option(capCents, { nil: undefined });
const limitCents = fc.integer({ min: 0, max: 24 }).map((c) => c * 50);
export const numberArb = fc
  .array(fc.constantFrom('1', '2', '3'), { minLength: 4, maxLength: 4 })
  .map((d) => d.join(''));
const line: fc.Arbitrary<BetLine> = fc.record({
  number: numberArb,
  pattern: fc.constantFrom('NORMAL' as const, 'BOX' as const, 'IBOX' as const, 'R' as const),
  amounts: fc.dictionary(
    fc.constantFrom(...POSITION_TYPES),
    fc.integer({ min: 1, max: 30 }).map((a) => cents(a * 24)),
    { minKeys: 1, maxKeys: 2 },
  ),
}) as fc.Arbitrary<BetLine>;
const lines = fc.array(line, { minLength: 1, maxLength: 3 });

export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    raw: fc.array(
      fc.record({
        chain: fc.boolean(),
        pick: fc.nat(),
        pkg: fc.constantFrom(0 as const, 1 as const),
        takes: fc.record({ B: take, S: take }),
        caps: fc.record({ B: cap, S: cap }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    players: fc.array(fc.record({ pick: fc.nat(), pkg: fc.constantFrom(0 as const, 1 as const) }), {
      minLength: 1,
      maxLength: 3,
    }),
    limits: fc.record(
      { B: fc.option(limitCents, { nil: undefined }), S: fc.option(limitCents, { nil: undefined }) },
      { requiredKeys: [] },
    ),
    numberLimit: fc.option(
      fc.record({ betType: fc.constantFrom(...POSITION_TYPES), number: numberArb, cents: limitCents }),
      { nil: undefined },
    ),
    orders: fc.array(
      fc.record({
        pick: fc.nat(),
        lines,
        late: fc.boolean(),
        edit: fc.option(lines, { nil: undefined }),
        cancel: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    changes: fc.array(
      fc.record({
        // the top agent often, so that a decrease has descendants to lower
        pick: fc.oneof(fc.constant(0), fc.nat()),
        takes: fc.record({ B: lowered, S: lowered }),
        caps: fc.record(
          {
            B: fc.oneof(fc.constant(null), capCents),
            S: fc.oneof(fc.constant(null), capCents),
          },
          { requiredKeys: [] },
        ),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    seconds: fc.tuple(numberArb, numberArb),
  })
  .map(({ raw, players, limits, numberLimit, orders, changes, seconds }) => {
    // Chains are common, so paths up to 5 deep happen; a child's take is at most its parent's.
    const agents: Scenario['agents'] = [];
    raw.forEach((agent, i) => {
      const parent = i === 0 ? -1 : agent.chain ? i - 1 : (agent.pick % (i + 1)) - 1;
      const takes: Record<string, number> = {};
      const caps: Record<string, number> = {};
      for (const type of POSITION_TYPES) {
        takes[type] = Math.min(agent.takes[type], parent < 0 ? 10_000 : agents[parent]!.takes[type]!);
        if (agent.caps[type] !== undefined) caps[type] = agent.caps[type];
      }
      agents.push({ parent, pkg: agent.pkg, takes, caps });
    });
    return {
      agents,
      players: players.map(({ pick, pkg }) => ({ parent: pick % agents.length, pkg })),
      limits,
      numberLimit,
      orders: orders.map(({ pick, lines, late, edit, cancel }) => ({
        player: pick % players.length,
        lines,
        late,
        // only an order placed before the change is edited after it
        edit: late ? undefined : edit,
        cancel,
      })),
      changes: changes.map(({ pick, takes, caps }) => ({ agent: pick % agents.length, takes, caps })),
      seconds,
    };
  });

const FILLER = ['5055', '5066', '5077', '5088', '5099', '6055', '6066', '6077', '6088', '6099', '7055'];

/** A valid result: 1st prize is the given number, 2nd and 3rd picked, the rest nobody bets. */
export function resultOf(
  pool: PoolCode,
  date: string,
  first: string,
  [second, third]: [string, string],
): DrawResult {
  const prizes = [...new Set([first, second, third])];
  while (prizes.length < 3) prizes.push(['8055', '8066'][3 - prizes.length - 1]!);
  return {
    pool,
    date,
    first: prizes[0]!,
    second: prizes[1]!,
    third: prizes[2]!,
    starters: FILLER.slice(0, 10),
    consolations: FILLER.map((n) => `9${n.slice(1)}`).slice(0, 10),
  };
}
