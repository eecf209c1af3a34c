import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createUser } from '../features/users/user.service.js';
import { dbSnapshot } from '../test-support/db-snapshot.js';
import { REPORT_PASSWORD, reportBrowsers } from '../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';

/**
 * Rule: every date a request names lies in the input years, 1900-2999 (calendar-dates.ts), or the
 * call is refused with VALIDATION_FAILED naming the field, and nothing changes. Routes add days to
 * the dates they are given (a statement's opening day, the day after a range); at the calendar's
 * end (9999-12-31) that used to throw a RangeError, a 500. GetWeeklyStatement, GetClaims and
 * GetChatOrders have their own tests (weekly-statement-last-week, claims-last-day,
 * chat-orders-last-day); these are the other report ranges and the draw dates of POST calls.
 */
const actor = { id: null, name: 'test' };
const yearsMessage = (field: string, value: string) =>
  `${field}: expected a year from 1900 to 2999, got "${value}"`;

describe.each(TEST_DIALECTS)('date parameters outside the input years on %s', (dialect) => {
  const t = useTestContext(dialect, {
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

  it.each([
    ['pl1', '/Report/GetWalletStatement?fromDate=12/25/2999&toDate=12/31/9999', 'toDate', '12/31/9999'],
    ['ag1', '/Report/GetWalletStatement?fromDate=01/01/1000&toDate=01/01/1000', 'fromDate', '01/01/1000'],
    ['house', '/Admin/GetAuditLog?to=99991231', 'to', '99991231'],
    ['house', '/Admin/GetAuditLog?from=10000101', 'from', '10000101'],
    ['house', '/Admin/GetTransfers?toDate=12/31/9999', 'toDate', '12/31/9999'],
    ['ag1', '/Admin/GetTransfers?fromDate=01/01/1000', 'fromDate', '01/01/1000'],
  ])('%s GET %s: VALIDATION_FAILED naming %s, not a 500', async (who, url, field, value) => {
    const response = await browsers.as(who).get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain(yearsMessage(field, value));
  });

  it.each([
    ['pl1', '/Report/GetWalletStatement?fromDate=12/01/2999&toDate=12/31/2999'],
    ['pl1', '/Report/GetWalletStatement?fromDate=01/01/1900&toDate=01/31/1900'],
    ['house', '/Admin/GetAuditLog?from=19000101&to=29991231'],
    ['ag1', '/Admin/GetTransfers?fromDate=01/01/1900&toDate=12/31/2999'],
  ])('%s GET %s: answers at the edges of the input years', async (who, url) => {
    const response = await browsers.as(who).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it.each([
    [
      'StopNumber',
      '/Report/StopNumber',
      { date: '99991231', pool: 'mg', number: '1234', stopped: true },
      yearsMessage('date', '99991231'),
    ],
    [
      'SetLimit',
      '/Admin/SetLimit',
      { pool: 'mg', betType: 'B', drawDate: '9999-12-31', number: '', limit: '10' },
      yearsMessage('drawDate', '9999-12-31'),
    ],
    [
      'AddDrawDate',
      '/Admin/AddDrawDate',
      { pool: 'mg', date: '30000101', kind: 'special' },
      yearsMessage('date', '30000101'),
    ],
    ['CloseDraw', '/Result/CloseDraw', { pool: 'mg', date: '99991231' }, yearsMessage('date', '99991231')],
    [
      'EnterResult',
      '/Admin/EnterResult',
      {
        pool: 'mg',
        date: '99991231',
        first: '1234',
        second: '5678',
        third: '9012',
        starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
        consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
      },
      "date: expected a year from 1900 to 2999, got '9999-12-31'",
    ],
  ])(
    'POST %s with a far draw date: VALIDATION_FAILED naming it, nothing stored',
    async (_, url, body, message) => {
      const before = await dbSnapshot(t.db);
      const response = await browsers.as('house').postJson(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().message).toContain(message);
      expect(await dbSnapshot(t.db)).toBe(before);
    },
  );
});
