import { describe, expect, it } from 'vitest';
import { defaultStrikeRange, isQuickRangeActive, quickRange } from './quick-ranges';

/** Wednesday 2026-11-25. */
const TODAY = '2026-11-25';
const CURRENT = { from: '2026-11-10', to: '2026-11-12' };

describe('quick ranges', () => {
  it('today, yesterday and the default of the last 7 days', () => {
    expect(quickRange('today', CURRENT, TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(quickRange('yesterday', CURRENT, TODAY)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(defaultStrikeRange(TODAY)).toEqual({ from: '2026-11-19', to: TODAY });
  });

  it('weeks start on Monday; this week runs up to today', () => {
    expect(quickRange('thisWeek', CURRENT, TODAY)).toEqual({ from: '2026-11-23', to: TODAY });
    expect(quickRange('lastWeek', CURRENT, TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // on a Sunday this week is Monday..Sunday, on a Monday just that day
    expect(quickRange('thisWeek', CURRENT, '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(quickRange('thisWeek', CURRENT, '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('months, across the turn of the year', () => {
    expect(quickRange('thisMonth', CURRENT, TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(quickRange('lastMonth', CURRENT, TODAY)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(quickRange('lastMonth', CURRENT, '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(quickRange('lastMonth', CURRENT, '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('prev day and next day step out of the current range to a single day', () => {
    expect(quickRange('prevDay', CURRENT, TODAY)).toEqual({ from: '2026-11-09', to: '2026-11-09' });
    expect(quickRange('nextDay', CURRENT, TODAY)).toEqual({ from: '2026-11-13', to: '2026-11-13' });
    const single = { from: '2026-03-01', to: '2026-03-01' };
    expect(quickRange('prevDay', single, TODAY)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('marks the fixed range the current one equals, never prev/next day', () => {
    expect(isQuickRangeActive('today', { from: TODAY, to: TODAY }, TODAY)).toBe(true);
    expect(isQuickRangeActive('thisWeek', { from: '2026-11-23', to: TODAY }, TODAY)).toBe(true);
    expect(isQuickRangeActive('thisWeek', CURRENT, TODAY)).toBe(false);
    expect(isQuickRangeActive('prevDay', { from: '2026-11-24', to: '2026-11-24' }, TODAY)).toBe(false);
  });
});
