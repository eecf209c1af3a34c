import { describe, expect, it } from 'vitest';
import { changeFrom, changeTo, defaultRange, isIsoDate, toIsoDate } from './date-range';

describe('date range', () => {
  it('defaults to a week back and a week ahead (upcoming draws show)', () => {
    expect(defaultRange(new Date(2026, 10, 23, 9, 30))).toEqual({ from: '2026-11-16', to: '2026-11-30' });
    expect(defaultRange(new Date(2026, 0, 3))).toEqual({ from: '2025-12-27', to: '2026-01-10' });
  });

  it('pushes to forward when from moves past it, and from back when to moves before it', () => {
    const range = { from: '2026-11-16', to: '2026-11-30' };
    expect(changeFrom(range, '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-30' });
    expect(changeFrom(range, '2026-12-05')).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(changeTo(range, '2026-11-20')).toEqual({ from: '2026-11-16', to: '2026-11-20' });
    expect(changeTo(range, '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('checks ISO dates and writes a local day as one', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('11/22/2026')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    // the domain's calendar (years 1000-9999): a date the wire converters would refuse is none
    expect(isIsoDate('0999-12-31')).toBe(false);
    expect(isIsoDate('1000-01-01')).toBe(true);
    expect(toIsoDate(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });
});
