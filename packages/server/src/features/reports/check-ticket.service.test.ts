import { describe, expect, it } from 'vitest';
import { isMonthDay } from '@lotto/contract/wire-dates';
import { drawDateOfMmdd } from './check-ticket.service.js';

describe('drawDateOfMmdd', () => {
  it.each([
    ['1122', '2026-11-22', '2026-11-22'],
    ['1125', '2026-11-22', '2026-11-25'],
    ['0102', '2026-12-30', '2027-01-02'],
    ['1230', '2027-01-02', '2026-12-30'],
    ['0601', '2026-11-22', '2026-06-01'],
    ['0601', '2026-12-02', '2027-06-01'],
    // 182 days back or 183 ahead: the nearer wins; an exact tie goes to the later date
    ['0101', '2026-07-02', '2026-01-01'],
    ['0101', '2028-07-02', '2029-01-01'],
    ['0229', '2026-11-22', '2028-02-29'],
    ['0229', '2025-01-10', '2024-02-29'],
  ])('%s near %s is %s', (mmdd, today, expected) => {
    expect(drawDateOfMmdd(mmdd, today)).toBe(expected);
  });

  it.each(['1340', '0001', '0100', '0431', '0230', 'ab', '112', '11223', ' 1122', '11/22', ''])(
    'refuses %j',
    (mmdd) => {
      expect(isMonthDay(mmdd)).toBe(false);
      expect(drawDateOfMmdd(mmdd, '2026-11-22')).toBeNull();
    },
  );
});
