import { describe, expect, it } from 'vitest';
import { addDays, changeFrom, changeTo, defaultRange, displayDate, isIsoDate } from './date-range';

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

  it('checks, moves and shows ISO dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('11/22/2026')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    // the domain's calendar (years 1000-9999): a date the wire converters would refuse is none
    expect(isIsoDate('0999-12-31')).toBe(false);
    expect(isIsoDate('1000-01-01')).toBe(true);
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(displayDate('2026-11-05')).toBe('05/11/2026');
  });
});
