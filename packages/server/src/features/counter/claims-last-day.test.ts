import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { REPORT_PASSWORD, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';

/**
 * Rule: GET /Report/GetClaims refuses a from or to outside the input years (1900-2999,
 * calendar-dates.ts) with VALIDATION_FAILED naming the field. The report reads up to the day after
 * `to`; on the calendar's last day (9999-12-31) that used to be a RangeError and a 500. The other
 * routes that take such dates are covered in chat-orders-last-day.test.ts and
 * http/date-param-years.test.ts.
 */
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('GetClaims on the last day of the calendar on %s', (dialect) => {
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

  it.each([
    ['from=20261101&to=99991231', 'to', '99991231'],
    ['from=99991231&to=20261101', 'from', '99991231'],
    ['from=18991231&to=20261101', 'from', '18991231'],
    ['from=20261101&to=30000101', 'to', '30000101'],
  ])('%s: VALIDATION_FAILED naming %s, not a 500', async (query, field, value) => {
    const response = await browsers.as('ag1').get(`/Report/GetClaims?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: `${field}: expected a year from 1900 to 2999, got "${value}"`,
    });
  });

  it('answers for the last day of the input years', async () => {
    const response = await browsers.as('ag1').get('/Report/GetClaims?from=29991201&to=29991231');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { count: 0, items: [] } });
  });
});
