import { describe, expect, it } from 'vitest';
import { isRangeTooLong } from '@/lib/report-types';
import { dayFilterFrom, rangeFilterFrom, rangeFilterParams } from './report-filter';

const params = (text: string) => new URLSearchParams(text);
// Thursday 26 November 2026
const TODAY = '2026-11-26';

describe('report filters in the URL', () => {
  it('daily sales: today and all pools unless the URL names a real day and a known pool', () => {
    expect(dayFilterFrom(params(''), TODAY)).toEqual({ date: TODAY, type: 'all' });
    expect(dayFilterFrom(params('date=2026-11-22&type=gd'), TODAY)).toEqual({
      date: '2026-11-22',
      type: 'gd',
    });
    expect(dayFilterFrom(params('date=2026-02-30&type=magnum'), TODAY)).toEqual({ date: TODAY, type: 'all' });
  });

  it('profit loss: this week (Monday to today) by default, to pushed up to from when reversed', () => {
    expect(rangeFilterFrom(params(''), TODAY)).toEqual({
      range: { from: '2026-11-23', to: TODAY },
      type: 'all',
    });
    expect(rangeFilterFrom(params('from=2026-11-10&to=2026-11-01&type=ninelotto'), TODAY)).toEqual({
      range: { from: '2026-11-10', to: '2026-11-10' },
      type: 'ninelotto',
    });
    const filter = rangeFilterFrom(params('from=2026-10-01&to=2026-10-31&type=normal'), TODAY);
    expect(rangeFilterParams(filter)).toEqual({ from: '2026-10-01', to: '2026-10-31', type: 'normal' });
  });

  it('knows the longest range the server takes (366 days, both ends included)', () => {
    expect(isRangeTooLong({ from: '2026-01-01', to: '2026-12-31' })).toBe(false);
    expect(isRangeTooLong({ from: '2024-01-01', to: '2024-12-31' })).toBe(false);
    expect(isRangeTooLong({ from: '2024-01-01', to: '2025-01-01' })).toBe(true);
  });
});
