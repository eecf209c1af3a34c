import type { Cents } from './money.js';
import type { Game } from './pools.js';

/**
 * Bet types and the groups the normal-mode form offers (spec §3, game-rules §3). A bet type says
 * how many trailing digits it compares and which 4D prize positions it matches; 5D and 6D have
 * their own tier rules (settlement).
 */
export const BET_TYPE_CODES = [
  'B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C',
  '3A', '3SB', '3SC', '3SD', '3SE', '3C', '3F',
  '2A', '2SB', '2SC', '2SD', '2SE', '2C', '2F',
  '5D', '6D',
] as const; // prettier-ignore
export type BetTypeCode = (typeof BET_TYPE_CODES)[number];

/** The 23 numbers of a 4D result: 1st, 2nd, 3rd, 10 starters, 10 consolations. */
export const FOUR_D_POSITIONS = ['1st', '2nd', '3rd', 'starter', 'consolation'] as const;
export type FourDPosition = (typeof FOUR_D_POSITIONS)[number];

const TOP3: readonly FourDPosition[] = ['1st', '2nd', '3rd'];
const ALL23: readonly FourDPosition[] = FOUR_D_POSITIONS;

export interface BetTypeDef {
  code: BetTypeCode;
  game: Game;
  /** digits compared: the last `digits` digits of the bet number and of each prize number */
  digits: 2 | 3 | 4 | 5 | 6;
  /** the 4D prize positions it wins on (empty for 5D/6D, which have their own tiers) */
  positions: readonly FourDPosition[];
  /** the house's default per-number sell limit (game-rules §6) */
  defaultLimit: Cents;
}

const pts = (points: number) => (points * 100) as Cents;

function def(
  code: BetTypeCode,
  game: Game,
  positions: readonly FourDPosition[],
  limitPoints: number,
): BetTypeDef {
  const digits = Number(game[0]) as BetTypeDef['digits'];
  return { code, game, digits, positions, defaultLimit: pts(limitPoints) };
}

export const BET_TYPES: Readonly<Record<BetTypeCode, BetTypeDef>> = {
  B: def('B', '4D', ALL23, 5000),
  S: def('S', '4D', TOP3, 3000),
  '4A': def('4A', '4D', ['1st'], 500),
  '4SB': def('4SB', '4D', ['2nd'], 500),
  '4SC': def('4SC', '4D', ['3rd'], 500),
  '4SD': def('4SD', '4D', ['starter'], 500),
  '4SE': def('4SE', '4D', ['consolation'], 500),
  '4C': def('4C', '4D', TOP3, 500),
  '3A': def('3A', '3D', ['1st'], 1000),
  '3SB': def('3SB', '3D', ['2nd'], 1000),
  '3SC': def('3SC', '3D', ['3rd'], 1000),
  '3SD': def('3SD', '3D', ['starter'], 1000),
  '3SE': def('3SE', '3D', ['consolation'], 1000),
  '3C': def('3C', '3D', TOP3, 1000),
  '3F': def('3F', '3D', ALL23, 1000),
  '2A': def('2A', '2D', ['1st'], 1000),
  '2SB': def('2SB', '2D', ['2nd'], 1000),
  '2SC': def('2SC', '2D', ['3rd'], 1000),
  '2SD': def('2SD', '2D', ['starter'], 1000),
  '2SE': def('2SE', '2D', ['consolation'], 1000),
  '2C': def('2C', '2D', TOP3, 1000),
  '2F': def('2F', '2D', ALL23, 1000),
  '5D': def('5D', '5D', [], 200),
  '6D': def('6D', '6D', [], 200),
};

export function isBetTypeCode(value: unknown): value is BetTypeCode {
  return typeof value === 'string' && (BET_TYPE_CODES as readonly string[]).includes(value);
}

/** The bet-type groups of the normal-mode form (spec §3). */
export const BET_GROUP_CODES = ['3.4D', '2D', '3D', '4D', '5D', '6D'] as const;
export type BetGroupCode = (typeof BET_GROUP_CODES)[number];

export interface BetGroup {
  code: BetGroupCode;
  /** the number length the group takes (3.4D also takes 3 digits with only 3A/3C filled) */
  numberLength: 2 | 3 | 4 | 5 | 6;
  betTypes: readonly BetTypeCode[];
}

export const BET_GROUPS: Readonly<Record<BetGroupCode, BetGroup>> = {
  '3.4D': { code: '3.4D', numberLength: 4, betTypes: ['B', 'S', '3A', '3C', '4A'] },
  '2D': { code: '2D', numberLength: 2, betTypes: ['2A', '2SB', '2SC', '2SD', '2SE', '2C', '2F'] },
  '3D': { code: '3D', numberLength: 3, betTypes: ['3A', '3SB', '3SC', '3SD', '3SE', '3C', '3F'] },
  '4D': { code: '4D', numberLength: 4, betTypes: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'] },
  '5D': { code: '5D', numberLength: 5, betTypes: ['5D'] },
  '6D': { code: '6D', numberLength: 6, betTypes: ['6D'] },
};

export function isBetGroupCode(value: unknown): value is BetGroupCode {
  return typeof value === 'string' && (BET_GROUP_CODES as readonly string[]).includes(value);
}

/** The games a group's bet types need from a pool (3.4D needs 3D and 4D). */
export function gamesOfGroup(group: BetGroupCode): Game[] {
  return [...new Set(BET_GROUPS[group].betTypes.map((code) => BET_TYPES[code].game))];
}

/**
 * Advanced-mode eat types (game-rules §5): the letters of `#B1#S2` and the order in which plain
 * `#1#2` amounts are read (the user's eat sequence).
 */
export const EAT_TYPES = ['B', 'S', 'A', 'C', 'D'] as const;
export type EatType = (typeof EAT_TYPES)[number];

export const EAT_TYPE_BET: Readonly<Record<EatType, BetTypeCode>> = {
  B: 'B',
  S: 'S',
  A: '3A',
  C: '3C',
  D: '4A',
};

export interface EatSequence {
  id: number;
  /** e.g. 'B-S-A-C-D' */
  sequence: string;
  order: readonly EatType[];
}

function sequence(id: number, text: string): EatSequence {
  return { id, sequence: text, order: text.split('-') as EatType[] };
}

/** The offered orders (GetEatSequences); id 1 is the default. */
export const EAT_SEQUENCES: readonly EatSequence[] = [
  sequence(1, 'B-S-A-C-D'),
  sequence(2, 'S-B-A-C-D'),
  sequence(3, 'B-S-D-C-A'),
  sequence(4, 'B-S-C-A-D'),
];

export const DEFAULT_EAT_SEQUENCE: EatSequence = EAT_SEQUENCES[0]!;

export function eatSequenceById(id: number): EatSequence | undefined {
  return EAT_SEQUENCES.find((s) => s.id === id);
}
