import { describe, expect, it } from 'vitest';
import { BASE_PACKAGE_RATES } from '@lotto/domain/package-rates';
import { cents } from '@lotto/domain/money';
import {
  parsePosition,
  positionJson,
  type TicketPosition,
} from '../../common/position-snapshot.repository.js';

/**
 * A ticket's snapshot stores each distinct package's rates once (a path's levels mostly share a
 * package: 4 tables of about 1.9 kB were 7.6 kB a ticket on a 3-level path); it reads back whole,
 * and a snapshot stored in the first form (every level with its rates) reads as it was.
 */
describe('the stored form of a position snapshot', () => {
  const other = { ...BASE_PACKAGE_RATES, '4d': BASE_PACKAGE_RATES['4d'].slice(1) };
  const position: TicketPosition = {
    ownerId: 9,
    ownerRates: other,
    path: [
      { userId: 3, rates: BASE_PACKAGE_RATES },
      { userId: 2, rates: BASE_PACKAGE_RATES },
      { userId: 1, rates: BASE_PACKAGE_RATES },
    ],
    lines: [[{ level: 0, userId: 3, amounts: { B: cents(50) } }]],
    used: [[3, 'B|1234', 50]],
  };

  it('keeps each package once and reads back the whole snapshot', () => {
    const json = positionJson(position);
    expect(JSON.parse(json).rates).toHaveLength(2);
    expect(json.length).toBeLessThan(JSON.stringify(position).length / 1.5);
    expect(parsePosition(json)).toEqual(position);
  });

  it('reads a snapshot of the first form as it was', () => {
    expect(parsePosition(JSON.stringify(position))).toEqual(position);
    expect(parsePosition(null)).toBeNull();
  });
});
