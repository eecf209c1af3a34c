import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, localDateTime } from './calendar-dates.js';
import {
  DEFAULT_POOL_SCHEDULES,
  DEFAULT_TIME_ZONE,
  DRAW_HORIZON_DAYS,
  betDates,
  cutoffMinutes,
  drawClosedLast,
  hasDrawClosed,
  holdsDrawOn,
  lastClosedDraw,
  isDrawDay,
  isDrawOpen,
  latestDrawDayOnOrBefore,
  mayCancel,
  nextDrawDay,
  openDrawDates,
  openDrawDatesByPool,
  validatePoolSchedule,
  type PoolSchedule,
} from './draw-calendar.js';

const KL = DEFAULT_TIME_ZONE;

/** An instant given as Kuala Lumpur wall-clock time ('2024-05-01T18:59:59'; KL is UTC+8 all year). */
const kl = (local: string): number => Date.parse(`${local}+08:00`);
const utc = (local: string): number => Date.parse(`${local}Z`);

function schedule(pool: string): PoolSchedule {
  const found = DEFAULT_POOL_SCHEDULES.find((candidate) => candidate.pool === pool);
  if (!found) throw new Error(`no default schedule for ${pool}`);
  return found;
}
const mg = schedule('mg');
const sg = schedule('sg');
const gd = schedule('gd');
const kd = schedule('kd');
const variant = (base: PoolSchedule, extra: Partial<PoolSchedule>): PoolSchedule => ({ ...base, ...extra });

// May 2024: Wed 1, Sat 4, Sun 5, Tue 7, Wed 8, Sat 11, Sun 12.

describe('DEFAULT_POOL_SCHEDULES', () => {
  it('covers the pools of game-rules §1', () => {
    expect(DEFAULT_POOL_SCHEDULES.map((entry) => entry.pool)).toEqual([
      'mg',
      'kd',
      'tt',
      'sg',
      'sb',
      'sn',
      'sr',
      'gd',
      'nl',
    ]);
    for (const entry of DEFAULT_POOL_SCHEDULES) {
      expect(() => validatePoolSchedule(entry)).not.toThrow();
      const daily = entry.pool === 'gd' || entry.pool === 'nl';
      expect([...entry.weekdays].sort()).toEqual(daily ? [0, 1, 2, 3, 4, 5, 6] : [0, 3, 6]);
      expect(entry.cutoff).toBe(entry.pool === 'sg' ? '18:00' : '19:00');
      expect(entry.specialDates).toEqual([]);
    }
  });

  it('cannot be changed by accident', () => {
    expect(() => mg.specialDates.push('2024-05-07')).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_POOL_SCHEDULES)).toBe(true);
    expect(Object.isFrozen(mg)).toBe(true);
  });
});

describe('isDrawDay', () => {
  const special = variant(mg, { specialDates: ['2024-05-07'] });
  const closed = variant(mg, { closedDates: ['2024-05-04'] });
  const specialClosed = variant(mg, { specialDates: ['2024-05-07'], closedDates: ['2024-05-07'] });

  it.each([
    ['mg', '2024-05-01', true, mg],
    ['mg', '2024-05-02', false, mg],
    ['mg', '2024-05-03', false, mg],
    ['mg', '2024-05-04', true, mg],
    ['mg', '2024-05-05', true, mg],
    ['mg', '2024-05-06', false, mg],
    ['mg', '2024-05-07', false, mg],
    ['special', '2024-05-07', true, special],
    ['special', '2024-05-14', false, special],
    ['closed', '2024-05-04', false, closed],
    ['closed', '2024-05-11', true, closed],
    ['special and closed', '2024-05-07', false, specialClosed],
    ['gd', '2024-05-02', true, gd],
    ['gd', '2024-05-07', true, gd],
  ])('%s on %s: %s', (_label, date, expected, entry) => {
    expect(isDrawDay(entry, date)).toBe(expected);
  });
});

