import { describe, expect, it } from 'vitest';
import type { Cents } from '../money.js';
import { clampsOf, type TakeNode } from './clamps.js';
import {
  applyTakeChange,
  ownShare,
  parseCapPoints,
  parseTakeChange,
  parseTakePercent,
  takeExcesses,
  takePercent,
} from './settings.js';

const c = (value: number) => value as Cents;

describe('takes: a percentage with at most 2 decimals, in basis points', () => {
  it.each<[unknown, number]>([
    [50, 5000],
    ['50', 5000],
    [' 12.5 ', 1250],
    [33.33, 3333],
    ['0', 0],
    ['0.01', 1],
    [100, 10_000],
    ['100.00', 10_000],
    ['-0', 0],
  ])('%j is %i bp', (input, bp) => {
    expect(parseTakePercent(input)).toEqual({ ok: true, value: bp });
  });

  it.each<[unknown, string]>([
    [100.01, 'at most 100'],
    ['101', 'at most 100'],
    ['999999999999', 'at most 100'],
    [-1, 'at least 0'],
    ['-0.5', 'at least 0'],
    ['12.345', 'at most 2 decimals'],
    [0.1 + 0.2, 'at most 2 decimals'], // 0.30000000000000004: the wire must send 0.3
    ['', 'expected a number such as 50 or 12.5'],
    ['12%', 'expected a number such as 50 or 12.5'],
    ['1e2', 'expected a number such as 50 or 12.5'],
    [1e-7, 'expected a number such as 50 or 12.5'],
    [Number.NaN, 'expected a number such as 50 or 12.5'],
    [null, 'expected a number such as 50 or 12.5'],
    [true, 'expected a number such as 50 or 12.5'],
  ])('%j is refused: %s', (input, reason) => {
    expect(parseTakePercent(input)).toEqual({ ok: false, reason });
  });

  it('shows basis points as a percentage', () => {
    expect([takePercent(8000), takePercent(1250), takePercent(3333), takePercent(0)]).toEqual([
      80, 12.5, 33.33, 0,
    ]);
  });

  it('own share: the take less the child on the path, never below 0', () => {
    expect([ownShare(8000, 5000), ownShare(5000, 5000), ownShare(4000, 5000)]).toEqual([3000, 0, 0]);
  });
});

describe('caps: an amount with at most 2 decimals, at least 0, or none', () => {
  it.each<[unknown, number | null]>([
    ['5.00', 500],
    [5, 500],
    ['0', 0],
    [0.5, 50],
    [null, null],
    ['', null],
    ['  ', null],
  ])('%j is %j', (input, value) => {
    expect(parseCapPoints(input)).toEqual({ ok: true, value });
  });

  it.each<[unknown, string]>([
    ['-1', 'at least 0'],
    [-0.01, 'at least 0'],
    ['5.001', 'at most 2 decimals'],
    ['999999999999', 'amount too large'],
    ['five', 'expected a number such as 5.00'],
    [undefined, 'expected a number such as 5.00'],
  ])('%j is refused: %s', (input, reason) => {
    expect(parseCapPoints(input)).toEqual({ ok: false, reason });
  });
});

