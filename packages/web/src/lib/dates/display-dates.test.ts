import { describe, expect, it } from 'vitest';
import {
  displayCompactDate,
  displayDate,
  shortDate,
  WEEKDAYS_EN,
  weekdayName,
  weekdayNames,
} from './display-dates';

describe('display dates', () => {
  it('shows an ISO date dd/MM/yyyy, anything else as it came', () => {
    expect(displayDate('2026-11-05')).toBe('05/11/2026');
    expect(displayDate('2028-02-29')).toBe('29/02/2028');
    expect(displayDate('')).toBe('');
    expect(displayDate('20261105')).toBe('20261105');
  });

  it('shows a compact wire date dd/MM/yyyy, anything else as it came', () => {
    expect(displayCompactDate('20261105')).toBe('05/11/2026');
    expect(displayCompactDate('20261131')).toBe('20261131');
    expect(displayCompactDate('2026-11-05')).toBe('2026-11-05');
  });

  it('names the weekdays in each of the five languages, Sunday first', () => {
    expect(weekdayNames('en-GB')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('zh-CN')).toEqual(['周日', '周一', '周二', '周三', '周四', '周五', '周六']);
    expect(weekdayNames('zh-HK')).toEqual(['週日', '週一', '週二', '週三', '週四', '週五', '週六']);
    expect(weekdayNames('ms-MY')).toEqual(['Ahd', 'Isn', 'Sel', 'Rab', 'Kha', 'Jum', 'Sab']);
    expect(weekdayNames('bn-BD')).toEqual(['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি']);
  });

  it('falls back to English for a language Intl cannot read', () => {
    expect(weekdayNames('not a language!')).toEqual(WEEKDAYS_EN);
    expect(WEEKDAYS_EN).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it("names an ISO date's weekday ('' for no date)", () => {
    expect(weekdayName('2026-11-22', 'en-GB')).toBe('Sun');
    expect(weekdayName('2026-11-23', 'zh-CN')).toBe('周一');
    expect(weekdayName('2027-01-01', 'ms-MY')).toBe('Jum');
    expect(weekdayName('2026-11-31', 'en-GB')).toBe('');
  });

  it("shows a draw day short: the weekday in the user's language and dd/MM", () => {
    expect(shortDate('2026-11-25', 'en')).toBe('Wed 25/11');
    expect(shortDate('2026-01-04', 'en-GB')).toBe('Sun 04/01');
    expect(shortDate('2026-11-25', 'zh-CN')).toBe('周三 25/11');
    expect(shortDate('2026-11-26', 'zh-HK')).toBe('週四 26/11');
    expect(shortDate('2026-11-28', 'bn-BD')).toBe('শনি 28/11');
    expect(shortDate('2026-11-22', 'not a language!')).toBe('Sun 22/11');
  });
});