describe('hasDrawClosed (results may be entered)', () => {
  it.each([
    ['before the cut-off on the day', mg, '2024-05-01', kl('2024-05-01T18:59:59'), false],
    ['at the cut-off', mg, '2024-05-01', kl('2024-05-01T19:00:00'), true],
    ['Singapore at its 18:00 cut-off', sg, '2024-05-01', kl('2024-05-01T18:00:00'), true],
    [
      'a past date, even a non-draw day (historical draws)',
      mg,
      '1992-05-07',
      kl('2024-05-01T10:00:00'),
      true,
    ],
    ['yesterday before any cut-off time', mg, '2024-04-30', kl('2024-05-01T00:00:00'), true],
    ['a future draw', mg, '2024-05-04', kl('2024-05-01T23:00:00'), false],
    ['a future non-draw day far ahead', mg, '2024-06-20', kl('2024-05-01T23:00:00'), false],
    [
      'closed early by the operator',
      variant(mg, { closedDates: ['2024-05-04'] }),
      '2024-05-04',
      kl('2024-05-01T09:00:00'),
      true,
    ],
  ] as const)('%s', (_, sched, date, now, closed) => {
    expect(hasDrawClosed(sched, date, now, KL)).toBe(closed);
  });

  it('is exactly "not open" on every draw day inside the horizon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        fc.integer({ min: 0, max: DRAW_HORIZON_DAYS }),
        (minute, ahead) => {
          const now = kl('2024-05-01T00:00:00') + minute * 60_000;
          const date = addDays('2024-05-01', ahead);
          if (!isDrawDay(mg, date)) return;
          const today = localDateTime(now, KL).date;
          if (date < today) return;
          expect(hasDrawClosed(mg, date, now, KL)).toBe(!isDrawOpen(mg, date, now, KL));
        },
      ),
    );
  });
});

describe('holdsDrawOn (a result may be entered for it)', () => {
  it.each([
    ['Da Ma Cai on a Wednesday', kd, '2024-05-01', true],
    ['Da Ma Cai on a Friday: no draw (issue 36.1)', kd, '2024-05-03', false],
    ['Da Ma Cai on a Tuesday without a special draw', kd, '2024-05-07', false],
    ['a special draw', variant(kd, { specialDates: ['2024-05-07'] }), '2024-05-07', true],
    [
      'a draw closed early still holds its draw',
      variant(kd, { closedDates: ['2024-05-04'] }),
      '2024-05-04',
      true,
    ],
    [
      'closing a Friday does not make it a draw',
      variant(kd, { closedDates: ['2024-05-03'] }),
      '2024-05-03',
      false,
    ],
    ['Grand Dragon draws every day', gd, '2024-05-03', true],
  ] as const)('%s', (_, sched, date, expected) => {
    expect(holdsDrawOn(sched, date)).toBe(expected);
  });
});

