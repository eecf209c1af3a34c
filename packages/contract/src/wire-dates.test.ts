import { describe, expect, it } from 'vitest';
import {
  fromCompactDate,
  fromUsDate,
  isMonthDay,
  toCompactDate,
  toDmyDate,
  toDmyDateTime,
  toMonthDay,
  toUsDate,
} from './wire-dates.js';

describe('wire dates', () => {
  it("converts 'YYYY-MM-DD' to and from the compact 'YYYYMMDD'", () => {
    expect(toCompactDate('2026-11-05')).toBe('20261105');
    expect(() => toCompactDate('05/11/2026')).toThrow(RangeError);
    expect(fromCompactDate('20261105')).toBe('2026-11-05');
    expect(fromCompactDate('20280229')).toBe('2028-02-29');
    expect(fromCompactDate('20261131')).toBeNull();
    expect(fromCompactDate('2026-11-05')).toBeNull();
  });

  it("converts 'YYYY-MM-DD' to and from the ticket lists' 'MM/DD/yyyy'", () => {
    expect(toUsDate('2026-11-05')).toBe('11/05/2026');
    expect(fromUsDate('11/05/2026')).toBe('2026-11-05');
    expect(fromUsDate('02/30/2026')).toBeNull();
    expect(fromUsDate('2026-11-05')).toBeNull();
  });

  it("sends the check-ticket date as 'MMDD', and no date as empty", () => {
    expect(toMonthDay('2026-11-22')).toBe('1122');
    expect(toMonthDay('2027-01-05')).toBe('0105');
    expect(toMonthDay('')).toBe('');
    expect(isMonthDay('0229')).toBe(true);
    expect(isMonthDay('1340')).toBe(false);
  });

  it("writes the shown 'dd/MM/yyyy' and 'dd/MM/yyyy HH:mm:ss'", () => {
    expect(toDmyDate('2026-11-05')).toBe('05/11/2026');
    expect(toDmyDateTime('2026-11-05', '09:30:00')).toBe('05/11/2026 09:30:00');
  });
});
