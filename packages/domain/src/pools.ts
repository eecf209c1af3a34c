import type { AppType } from './app-type.js';

/**
 * The pools (draw operators) of game-rules §1: data, not scattered constants. `id` is the number
 * used by normal-mode carts (`poolList`) and by `#123` pool lines of order strings; `letter` is
 * used by `#MKT` pool lines and on receipts.
 */
export const GAMES = ['2D', '3D', '4D', '5D', '6D'] as const;
export type Game = (typeof GAMES)[number];

export const POOL_CODES = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'gd', 'nl'] as const;
export type PoolCode = (typeof POOL_CODES)[number];

export type PoolCategory = 'normal' | 'gd' | 'ninelotto';

export interface Pool {
  code: PoolCode;
  name: string;
  letter: string;
  id: number;
  category: PoolCategory;
  games: readonly Game[];
  appTypes: readonly AppType[];
}

const BOTH: readonly AppType[] = ['normal', 'gd'];
const NORMAL_GAMES: readonly Game[] = ['2D', '3D', '4D'];

export const POOLS: readonly Pool[] = [
  {
    code: 'mg',
    name: 'Magnum 4D',
    letter: 'M',
    id: 1,
    category: 'normal',
    games: NORMAL_GAMES,
    appTypes: BOTH,
  },
  {
    code: 'kd',
    name: 'Da Ma Cai 1+3D',
    letter: 'K',
    id: 2,
    category: 'normal',
    games: NORMAL_GAMES,
    appTypes: BOTH,
  },
  {
    code: 'tt',
    name: 'SportsToto 4D',
    letter: 'T',
    id: 3,
    category: 'normal',
    games: ['2D', '3D', '4D', '5D', '6D'],
    appTypes: BOTH,
  },
  {
    code: 'sg',
    name: 'Singapore 4D',
    letter: 'S',
    id: 4,
    category: 'normal',
    games: NORMAL_GAMES,
    appTypes: BOTH,
  },
  {
    code: 'sb',
    name: 'Lotto 88 4D',
    letter: 'B',
    id: 5,
    category: 'normal',
    games: NORMAL_GAMES,
    appTypes: BOTH,
  },
  { code: 'sn', name: 'STC 4D', letter: 'D', id: 6, category: 'normal', games: NORMAL_GAMES, appTypes: BOTH },
  {
    code: 'sr',
    name: 'CashSweep 4D',
    letter: 'W',
    id: 7,
    category: 'normal',
    games: NORMAL_GAMES,
    appTypes: BOTH,
  },
  {
    code: 'gd',
    name: 'Grand Dragon',
    letter: 'G',
    id: 8,
    category: 'gd',
    games: ['3D', '4D', '6D'],
    appTypes: ['gd'],
  },
  {
    code: 'nl',
    name: '9 Lotto',
    letter: 'E',
    id: 9,
    category: 'ninelotto',
    games: ['2D', '3D', '4D', '6D'],
    appTypes: BOTH,
  },
];

/** Magnum: the pool used when an order string names none (game-rules §5). */
export const DEFAULT_POOL: PoolCode = 'mg';

export function isPoolCode(value: unknown): value is PoolCode {
  return typeof value === 'string' && (POOL_CODES as readonly string[]).includes(value);
}

export function poolByCode(code: PoolCode): Pool {
  const pool = POOLS.find((p) => p.code === code);
  if (!pool) throw new RangeError(`unknown pool ${code}`);
  return pool;
}

export function poolById(id: number): Pool | undefined {
  return POOLS.find((p) => p.id === id);
}

export function poolByLetter(letter: string): Pool | undefined {
  const upper = letter.toUpperCase();
  return POOLS.find((p) => p.letter === upper);
}

/** Pools a user of this app type may bet on, optionally only those running a game. */
export function availablePools(appType: AppType, game?: Game): Pool[] {
  return POOLS.filter((p) => p.appTypes.includes(appType) && (game === undefined || p.games.includes(game)));
}

export function poolRunsGame(code: PoolCode, game: Game): boolean {
  return poolByCode(code).games.includes(game);
}