describe('lastClosedDraw and drawClosedLast (the result entry opens on it)', () => {
  it.each([
    // Sunday 5 May 2024 just after midnight in Kuala Lumpur (Saturday 16:30 UTC): Saturday's draw.
    ['just after midnight', mg, kl('2024-05-05T00:30:00'), '2024-05-04'],
    ['a Friday morning: Wednesday', mg, kl('2024-05-03T09:00:00'), '2024-05-01'],
    ['a draw day before the cut-off: the previous draw', mg, kl('2024-05-04T18:59:59'), '2024-05-01'],
    ['a draw day at the cut-off: today', mg, kl('2024-05-04T19:00:00'), '2024-05-04'],
    ['Singapore at 18:00', sg, kl('2024-05-04T18:00:00'), '2024-05-04'],
    [
      'closed early today',
      variant(mg, { closedDates: ['2024-05-04'] }),
      kl('2024-05-04T10:00:00'),
      '2024-05-04',
    ],
    [
      'a special draw',
      variant(mg, { specialDates: ['2024-05-07'] }),
      kl('2024-05-08T09:00:00'),
      '2024-05-07',
    ],
  ] as const)('%s', (_, sched, now, date) => {
    expect(lastClosedDraw(sched, now, KL)?.date).toBe(date);
  });

  it('reads the day in the draw time zone, not UTC', () => {
    // 00:30 in Kuala Lumpur on Sunday is 16:30 on Saturday in UTC: the same Saturday draw either way,
    // but at 07:00 Sunday (Saturday 23:00 UTC) a UTC reader would still see Saturday before its
    // cut-off and answer Wednesday.
    expect(lastClosedDraw(mg, utc('2024-05-04T23:00:00'), KL)?.date).toBe('2024-05-04');
    expect(lastClosedDraw(mg, utc('2024-05-04T23:00:00'), 'UTC')?.date).toBe('2024-05-04');
    expect(lastClosedDraw(mg, utc('2024-05-04T10:00:00'), KL)?.date).toBe('2024-05-01');
  });

  it('picks the pool whose draw closed last, the first pool on a tie', () => {
    const pools = [mg, kd, sg, gd];
    // Friday 09:00: Grand Dragon's Thursday draw closed after the 4D pools' Wednesday.
    expect(drawClosedLast(pools, kl('2024-05-03T09:00:00'), KL)).toEqual({
      pool: 'gd',
      date: '2024-05-02',
      cutoff: '19:00',
    });
    // Saturday 18:30: Singapore (18:00) is the only draw closed today.
    expect(drawClosedLast(pools, kl('2024-05-04T18:30:00'), KL)?.pool).toBe('sg');
    // Sunday 00:30: every pool drew on Saturday; Magnum (19:00) comes first of the latest cut-off.
    expect(drawClosedLast(pools, kl('2024-05-05T00:30:00'), KL)).toEqual({
      pool: 'mg',
      date: '2024-05-04',
      cutoff: '19:00',
    });
    expect(drawClosedLast([], kl('2024-05-05T00:30:00'), KL)).toBeNull();
  });
});

describe('isDrawOpen', () => {
  const wednesdayMorning = kl('2024-05-01T10:00:00');

  it.each([
    // The cut-off itself: strictly before it is open.
    ['mg', mg, '2024-05-01', kl('2024-05-01T18:59:59'), true],
    ['mg', mg, '2024-05-01', kl('2024-05-01T19:00:00'), false],
    ['mg', mg, '2024-05-01', kl('2024-05-01T19:00:01'), false],
    ['mg', mg, '2024-05-01', kl('2024-05-01T00:00:00'), true],
    ['sg', sg, '2024-05-01', kl('2024-05-01T17:59:59'), true],
    ['sg', sg, '2024-05-01', kl('2024-05-01T18:00:00'), false],
    ['sg', sg, '2024-05-01', kl('2024-05-01T18:30:00'), false],
    // The cut-off only applies on the draw date itself.
    ['mg tomorrow', mg, '2024-05-04', kl('2024-05-03T23:59:59'), true],
    ['mg late', mg, '2024-05-04', kl('2024-05-01T23:00:00'), true],
    // Past draws, non-draw days, the horizon.
    ['mg past', mg, '2024-04-28', wednesdayMorning, false],
    ['mg Thursday', mg, '2024-05-02', wednesdayMorning, false],
    ['mg +7', mg, '2024-05-08', wednesdayMorning, true],
    ['mg +7 late', mg, '2024-05-08', kl('2024-05-01T23:59:59'), true],
    ['mg +10', mg, '2024-05-11', wednesdayMorning, false],
    ['gd +7', gd, '2024-05-08', wednesdayMorning, true],
    ['gd +8', gd, '2024-05-09', wednesdayMorning, false],
    ['gd +8 next day', gd, '2024-05-09', kl('2024-05-02T00:00:00'), true],
    // Operator dates.
    ['special Tue', variant(mg, { specialDates: ['2024-05-07'] }), '2024-05-07', wednesdayMorning, true],
    [
      'special Tue cut-off',
      variant(mg, { specialDates: ['2024-05-07'] }),
      '2024-05-07',
      kl('2024-05-07T19:00:00'),
      false,
    ],
    ['special far', variant(mg, { specialDates: ['2024-05-14'] }), '2024-05-14', wednesdayMorning, false],
    ['closed', variant(mg, { closedDates: ['2024-05-04'] }), '2024-05-04', wednesdayMorning, false],
    ['closed today', variant(mg, { closedDates: ['2024-05-01'] }), '2024-05-01', wednesdayMorning, false],
  ])('%s (case %#)', (_label, entry, date, nowMs, expected) => {
    expect(isDrawOpen(entry, date, nowMs, KL)).toBe(expected);
  });

  it('reads the cut-off in the given time zone', () => {
    // 11:30 UTC on Sunday is 19:30 in Kuala Lumpur: closed there, still open for a UTC operator.
    const nowMs = utc('2024-05-05T11:30:00');
    expect(isDrawOpen(mg, '2024-05-05', nowMs, KL)).toBe(false);
    expect(isDrawOpen(mg, '2024-05-05', nowMs, 'UTC')).toBe(true);
    // Sunday 23:30 UTC is Monday in Kuala Lumpur: Sunday's draw is in the past there.
    expect(isDrawOpen(gd, '2024-05-13', utc('2024-05-05T23:30:00'), KL)).toBe(true);
    expect(isDrawOpen(gd, '2024-05-13', utc('2024-05-05T23:30:00'), 'UTC')).toBe(false);
  });
});

