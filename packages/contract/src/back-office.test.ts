import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drawDateBody, setScheduleBody } from './draws.js';
import { ticketListQuery } from './order.js';
import { savePackageBody } from './packages.js';
import { auditLogQuery, createUserBody, transferCreditBody, transfersQuery } from './users.js';
import { issueMessages } from './testing/issue-messages.js';

/** The request shapes the back office's forms send: an empty field means "not given". */
describe('the wire contract of the back-office requests', () => {
  it('CreateUser reads empty optional fields as not given and the credit as cents', () => {
    const form = { username: ' Newbie ', password: 'pw', role: 'player', parent: '', packageName: '' };
    expect(z.parse(createUserBody, { ...form, credit: '' })).toEqual({
      username: 'Newbie',
      password: 'pw',
      role: 'player',
    });
    expect(z.parse(createUserBody, { ...form, credit: '10.50' }).credit).toBe(1050);
    expect(issueMessages(createUserBody, { ...form, username: ' ', role: 'admin' })).toEqual([
      'username: required',
      'role: Invalid option: expected one of "agent"|"player"',
    ]);
  });

  it('TransferCredit needs an amount above 0 and a remark of at most 200 characters', () => {
    const form = { username: 'p', amount: '5', direction: 'give', remark: 'top-up' };
    expect(z.parse(transferCreditBody, form)).toEqual({ ...form, amount: 500 });
    expect(issueMessages(transferCreditBody, { ...form, amount: '0', remark: 'x'.repeat(201) })).toEqual([
      'amount: must be more than 0',
      'remark: at most 200 characters',
    ]);
  });

  it('the transfer and audit filters leave blank values out', () => {
    expect(z.parse(transfersQuery, { username: '', fromDate: '11/22/2026' })).toEqual({
      fromDate: '2026-11-22',
    });
    expect(z.parse(auditLogQuery, { actor: ' ', from: '', to: '20261122', page: '2' })).toEqual({
      to: '2026-11-22',
      page: 2,
    });
    expect(issueMessages(auditLogQuery, { page: 'x' })).toEqual(['page: expected a page number']);
  });

  it('a schedule takes its weekdays as an array or as form text', () => {
    expect(z.parse(setScheduleBody, { pool: 'mg', weekdays: '0, 3,6' })).toEqual({
      pool: 'mg',
      weekdays: [0, 3, 6],
    });
    expect(issueMessages(setScheduleBody, { pool: 'mg', weekdays: [7], cutoff: '7pm' })).toEqual([
      'weekdays.0: expected 0 (Sunday) to 6',
      'cutoff: expected HH:mm',
    ]);
    expect(issueMessages(drawDateBody, { pool: 'mg', date: '20261124', kind: 'x' })).toEqual([
      'kind: expected special or closed',
    ]);
  });

  it("SavePackage refuses a field it does not know; the ticket list defaults to the user's own active tickets", () => {
    expect(z.safeParse(savePackageBody, { name: 'p1', scale: 1, colour: 'red' }).success).toBe(false);
    expect(z.parse(ticketListQuery, { datefrom: '11/22/2026', dateto: '11/22/2026' })).toEqual({
      datefrom: '2026-11-22',
      dateto: '2026-11-22',
      targetstatus: '1',
      scope: 'mine',
    });
  });
});
