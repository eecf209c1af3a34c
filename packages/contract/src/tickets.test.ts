import { describe, expect, it } from 'vitest';
import { betDatesQuery } from './draws.js';
import { setLimitBody } from './packages.js';
import { strikeReportQuery } from './results.js';
import {
  cancelMultipleOrderBody,
  cancelOrderQuery,
  checkTicketAnswer,
  checkTicketBody,
  MAX_CANCEL_TICKETS,
  ticketDetailsAnswer,
  ticketDetailsQuery,
} from './tickets.js';
import { isMonthDay } from './wire-dates.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const details = {
  betId: '42',
  status: 'Active',
  datetime: '22/11/2026 12:00:00',
  total: 3,
  orderstring: 'D25\n#M\n1234#B1#S2',
  orderresponse: '#42 ...',
  remark: '',
  phone: '',
  cancellable: true,
  cartObject: null,
  owner: 'player1',
  placedBy: 'player1',
  voidedBy: null,
};

describe('the wire contract of tickets, strikes, bet dates and limits', () => {
  it('reads a ticket id as text or a number, naming the field of a bad one', () => {
    expect(ticketDetailsQuery.parse({ betId: '42', dateTime: 'x' })).toEqual({ betId: 42, dateTime: 'x' });
    expect(cancelOrderQuery.parse({ header_id: 7 })).toEqual({ header_id: 7 });
    expect(issues(cancelOrderQuery.safeParse({ header_id: '4x' }))).toEqual([
      'header_id: expected a ticket id',
    ]);
    expect(issues(cancelOrderQuery.safeParse({ header_id: '0' }))).toEqual([
      'header_id: expected a ticket id',
    ]);
    expect(cancelMultipleOrderBody.parse({ header_ids: ['1', 2] })).toEqual({ header_ids: [1, 2] });
    const many = Array.from({ length: MAX_CANCEL_TICKETS + 1 }, (_, i) => String(i + 1));
    expect(cancelMultipleOrderBody.safeParse({ header_ids: many }).success).toBe(false);
  });

  it('reads the check-ticket filters: blank is any, MMDD a day of some year, a bet number only as text', () => {
    expect(checkTicketBody.parse({ date: ' ', ticket_id: '', bet_number: null })).toEqual({
      date: null,
      ticket_id: null,
      bet_number: null,
    });
    expect(checkTicketBody.parse({ date: '0229', ticket_id: 42, bet_number: '0123' })).toEqual({
      date: '0229',
      ticket_id: '42',
      bet_number: '0123',
    });
    expect(isMonthDay('0431')).toBe(false);
    expect(issues(checkTicketBody.safeParse({ date: '1340' }))).toEqual([
      'expected MMDD (month and day of the draw, e.g. 1122), got "1340"',
    ]);
    // a JSON number would have lost the leading zero of 0123
    expect(issues(checkTicketBody.safeParse({ bet_number: 123 }))).toEqual([
      'expected a bet number of 2 to 6 digits, got 123',
    ]);
  });

  it('reads the ticket answers: a status of the three names, an owner the server could not name as null', () => {
    expect(ticketDetailsAnswer.parse({ ...details, owner: null, voidedBy: null })).toMatchObject({
      owner: null,
    });
    // every field is sent: an answer without whose ticket it is, or whether it can be cancelled, is refused
    const { cancellable: _cancellable, ...withoutCancellable } = details;
    expect(ticketDetailsAnswer.safeParse(withoutCancellable).success).toBe(false);
    expect(ticketDetailsAnswer.safeParse({ ...details, owner: undefined }).success).toBe(false);
    expect(ticketDetailsAnswer.safeParse({ ...details, status: 'Cancelled' }).success).toBe(false);
    expect(ticketDetailsAnswer.safeParse({ ...details, total: '3.00' }).success).toBe(false);
    const entry = { ticketId: '42', owner: 'player1', cancellable: true, status: 'Active' };
    expect(checkTicketAnswer.parse({ total: 3, count: 1, receipts: ['#42'], entries: [entry] })).toBeTruthy();
    expect(checkTicketAnswer.safeParse({ total: 3, count: 1, receipts: ['#42'] }).success).toBe(false);
    const { status: _status, ...withoutStatus } = entry;
    expect(
      checkTicketAnswer.safeParse({ total: 3, count: 1, receipts: ['#42'], entries: [withoutStatus] })
        .success,
    ).toBe(false);
    expect(
      checkTicketAnswer.safeParse({
        total: 3,
        count: 1,
        receipts: ['#42'],
        entries: [{ ...entry, status: 'Void' }],
      }).success,
    ).toBe(false);
  });

  it('reads the strike report and bet dates queries, and a SetLimit form', () => {
    expect(strikeReportQuery.parse({ date_from: '20261101', date_to: '20261122' })).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-22',
    });
    expect(issues(strikeReportQuery.safeParse({ date_from: '2026-11-01', date_to: '20261122' }))).toEqual([
      'expected YYYYMMDD, got "2026-11-01"',
    ]);
    expect(betDatesQuery.parse({ selected_date: ' ', day_number: '-2' })).toEqual({
      selected_date: undefined,
      day_number: -2,
    });
    expect(betDatesQuery.parse({ selected_date: '2026-11-22' })).toEqual({ selected_date: '2026-11-22' });
    expect(issues(betDatesQuery.safeParse({ selected_date: '20261131' }))).toEqual([
      'expected a date YYYYMMDD',
    ]);
    expect(issues(betDatesQuery.safeParse({ day_number: '3' }))).toEqual(['expected 2 or -2']);

    const form = { pool: 'all', betType: 'B', drawDate: '', number: ' ', limit: '50' };
    expect(setLimitBody.parse(form)).toEqual({ pool: 'all', betType: 'B', limit: '50' });
    expect(issues(setLimitBody.safeParse({ ...form, drawDate: '2026-02-30' }))).toEqual([
      'expected YYYY-MM-DD',
    ]);
    expect(setLimitBody.safeParse({ ...form, pool: 'xx' }).success).toBe(false);
  });
});