describe('openDrawDates', () => {
  const normal = DEFAULT_POOL_SCHEDULES.filter((entry) => entry.pool !== 'gd' && entry.pool !== 'nl');

  it.each([
    [
      'mg Wed morning',
      [mg],
      kl('2024-05-01T10:00:00'),
      ['2024-05-01', '2024-05-04', '2024-05-05', '2024-05-08'],
    ],
    ['mg Wed at cut-off', [mg], kl('2024-05-01T19:00:00'), ['2024-05-04', '2024-05-05', '2024-05-08']],
    ['mg Thu', [mg], kl('2024-05-02T10:00:00'), ['2024-05-04', '2024-05-05', '2024-05-08']],
    ['mg Sun after cut-off', [mg], kl('2024-05-05T20:00:00'), ['2024-05-08', '2024-05-11', '2024-05-12']],
    ['sg Wed 18:30', [sg], kl('2024-05-01T18:30:00'), ['2024-05-04', '2024-05-05', '2024-05-08']],
    [
      'mg+sg Wed 18:30',
      [mg, sg],
      kl('2024-05-01T18:30:00'),
      ['2024-05-01', '2024-05-04', '2024-05-05', '2024-05-08'],
    ],
    [
      'special Tuesday',
      [variant(mg, { specialDates: ['2024-05-07', '2024-06-04'] })],
      kl('2024-05-01T10:00:00'),
      ['2024-05-01', '2024-05-04', '2024-05-05', '2024-05-07', '2024-05-08'],
    ],
    [
      'closed Saturday',
      [variant(mg, { closedDates: ['2024-05-04'] })],
      kl('2024-05-01T10:00:00'),
      ['2024-05-01', '2024-05-05', '2024-05-08'],
    ],
    [
      'daily morning',
      [gd],
      kl('2024-05-01T10:00:00'),
      [
        '2024-05-01',
        '2024-05-02',
        '2024-05-03',
        '2024-05-04',
        '2024-05-05',
        '2024-05-06',
        '2024-05-07',
        '2024-05-08',
      ],
    ],
    [
      'daily after cut-off',
      [gd],
      kl('2024-05-01T19:00:00'),
      ['2024-05-02', '2024-05-03', '2024-05-04', '2024-05-05', '2024-05-06', '2024-05-07', '2024-05-08'],
    ],
    ['across the year end', [mg], kl('2024-12-29T19:30:00'), ['2025-01-01', '2025-01-04', '2025-01-05']],
    ['no pools', [], kl('2024-05-01T10:00:00'), []],
  ])('%s', (_label, schedules, nowMs, expected) => {
    expect(openDrawDates(schedules, nowMs, KL)).toEqual(expected);
  });

  it('all normal pools share the Wed/Sat/Sun dates', () => {
    expect(openDrawDates(normal, kl('2024-05-01T18:30:00'), KL)).toEqual([
      '2024-05-01',
      '2024-05-04',
      '2024-05-05',
      '2024-05-08',
    ]);
  });

  it('counts days in the given time zone', () => {
    // Sunday 23:30 UTC: a UTC operator is on Sunday (past its cut-off), Kuala Lumpur on Monday.
    const nowMs = utc('2024-05-05T23:30:00');
    expect(openDrawDates([gd], nowMs, 'UTC')).toEqual([
      '2024-05-06',
      '2024-05-07',
      '2024-05-08',
      '2024-05-09',
      '2024-05-10',
      '2024-05-11',
      '2024-05-12',
    ]);
    expect(openDrawDates([gd], nowMs, KL)).toEqual([
      '2024-05-06',
      '2024-05-07',
      '2024-05-08',
      '2024-05-09',
      '2024-05-10',
      '2024-05-11',
      '2024-05-12',
      '2024-05-13',
    ]);
  });

  it('lists each pool separately', () => {
    expect(
      openDrawDatesByPool([mg, sg, gd, variant(kd, { weekdays: [] })], kl('2024-05-04T18:30:00'), KL),
    ).toEqual({
      mg: ['2024-05-04', '2024-05-05', '2024-05-08', '2024-05-11'],
      sg: ['2024-05-05', '2024-05-08', '2024-05-11'],
      gd: [
        '2024-05-04',
        '2024-05-05',
        '2024-05-06',
        '2024-05-07',
        '2024-05-08',
        '2024-05-09',
        '2024-05-10',
        '2024-05-11',
      ],
      kd: [],
    });
  });

  it('answers GetBetDates', () => {
    expect(betDates([mg], kl('2024-05-01T10:00:00'), KL)).toEqual([
      { date: '2024-05-01', id: 3, fullDate: '20240501' },
      { date: '2024-05-04', id: 6, fullDate: '20240504' },
      { date: '2024-05-05', id: 0, fullDate: '20240505' },
      { date: '2024-05-08', id: 3, fullDate: '20240508' },
    ]);
  });
});

