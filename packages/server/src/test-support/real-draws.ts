import fs from 'node:fs';
import path from 'node:path';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PoolCode } from '@lotto/domain/pools';
import { RESULTS_FIXTURES } from './fixtures.js';

/** A real published 4D draw's numbers (no pool or date: tests replay it on any draw). */
export interface RealDraw {
  source: string;
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
}

/**
 * Every draw with 10 starters and 10 consolations of the Sports Toto and Singapore files in
 * fixtures/results (real data, fixtures/results/README.md).
 */
export function realDraws(): RealDraw[] {
  const toto = fs
    .readFileSync(path.join(RESULTS_FIXTURES, 'sportstoto-4d.txt'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))
    .map((row) => ({
      source: `sportstoto ${row[1]}`,
      first: row[2]!,
      second: row[3]!,
      third: row[4]!,
      starters: row.slice(5, 15),
      consolations: row.slice(15, 25),
    }));
  const singapore = fs
    .readFileSync(path.join(RESULTS_FIXTURES, 'singapore-4d.csv'), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))
    .map((row) => ({
      source: `singapore ${row[0]}`,
      first: row[2]!,
      second: row[3]!,
      third: row[4]!,
      starters: row[5]!.split('|'),
      consolations: row[6]!.split('|'),
    }));
  const four = /^\d{4}$/;
  return [...toto, ...singapore].filter(
    (d) =>
      d.starters.length === 10 &&
      d.consolations.length === 10 &&
      [d.first, d.second, d.third, ...d.starters, ...d.consolations].every((n) => four.test(n)),
  );
}

/**
 * The fixtures hold 4D results only. The 5D and 6D numbers a replayed draw needs (Toto, Grand
 * Dragon, 9 Lotto) are made from its real 4D numbers, so they are as random as the draw.
 */
export function derivedFiveSix(draw: RealDraw): { fiveD: [string, string, string]; sixD: string } {
  return {
    fiveD: [draw.first + draw.second[0], draw.second + draw.third[0], draw.third + draw.starters[0]![0]],
    sixD: draw.first + draw.second.slice(0, 2),
  };
}

/**
 * A real draw replayed as `pool`'s result on `date`: its 4D numbers, and the 5D and 6D numbers
 * made from them (derivedFiveSix) where the pool draws them (5D on Toto; 6D on Toto, Grand Dragon
 * and 9 Lotto).
 */
export function resultOfRealDraw(pool: PoolCode, date: string, draw: RealDraw): DrawResult {
  const { fiveD, sixD } = derivedFiveSix(draw);
  return {
    pool,
    date,
    first: draw.first,
    second: draw.second,
    third: draw.third,
    starters: draw.starters,
    consolations: draw.consolations,
    ...(pool === 'tt' ? { fiveD } : {}),
    ...(['tt', 'gd', 'nl'].includes(pool) ? { sixD } : {}),
  };
}
