import { DEFAULT_EAT_SEQUENCE } from '@lotto/domain/bet-types';
import type { OrderContext } from '@lotto/domain/order-string';
import { describe, expect, it } from 'vitest';
import { previewOrder } from './line-preview';

const CONTEXT: OrderContext = {
  eatSequence: DEFAULT_EAT_SEQUENCE,
  openDates: ['2026-11-25', '2026-11-28', '2026-11-29'],
};

describe('previewOrder (per-line meaning, read from the parser)', () => {
  it('gives each bet line its amounts, pools, draw dates and cost; header lines what they select', () => {
    const { lines } = previewOrder('D\n#MKT\n1234#1#2\n*2345', CONTEXT);
    expect(lines[0]).toMatchObject({ kind: 'date', dates: ['2026-11-25'] });
    expect(lines[1]).toMatchObject({ kind: 'pool', pools: ['mg', 'kd', 'tt'] });
    // B 1.00 + S 2.00 on 3 pools, one draw
    expect(lines[2]?.bet).toEqual({
      number: '1234',
      pattern: 'NORMAL',
      amounts: { B: 100, S: 200 },
      pools: ['mg', 'kd', 'tt'],
      dates: ['2026-11-25'],
      total: 900,
    });
    // the amounts are repeated from the line above; BOX of 4 different digits is 24 numbers
    expect(lines[3]?.bet).toMatchObject({ pattern: 'BOX', amounts: { B: 100, S: 200 }, total: 24 * 900 });
  });

  it('a date line naming two draws shows both, and the bets below cost twice', () => {
    const { lines } = previewOrder('D2\n1234#1', CONTEXT);
    expect(lines[0]?.dates).toEqual(['2026-11-25', '2026-11-28']);
    expect(lines[1]?.bet).toMatchObject({ pools: ['mg'], dates: ['2026-11-25', '2026-11-28'], total: 200 });
  });

  it('puts an error on its own line and still previews the good lines around it', () => {
    const { lines, result } = previewOrder('D\n#M\n1234#1\n12x4#1\n5678#2', CONTEXT);
    expect(result.ok).toBe(false);
    expect(lines[3]?.error?.line).toBe(4);
    expect(lines[3]?.bet).toBeUndefined();
    expect(lines[2]?.bet?.total).toBe(100);
    expect(lines[4]?.bet).toMatchObject({ number: '5678', total: 200 });
  });

  it('lines under a bad date line get no preview (their draws are unknown)', () => {
    const { lines } = previewOrder('D\n1111#1\nDX\n1234#1', CONTEXT);
    expect(lines[1]?.bet?.total).toBe(100);
    expect(lines[2]?.error).toBeDefined();
    expect(lines[3]?.bet).toBeUndefined();
    expect(lines[3]?.error).toBeUndefined();
  });

  it('blank lines keep their numbers', () => {
    const { lines } = previewOrder('\n\n1234#1', CONTEXT);
    expect(lines.map((line) => line.kind)).toEqual(['blank', 'blank', 'bet']);
    expect(lines[2]?.bet?.dates).toEqual(['2026-11-25']);
  });
});
