import { describe, expect, it } from 'vitest';
import { addDays } from '@lotto/domain/calendar-dates';
import { DEFAULT_POOL_SCHEDULES, isDrawDay } from '@lotto/domain/draw-calendar';
import { validateDrawResult } from '@lotto/domain/draw-result';
import { availablePools } from '@lotto/domain/pools';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { DEMO_HISTORY_DAYS, demoResult, enterDueDemoResults } from './demo-draws.js';

const actor = { id: null, name: 'test' };
// The test clock: Sunday 2026-11-22, 12:00 in Kuala Lumpur.
const TODAY = '2026-11-22';

describe('demoResult', () => {
  it('is a valid result, the same every time for a pool and date, and differs between draws', () => {
    const first = demoResult('mg', TODAY);
    expect(validateDrawResult(first)).toEqual({ ok: true, value: first });
    expect(demoResult('mg', TODAY)).toEqual(first);
    expect(demoResult('mg', '2026-11-25')).not.toEqual(first);
    expect(
      new Set([first.first, first.second, first.third, ...first.starters, ...first.consolations]).size,
    ).toBe(23);
  });

  it('adds 5D and 6D only where the pool runs them', () => {
    expect(demoResult('tt', TODAY)).toMatchObject({
      fiveD: expect.any(Array),
      sixD: expect.stringMatching(/^\d{6}$/),
    });
    expect(demoResult('nl', TODAY).sixD).toMatch(/^\d{6}$/);
    expect(demoResult('nl', TODAY).fiveD).toBeUndefined();
    expect(demoResult('mg', TODAY).sixD).toBeUndefined();
  });
});

describe.each(TEST_DIALECTS)('demo draws on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  /** Independent count: draw days of the offered pools in the window, today's only after 19:00. */
  function expectedDraws(includeToday: boolean): number {
    const offered = new Set<string>(availablePools(t.ctx.env.APP_TYPE).map((pool) => pool.code));
    let count = 0;
    for (let back = DEMO_HISTORY_DAYS; back >= 0; back -= 1) {
      const date = addDays(TODAY, -back);
      if (date === TODAY && !includeToday) continue;
      count += DEFAULT_POOL_SCHEDULES.filter((s) => offered.has(s.pool) && isDrawDay(s, date)).length;
    }
    return count;
  }

  it('fills in the last 30 days of draws whose cut-off has passed, once', async () => {
    expect(await enterDueDemoResults(t.ctx)).toBe(expectedDraws(false));
    expect(await enterDueDemoResults(t.ctx)).toBe(0);
    const today = await t.db.kysely
      .selectFrom('draw_results')
      .select('pool')
      .where('draw_date', '=', TODAY)
      .execute();
    expect(today).toEqual([]);
    const settled = await t.db.kysely.selectFrom('settlements').select('pool').execute();
    expect(settled).toHaveLength(expectedDraws(false));
  });

  it("enters today's draws once their cut-off has passed", async () => {
    t.clock.advance(7 * 3600_000);
    const entered = await enterDueDemoResults(t.ctx);
    expect(entered).toBe(expectedDraws(true) - expectedDraws(false));
    const row = await t.db.kysely
      .selectFrom('draw_results')
      .select(['numbers_json', 'source'])
      .where('pool', '=', 'mg')
      .where('draw_date', '=', TODAY)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('demo');
    expect(JSON.parse(row.numbers_json)).toEqual(demoResult('mg', TODAY));
  });
});
