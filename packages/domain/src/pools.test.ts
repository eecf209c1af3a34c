import { describe, expect, it } from 'vitest';
import { BET_GROUPS, BET_TYPES, EAT_SEQUENCES, gamesOfGroup } from './bet-types.js';
import { availablePools, POOLS, poolById, poolByLetter } from './pools.js';

describe('pool catalogue (game-rules §1)', () => {
  it('has unique codes, ids and letters', () => {
    for (const key of ['code', 'id', 'letter'] as const) {
      expect(new Set(POOLS.map((p) => p[key])).size).toBe(POOLS.length);
    }
  });

  it.each([
    ['6D', ['tt', 'gd', 'nl']],
    ['5D', ['tt']],
    ['2D', ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl']],
  ] as const)('runs %s only on %j (spec §6)', (game, codes) => {
    expect(POOLS.filter((p) => p.games.includes(game)).map((p) => p.code)).toEqual(codes);
  });

  it('offers Grand Dragon only in the gd app type', () => {
    expect(availablePools('normal').map((p) => p.code)).not.toContain('gd');
    expect(availablePools('gd').map((p) => p.code)).toContain('gd');
    expect(availablePools('normal', '6D').map((p) => p.code)).toEqual(['tt', 'nl']);
  });

  it('finds pools by id and by letter, case-insensitively', () => {
    expect(poolById(8)?.code).toBe('gd');
    expect(poolByLetter('k')?.code).toBe('kd');
    expect(poolById(42)).toBeUndefined();
    expect(poolByLetter('Z')).toBeUndefined();
  });
});

describe('bet types (game-rules §3)', () => {
  it.each([
    ['B', 4, ['1st', '2nd', '3rd', 'starter', 'consolation'], 500_000],
    ['S', 4, ['1st', '2nd', '3rd'], 300_000],
    ['4SD', 4, ['starter'], 50_000],
    ['3C', 3, ['1st', '2nd', '3rd'], 100_000],
    ['3F', 3, ['1st', '2nd', '3rd', 'starter', 'consolation'], 100_000],
    ['2SE', 2, ['consolation'], 100_000],
    ['5D', 5, [], 20_000],
    ['6D', 6, [], 20_000],
  ] as const)(
    '%s compares %i digits on %j with a default limit of %i cents',
    (code, digits, positions, limit) => {
      expect(BET_TYPES[code]).toMatchObject({ digits, positions, defaultLimit: limit });
    },
  );

  it('groups bet types as the normal form does', () => {
    expect(BET_GROUPS['3.4D'].betTypes).toEqual(['B', 'S', '3A', '3C', '4A']);
    expect(gamesOfGroup('3.4D')).toEqual(['4D', '3D']);
    expect(gamesOfGroup('2D')).toEqual(['2D']);
  });

  it('offers eat sequences made of each eat type once', () => {
    for (const s of EAT_SEQUENCES) expect([...s.order].sort()).toEqual(['A', 'B', 'C', 'D', 'S']);
    expect(EAT_SEQUENCES[0]?.sequence).toBe('B-S-A-C-D');
  });
});
