import { describe, expect, it } from 'vitest';
import { shortDate } from './preview-text';

describe('shortDate', () => {
  it("shows an ISO draw day as the weekday in the user's language and dd/MM", () => {
    expect(shortDate('2026-11-25', 'en')).toBe('Wed 25/11');
    expect(shortDate('2026-01-04', 'en')).toBe('Sun 04/01');
    expect(shortDate('2026-11-25', 'zh-CN')).toBe('周三 25/11');
  });

  it('falls back to English weekday names for a language Intl cannot read', () => {
    expect(shortDate('2026-11-22', 'not a language!')).toBe('Sun 22/11');
  });
});
