import { describe, expect, it } from 'vitest';
import { isDrawDay, isDrawOpen } from '@lotto/domain/draw-calendar';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { addCalendarDate, removeCalendarDate, setPoolSchedule } from './draw-dates.service.js';
import { poolSchedules } from '../../common/schedule.repository.js';

const actor = { id: null, name: 'operator' };
// The test clock: Sunday 2026-11-22 12:00 in Kuala Lumpur. Tuesday 24 is not a Magnum draw day.
const TUESDAY = '2026-11-24';

describe.each(TEST_DIALECTS)('the operator calendar on %s', (dialect) => {
  const t = useTestContext(dialect);
  const magnum = async () => (await poolSchedules(t.ctx)).find((schedule) => schedule.pool === 'mg')!;
  const audit = (action: string) =>
    t.db.kysely
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', action)
      .execute();

  it('starts from the defaults of game-rules §1, from the database', async () => {
    expect(await magnum()).toMatchObject({
      weekdays: [0, 3, 6],
      cutoff: '19:00',
      specialDates: [],
      closedDates: [],
    });
    const sg = (await poolSchedules(t.ctx)).find((schedule) => schedule.pool === 'sg')!;
    expect(sg.cutoff).toBe('18:00');
  });

  it('adds and removes a special draw date, once, audited', async () => {
    const command = { pool: 'mg', date: TUESDAY, kind: 'special' as const, actor, now: t.clock.now };
    expect(await addCalendarDate(t.ctx, command)).toBe(true);
    expect(await addCalendarDate(t.ctx, command)).toBe(false);
    expect(isDrawDay(await magnum(), TUESDAY)).toBe(true);
    expect(await audit('draw.special')).toHaveLength(1);
    expect(await removeCalendarDate(t.ctx, command)).toBe(true);
    expect(await removeCalendarDate(t.ctx, command)).toBe(false);
    expect(isDrawDay(await magnum(), TUESDAY)).toBe(false);
  });

  it('closes a draw (no longer open) and reopens it', async () => {
    const command = { pool: 'mg', date: '2026-11-22', kind: 'closed' as const, actor, now: t.clock.now };
    expect(isDrawOpen(await magnum(), '2026-11-22', t.clock.now, t.ctx.env.TZ_DRAWS)).toBe(true);
    expect(await addCalendarDate(t.ctx, command)).toBe(true);
    expect(isDrawOpen(await magnum(), '2026-11-22', t.clock.now, t.ctx.env.TZ_DRAWS)).toBe(false);
    expect(await removeCalendarDate(t.ctx, command)).toBe(true);
    expect(isDrawOpen(await magnum(), '2026-11-22', t.clock.now, t.ctx.env.TZ_DRAWS)).toBe(true);
  });

  it('never reopens a draw that already has a result', async () => {
    const command = { pool: 'kd', date: '2026-11-25', kind: 'closed' as const, actor, now: t.clock.now };
    await addCalendarDate(t.ctx, command);
    await t.db.kysely
      .insertInto('draw_results')
      .values({
        pool: 'kd',
        draw_date: '2026-11-25',
        numbers_json: '{}',
        version: 1,
        source: 'test',
        entered_by: 'test',
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    await expect(removeCalendarDate(t.ctx, command)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'kd 2026-11-25 already has a result; it cannot be reopened',
    });
  });

  it('changes the weekly days and the cut-off, audited with before and after', async () => {
    await setPoolSchedule(t.ctx, { pool: 'mg', cutoff: '11:30', actor, now: t.clock.now });
    expect(isDrawOpen(await magnum(), '2026-11-22', t.clock.now, t.ctx.env.TZ_DRAWS)).toBe(false);
    await setPoolSchedule(t.ctx, { pool: 'mg', weekdays: [2, 0], actor, now: t.clock.now });
    expect(await magnum()).toMatchObject({ weekdays: [0, 2], cutoff: '11:30' });
    const rows = await audit('draw.schedule');
    expect(rows.map((row) => [JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      [
        { pool: 'mg', weekdays: [0, 3, 6], cutoff: '19:00' },
        { pool: 'mg', weekdays: [0, 3, 6], cutoff: '11:30' },
      ],
      [
        { pool: 'mg', weekdays: [0, 3, 6], cutoff: '11:30' },
        { pool: 'mg', weekdays: [0, 2], cutoff: '11:30' },
      ],
    ]);
  });

  it.each([
    [{ pool: 'xx', cutoff: '19:00' }, /pool: expected a pool code/],
    [{ pool: 'mg', cutoff: '25:00' }, /cut-off must be 'HH:mm'/],
    [{ pool: 'mg', weekdays: [7] }, /weekday must be 0 \(Sunday\) to 6/],
  ])('refuses %o and changes nothing', async (change, message) => {
    const before = await magnum();
    await expect(setPoolSchedule(t.ctx, { ...change, actor, now: t.clock.now })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(await magnum()).toEqual(before);
  });

  it('refuses a bad pool or date for special and closed dates', async () => {
    await expect(
      addCalendarDate(t.ctx, { pool: 'mg', date: '2026-02-30', kind: 'closed', actor, now: t.clock.now }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/date: expected YYYY-MM-DD/),
    });
  });
});