describe('nextDrawDay and latestDrawDayOnOrBefore', () => {
  const normal = DEFAULT_POOL_SCHEDULES.filter((entry) => entry.pool !== 'gd' && entry.pool !== 'nl');
  const closedSunday = [variant(mg, { closedDates: ['2024-05-05'] })];
  const specialOnly: PoolSchedule[] = [
    { pool: 'mg', weekdays: [], cutoff: '19:00', specialDates: ['2024-05-07'] },
  ];

  it.each([
    ['2024-05-01', 2, '2024-05-04', normal],
    ['2024-05-01', 1, '2024-05-04', normal],
    ['2024-05-04', 2, '2024-05-05', normal],
    ['2024-05-05', 2, '2024-05-08', normal],
    ['2024-05-02', -2, '2024-05-01', normal],
    ['2024-05-01', -2, '2024-04-28', normal],
    ['2024-05-01', -1, '2024-04-28', normal],
    // Month, leap-day and year ends.
    ['2024-05-31', 2, '2024-06-01', normal],
    ['2024-06-01', -2, '2024-05-29', normal],
    ['2024-02-29', 2, '2024-03-02', normal],
    ['2024-03-02', -2, '2024-02-28', normal],
    ['2024-12-29', 2, '2025-01-01', normal],
    ['2025-01-01', -2, '2024-12-29', normal],
    ['2024-12-31', 2, '2025-01-01', [gd]],
    ['2025-01-01', -2, '2024-12-31', [gd]],
    // Operator dates.
    ['2024-05-04', 2, '2024-05-08', closedSunday],
    ['2024-05-08', -2, '2024-05-04', closedSunday],
    ['2024-05-05', 2, '2024-05-07', [variant(mg, { specialDates: ['2024-05-07'] })]],
    // The search stops 366 days away.
    ['2023-05-07', 2, '2024-05-07', specialOnly],
    ['2023-05-06', 2, null, specialOnly],
    ['2025-05-08', -2, '2024-05-07', specialOnly],
    ['2025-05-09', -2, null, specialOnly],
    ['2024-05-01', 2, null, []],
  ] as const)('from %s by %i: %s (%#)', (from, direction, expected, schedules) => {
    expect(nextDrawDay(schedules, from, direction)).toBe(expected);
  });

  it.each([
    ['2024-05-01', '2024-05-01', normal],
    ['2024-05-03', '2024-05-01', normal],
    ['2024-05-07', '2024-05-05', normal],
    ['2025-01-02', '2025-01-01', normal],
    ['2024-12-31', '2024-12-29', normal],
    ['2024-05-06', '2024-05-04', closedSunday],
    ['2025-05-07', '2024-05-07', specialOnly],
    ['2025-05-08', null, specialOnly],
    ['2024-05-06', null, specialOnly],
    ['2024-05-01', null, []],
  ] as const)('latest on or before %s: %s (%#)', (date, expected, schedules) => {
    expect(latestDrawDayOnOrBefore(schedules, date)).toBe(expected);
  });

  it('ignores cut-off and horizon', () => {
    expect(nextDrawDay([mg], '2030-01-01', 2)).toBe('2030-01-02');
    expect(nextDrawDay([mg], '1999-12-31', -2)).toBe('1999-12-29');
  });

  it('refuses a bad direction or date', () => {
    expect(() => nextDrawDay([mg], '2024-05-01', 0 as 2)).toThrow(RangeError);
    expect(() => nextDrawDay([mg], '2024-05-32', 2)).toThrow(RangeError);
    expect(() => latestDrawDayOnOrBefore([mg], '01/05/2024')).toThrow(RangeError);
  });
});

