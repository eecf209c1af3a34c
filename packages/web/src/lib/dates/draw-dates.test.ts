import { describe, expect, it } from 'vitest';
import { latestDrawDate, todayIn, validResultDate } from './draw-dates';

/** Sunday 2026-11-22 23:30 UTC is Monday 2026-11-23 07:30 in Kuala Lumpur. */
const SUNDAY_2330_UTC = Date.UTC(2026, 10, 22, 23, 30);

describe('draw dates', () => {
  it("takes today's date in the draw time zone when there is one", () => {
    expect(todayIn('Asia/Kuala_Lumpur', SUNDAY_2330_UTC)).toBe('2026-11-23');
    expect(todayIn('UTC', SUNDAY_2330_UTC)).toBe('2026-11-22');
    expect(todayIn('No/Such_Zone', SUNDAY_2330_UTC)).toMatch(/^2026-11-2[23]$/);
  });

  it('accepts a URL date only up to today', () => {
    expect(validResultDate('2026-11-22', '2026-11-22')).toBe('2026-11-22');
    expect(validResultDate('2026-11-23', '2026-11-22')).toBeNull();
    expect(validResultDate('22/11/2026', '2026-11-22')).toBeNull();
    expect(validResultDate(null, '2026-11-22')).toBeNull();
  });

  it('finds the newest draw date not after today', () => {
    expect(latestDrawDate(['20261118', '20261121', '20261119'], '2026-11-22')).toBe('2026-11-21');
    expect(latestDrawDate(['20261118', '20261125'], '2026-11-22')).toBe('2026-11-18');
    expect(latestDrawDate([], '2026-11-22')).toBeNull();
  });
});
