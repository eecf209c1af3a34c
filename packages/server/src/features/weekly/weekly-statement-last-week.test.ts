import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { REPORT_PASSWORD, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';

/**
 * Rule: a week outside the input years (1900-2999, calendar-dates.ts) is refused where the query
 * is read, with VALIDATION_FAILED naming `week`. The statement adds six days to the Monday it is
 * given; the calendar's last whole week (9999-12-27) used to run that past 9999-12-31 into a
 * RangeError and a 500 for every logged-in user.
 */
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('GetWeeklyStatement at the end of the calendar on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      for (const [username, role, parent] of [
        ['house', 'admin'],
        ['ag1', 'agent', 'house'],
        ['pl1', 'player', 'ag1'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it.each(['house', 'ag1', 'pl1'])('answers %s a clear 4xx naming week, not a 500', async (who) => {
    const response = await browsers.as(who).get('/Report/GetWeeklyStatement?week=99991227');
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toBe('week: expected a year from 1900 to 2999, got "99991227"');
  });

  it('answers for the last whole week of the input years', async () => {
    // Monday 2999-12-30: its Sunday is in 3000, which the calendar still reaches.
    const response = await browsers.as('ag1').get('/Report/GetWeeklyStatement?week=29991230');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { week: '29991230' } });
  });
});