describe('mayCancel', () => {
  const schedules = DEFAULT_POOL_SCHEDULES;

  it.each([
    ['one open draw', [{ pool: 'mg', date: '2024-05-04' }], kl('2024-05-01T10:00:00'), true],
    [
      'several pools and dates, all open',
      [
        { pool: 'mg', date: '2024-05-01' },
        { pool: 'kd', date: '2024-05-04' },
        { pool: 'sg', date: '2024-05-01' },
        { pool: 'gd', date: '2024-05-02' },
      ],
      kl('2024-05-01T17:59:59'),
      true,
    ],
    [
      'Singapore closed first',
      [
        { pool: 'mg', date: '2024-05-01' },
        { pool: 'sg', date: '2024-05-01' },
      ],
      kl('2024-05-01T18:00:00'),
      false,
    ],
    [
      'one of several dates past its cut-off',
      [
        { pool: 'mg', date: '2024-05-01' },
        { pool: 'mg', date: '2024-05-04' },
        { pool: 'mg', date: '2024-05-05' },
      ],
      kl('2024-05-01T19:00:00'),
      false,
    ],
    [
      'later dates only',
      [
        { pool: 'mg', date: '2024-05-04' },
        { pool: 'mg', date: '2024-05-05' },
      ],
      kl('2024-05-01T19:00:00'),
      true,
    ],
    ['past draw', [{ pool: 'mg', date: '2024-04-28' }], kl('2024-05-01T10:00:00'), false],
    ['unknown pool', [{ pool: 'xx', date: '2024-05-04' }], kl('2024-05-01T10:00:00'), false],
    [
      'unknown pool among known ones',
      [
        { pool: 'mg', date: '2024-05-04' },
        { pool: 'xx', date: '2024-05-04' },
      ],
      kl('2024-05-01T10:00:00'),
      false,
    ],
    ['no draws', [], kl('2024-05-01T10:00:00'), false],
  ])('%s', (_label, draws, nowMs, expected) => {
    expect(mayCancel(draws, schedules, nowMs, KL)).toBe(expected);
  });

  it('refuses a closed draw and a malformed date', () => {
    const closed = [variant(mg, { closedDates: ['2024-05-04'] })];
    expect(mayCancel([{ pool: 'mg', date: '2024-05-04' }], closed, kl('2024-05-01T10:00:00'), KL)).toBe(
      false,
    );
    expect(() =>
      mayCancel(
        [
          { pool: 'xx', date: '2024-05-04' },
          { pool: 'mg', date: '4/5/2024' },
        ],
        schedules,
        kl('2024-05-01T10:00:00'),
        KL,
      ),
    ).toThrow(RangeError);
  });
});