describe('a change of takes and caps against the parent', () => {
  const M = { name: 'M', takes: { B: 8000, S: 2000 } };

  it('reads takes up to the parent and caps, null removing one', () => {
    expect(parseTakeChange({ takes: { B: 50, S: '20' }, caps: { B: '5.00', S: null } }, M)).toEqual({
      ok: true,
      change: { takes: { B: 5000, S: 2000 }, caps: { B: 500, S: null } },
    });
  });

  it('names every refused field', () => {
    expect(
      parseTakeChange(
        { takes: { B: 80.01, S: 1, '4A': 1, XX: 5, '3A': '1.234' }, caps: { B: -1, ZZ: 1, S: '1.005' } },
        M,
      ),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'takes.B', reason: "at most 80 (M's)" },
        // M takes none of 4A: its child may take none either.
        { field: 'takes.4A', reason: "at most 0 (M's)" },
        { field: 'takes.XX', reason: 'unknown bet type' },
        { field: 'takes.3A', reason: 'at most 2 decimals' },
        { field: 'caps.B', reason: 'at least 0' },
        { field: 'caps.ZZ', reason: 'unknown bet type' },
        { field: 'caps.S', reason: 'at most 2 decimals' },
      ],
    });
  });

  it("the house's direct agents may take up to 100%", () => {
    expect(parseTakeChange({ takes: { B: 100 } }, null)).toEqual({
      ok: true,
      change: { takes: { B: 10_000 }, caps: {} },
    });
    expect(parseTakeChange({ takes: { B: 100.5 } }, null)).toEqual({
      ok: false,
      errors: [{ field: 'takes.B', reason: 'at most 100' }],
    });
  });

  it('applies a change without touching what it does not name', () => {
    const current = { takes: { B: 5000, S: 1000 }, caps: { B: c(500), S: c(100) } };
    expect(applyTakeChange(current, { takes: { B: 4000 }, caps: { B: null, '4A': c(0) } })).toEqual({
      takes: { B: 4000, S: 1000 },
      caps: { S: 100, '4A': 0 },
    });
    expect(current).toEqual({ takes: { B: 5000, S: 1000 }, caps: { B: 500, S: 100 } });
  });

  it('finds takes above the parent', () => {
    expect(takeExcesses({ B: 5000, S: 3000, '4A': 0 }, { B: 8000, S: 2000 })).toEqual([
      { betType: 'S', take: 3000, parentTake: 2000 },
    ]);
    expect(takeExcesses({ B: 10_000 }, null)).toEqual([]);
  });
});

describe('lowering a parent clamps every descendant above the new value (rule 2)', () => {
  // house > M (B 80, S 50) > A (B 50, S 50) > S1 (B 45) > T (B 45)
  //                        > A2 (B 30)       > S2 (B 20)
  //        N (B 90): another top agent, not M's downline
  const nodes: TakeNode[] = [
    { userId: 1, parentId: null, takes: { B: 8000, S: 5000 } },
    { userId: 2, parentId: 1, takes: { B: 5000, S: 5000 } },
    { userId: 3, parentId: 2, takes: { B: 4500 } },
    { userId: 4, parentId: 3, takes: { B: 4500 } },
    { userId: 5, parentId: 1, takes: { B: 3000 } },
    { userId: 6, parentId: 2, takes: { B: 2000 } },
    { userId: 7, parentId: null, takes: { B: 9000 } },
  ];

  it('lowers every descendant above the new value, top-down', () => {
    expect(clampsOf(nodes, 1, { B: 4000, S: 6000 })).toEqual([
      { userId: 2, betType: 'B', from: 5000, to: 4000 },
      { userId: 3, betType: 'B', from: 4500, to: 4000 },
      { userId: 4, betType: 'B', from: 4500, to: 4000 },
    ]);
  });

  it('reaches a grandchild above the value under a child that is not', () => {
    const stale = nodes.map((node) => (node.userId === 3 ? { ...node, takes: { B: 1000 } } : node));
    expect(clampsOf(stale, 1, { B: 4000 })).toEqual([
      { userId: 2, betType: 'B', from: 5000, to: 4000 },
      { userId: 4, betType: 'B', from: 4500, to: 4000 },
    ]);
  });

  it('raising lowers nobody; neither does lowering to a value no descendant exceeds', () => {
    expect(clampsOf(nodes, 1, { B: 9000 })).toEqual([]);
    expect(clampsOf(nodes, 2, { B: 4500 })).toEqual([]);
  });

  it('to 0 clears the whole downline of that bet type, the user itself excepted', () => {
    expect(clampsOf(nodes, 2, { S: 0, B: 0 }).map((clamp) => [clamp.userId, clamp.betType])).toEqual([
      [3, 'B'],
      [6, 'B'],
      [4, 'B'],
    ]);
  });

  it('survives a cycle in bad data', () => {
    const cyclic: TakeNode[] = [
      { userId: 1, parentId: 2, takes: { B: 5000 } },
      { userId: 2, parentId: 1, takes: { B: 5000 } },
    ];
    expect(clampsOf(cyclic, 1, { B: 1000 })).toEqual([{ userId: 2, betType: 'B', from: 5000, to: 1000 }]);
  });
});
