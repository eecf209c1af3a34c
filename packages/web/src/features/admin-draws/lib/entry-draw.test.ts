import { describe, expect, it } from 'vitest';
import type { PoolScheduleView } from '../api/get-schedules';
import { drawClosedLast, lastClosedOf } from './entry-draw';

const pool = (code: string, lastClosedDraw: string | null, cutoff = '19:00'): PoolScheduleView => ({
  pool: code,
  name: code,
  weekdays: [0, 3, 6],
  cutoff,
  specialDates: [],
  closedDates: [],
  lastClosedDraw,
  today: { date: '20261123', drawDay: false, open: false, closedEarly: false },
});

describe('the draw the result entry opens on', () => {
  it('is the draw that closed last: latest date, then latest cut-off, then the first pool', () => {
    expect(drawClosedLast([pool('mg', '20261122'), pool('nl', '20261123')])).toEqual({
      pool: 'nl',
      date: '2026-11-23',
    });
    expect(
      drawClosedLast([pool('sg', '20261122', '18:00'), pool('mg', '20261122'), pool('kd', '20261122')]),
    ).toEqual({
      pool: 'mg',
      date: '2026-11-22',
    });
    expect(drawClosedLast([pool('mg', null)])).toBeNull();
    expect(lastClosedOf([pool('kd', '20261121')], 'kd')).toBe('2026-11-21');
    expect(lastClosedOf([pool('kd', '20261121')], 'tt')).toBeNull();
  });
});