describe('configuration errors', () => {
  const nowMs = kl('2024-05-01T10:00:00');

  it.each([
    ['cut-off 7pm', variant(mg, { cutoff: '7pm' }), /pool schedule 'mg': cut-off/],
    ['cut-off 24:00', variant(mg, { cutoff: '24:00' }), /cut-off/],
    ['cut-off 19:0', variant(mg, { cutoff: '19:0' }), /cut-off/],
    ['cut-off 9:00', variant(mg, { cutoff: '9:00' }), /cut-off/],
    ['weekday 7', variant(mg, { weekdays: [3, 7] }), /weekday/],
    ['weekday 1.5', variant(mg, { weekdays: [1.5] }), /weekday/],
    ['special date', variant(mg, { specialDates: ['2024-02-30'] }), /specialDates/],
    ['closed date', variant(mg, { closedDates: ['07/05/2024'] }), /closedDates/],
    ['empty pool', variant(mg, { pool: '' }), /pool code/],
  ])('%s', (_label, entry, message) => {
    expect(() => validatePoolSchedule(entry)).toThrow(RangeError);
    expect(() => validatePoolSchedule(entry)).toThrow(message);
    expect(() => isDrawOpen(entry, '2024-05-01', nowMs, KL)).toThrow(RangeError);
    expect(() => openDrawDates([entry], nowMs, KL)).toThrow(RangeError);
  });

  it('refuses a pool given twice, an unknown time zone and a bad draw date', () => {
    expect(() => openDrawDates([mg, variant(mg, { cutoff: '18:00' })], nowMs, KL)).toThrow(/given twice/);
    expect(() => openDrawDates([mg], nowMs, 'Mars/Olympus_Mons')).toThrow(/unknown time zone/);
    expect(() => isDrawOpen(mg, '2024-05-01', nowMs, 'GMT+99')).toThrow(RangeError);
    expect(() => mayCancel([], [mg], nowMs, 'nowhere')).toThrow(RangeError);
    expect(() => isDrawOpen(mg, '2024-5-1', nowMs, KL)).toThrow(/not a calendar date/);
    expect(() => isDrawDay(mg, '')).toThrow(RangeError);
  });

  it.each([
    ['00:00', 0],
    ['18:00', 1080],
    ['19:00', 1140],
    ['23:59', 1439],
  ])('cutoffMinutes(%s) = %i', (text, minutes) => {
    expect(cutoffMinutes(text)).toBe(minutes);
  });
});

