import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { createUser } from '../../users/user.service.js';
import { REPORT_PASSWORD, reportBrowsers } from '../../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../../test-support/test-db.js';

/**
 * Rule: GET /Admin/GetChatOrders refuses a date outside the input years (1900-2999,
 * calendar-dates.ts) with VALIDATION_FAILED naming `date`. The route reads up to the next day; on
 * the calendar's last day (9999-12-31) that used to be a RangeError and a 500.
 */
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('GetChatOrders on the last day of the calendar on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      for (const [username, role, parent] of [
        ['house', 'admin'],
        ['ag1', 'agent', 'house'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1']);
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it.each(['house', 'ag1'])('%s gets VALIDATION_FAILED naming date, not a 500', async (who) => {
    const response = await browsers.as(who).get('/Admin/GetChatOrders?date=99991231');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'date: expected a year from 1900 to 2999, got "99991231"',
    });
  });

  it('answers for the last day of the input years', async () => {
    const response = await browsers.as('house').get('/Admin/GetChatOrders?date=29991231');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { orders: [] } });
  });
});
