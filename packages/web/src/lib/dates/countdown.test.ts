import { describe, expect, it } from 'vitest';
import { countdown } from './countdown';

const AT_19 = Date.UTC(2026, 10, 22, 11, 0); // 19:00 in Kuala Lumpur

describe('countdown', () => {
  it('says hours and minutes left, rounded down', () => {
    expect(countdown(AT_19, AT_19 - (2 * 60 + 10) * 60_000 - 30_000)).toEqual({
      hours: 2,
      minutes: 10,
      closed: false,
      soon: false,
    });
  });

  it('is soon under ten minutes, closed at the cut-off', () => {
    expect(countdown(AT_19, AT_19 - 10 * 60_000).soon).toBe(false);
    expect(countdown(AT_19, AT_19 - 9 * 60_000 - 59_000)).toEqual({
      hours: 0,
      minutes: 9,
      closed: false,
      soon: true,
    });
    expect(countdown(AT_19, AT_19 - 30_000)).toEqual({ hours: 0, minutes: 0, closed: false, soon: true });
    expect(countdown(AT_19, AT_19)).toEqual({ hours: 0, minutes: 0, closed: true, soon: false });
  });
});