describe('properties', () => {
  const TIME_ZONES = [
    KL,
    'UTC',
    'America/New_York',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'Australia/Lord_Howe',
  ];
  const POOLS = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'gd', 'nl'];
  const nowArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const hm = (minutes: number): string =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

  /** A schedule whose special and closed dates are offsets from a base date, filled in per case. */
  const scheduleShapeArb = fc.record({
    weekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
    cutoff: fc.integer({ min: 0, max: 1439 }).map(hm),
    special: fc.array(fc.integer({ min: -5, max: 12 }), { maxLength: 4 }),
    closed: fc.array(fc.integer({ min: -5, max: 12 }), { maxLength: 4 }),
  });
  const schedulesArb = fc
    .uniqueArray(fc.constantFrom(...POOLS), { maxLength: 5 })
    .chain((pools) =>
      fc.tuple(
        fc.constant(pools),
        fc.array(scheduleShapeArb, { minLength: pools.length, maxLength: pools.length }),
      ),
    );
  const build = (
    [pools, shapes]: [
      string[],
      { weekdays: number[]; cutoff: string; special: number[]; closed: number[] }[],
    ],
    base: string,
  ): PoolSchedule[] =>
    pools.map((pool, index) => {
      const shape = shapes[index] as (typeof shapes)[number];
      return {
        pool,
        weekdays: shape.weekdays,
        cutoff: shape.cutoff,
        specialDates: shape.special.map((days) => addDays(base, days)),
        closedDates: shape.closed.map((days) => addDays(base, days)),
      };
    });

  it('openDrawDates lists exactly the open draw days from today to the horizon, sorted and distinct', () => {
    fc.assert(
      fc.property(schedulesArb, nowArb, fc.constantFrom(...TIME_ZONES), (shape, nowMs, timeZone) => {
        const today = localDateTime(nowMs, timeZone).date;
        const schedules = build(shape, today);
        const dates = openDrawDates(schedules, nowMs, timeZone);

        for (const date of dates) {
          expect(schedules.some((entry) => isDrawDay(entry, date))).toBe(true);
          expect(date >= today).toBe(true);
          expect(daysBetween(today, date)).toBeLessThanOrEqual(DRAW_HORIZON_DAYS);
        }
        for (let index = 1; index < dates.length; index += 1) {
          expect((dates[index - 1] as string) < (dates[index] as string)).toBe(true);
        }
        // Complete: no open draw within the horizon is missing.
        for (let ahead = -1; ahead <= DRAW_HORIZON_DAYS + 1; ahead += 1) {
          const date = addDays(today, ahead);
          const open = schedules.some((entry) => isDrawOpen(entry, date, nowMs, timeZone));
          expect(dates.includes(date)).toBe(open);
        }
        // The per-pool lists are the same answer split by pool.
        const byPool = openDrawDatesByPool(schedules, nowMs, timeZone);
        expect(Object.keys(byPool).sort()).toEqual(schedules.map((entry) => entry.pool).sort());
        expect([...new Set(Object.values(byPool).flat())].sort()).toEqual(dates);
        expect(betDates(schedules, nowMs, timeZone).map((item) => item.date)).toEqual(dates);
      }),
    );
  });

  it('mayCancel is true exactly when every draw of the ticket is open', () => {
    fc.assert(
      fc.property(
        schedulesArb,
        nowArb,
        fc.constantFrom(...TIME_ZONES),
        fc.array(fc.tuple(fc.constantFrom(...POOLS, 'xx'), fc.integer({ min: -2, max: 9 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (shape, nowMs, timeZone, ticket) => {
          const today = localDateTime(nowMs, timeZone).date;
          const schedules = build(shape, today);
          const draws = ticket.map(([pool, days]) => ({ pool, date: addDays(today, days) }));
          const expected = draws.every(({ pool, date }) => {
            const entry = schedules.find((candidate) => candidate.pool === pool);
            return entry !== undefined && isDrawOpen(entry, date, nowMs, timeZone);
          });
          expect(mayCancel(draws, schedules, nowMs, timeZone)).toBe(expected);
        },
      ),
    );
  });

  it('next and previous draw days round-trip', () => {
    const dateArb = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    // At least one regular weekday, so a draw day is never more than a week away.
    const regularArb = schedulesArb.filter(
      ([pools, shapes]) => pools.length > 0 && shapes.some((shape) => shape.weekdays.length > 0),
    );
    fc.assert(
      fc.property(regularArb, dateArb, (shape, date) => {
        const schedules = build(shape, date);
        const drawsOn = (day: string): boolean => schedules.some((entry) => isDrawDay(entry, day));
        const previous = nextDrawDay(schedules, date, -2);
        const next = nextDrawDay(schedules, date, 2);
        if (previous === null || next === null) throw new Error('a weekly draw day must exist');

        expect(previous < date && date < next).toBe(true);
        expect(drawsOn(previous) && drawsOn(next)).toBe(true);
        // Nothing is skipped between them.
        for (let day = addDays(previous, 1); day < next; day = addDays(day, 1)) {
          if (day !== date) expect(drawsOn(day)).toBe(false);
        }
        // next(prev(d)) is d itself when d is a draw day, else the first draw day after d.
        expect(nextDrawDay(schedules, previous, 2)).toBe(drawsOn(date) ? date : next);
        expect(nextDrawDay(schedules, next, -2)).toBe(drawsOn(date) ? date : previous);
        expect(latestDrawDayOnOrBefore(schedules, date)).toBe(drawsOn(date) ? date : previous);
        expect(nextDrawDay(schedules, date, 1)).toBe(next);
        expect(nextDrawDay(schedules, date, -1)).toBe(previous);
      }),
    );
  });
});
