import { describe, expect, it } from 'vitest';
import { envelopeSchema } from './envelope.js';
import { makeOrderBody, receiptSchema } from './order.js';
import { positivePointsInput } from './points.js';
import { reportTypeParam } from './reports.js';
import { resultEntryBody } from './results.js';
import { compactDateParam, usDateParam } from './wire-date-params.js';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the wire contract', () => {
  it('reads the envelope of a success and of a failure, with a code of the closed vocabulary', () => {
    const schema = envelopeSchema(receiptSchema);
    const receipt = { receiptString: ['#1 ...'], ticketXId: ['1'], betStatus: 'COMPLETE' };
    expect(schema.parse({ success: true, message: '', data: receipt })).toEqual({
      success: true,
      message: '',
      data: receipt,
    });
    expect(schema.parse({ success: false, message: 'no', code: 'DRAW_CLOSED', data: null })).toMatchObject({
      code: 'DRAW_CLOSED',
    });
    expect(
      schema.safeParse({ success: false, message: 'no', code: 'NO_SUCH_CODE', data: null }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ success: true, message: '', data: { ...receipt, betStatus: 'OK' } }).success,
    ).toBe(false);
  });

  it('reads a MakeOrder cart with the spec defaults, drops extra fields, and names what is missing', () => {
    const cart = makeOrderBody.parse({
      name: '4D',
      dates: [{ value: '20261122', label: 'dropped' }],
      betList: [{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: ['1'] }],
    });
    expect(cart).toMatchObject({ remark: '', phone: '' });
    expect(cart.dates).toEqual([{ value: '20261122' }]);
    expect(cart.betList[0]).toMatchObject({ pattern: 'NORMAL', poolList: [1], betType: [{ amount: '1' }] });
    expect(
      issues(makeOrderBody.safeParse({ name: '4D', dates: [{ value: '20261122' }], betList: [] })),
    ).toEqual(['the cart is empty']);
  });

  it('checks a result entry by the domain rules, every field named, the date read as YYYYMMDD', () => {
    const entry = {
      pool: 'mg',
      date: '20261122',
      first: '1234',
      second: '5678',
      third: '9012',
      starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
      consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
    };
    expect(resultEntryBody.parse(entry)).toMatchObject({ pool: 'mg', date: '2026-11-22' });
    const bad = issues(resultEntryBody.safeParse({ ...entry, first: '12a4', consolations: ['0002'] }));
    expect(bad).toEqual([
      expect.stringMatching(/^first: expected 4 digits, got '12a4'/),
      expect.stringMatching(/^consolations: expected 10 numbers/),
    ]);
  });

  it('reads wire dates, points and the report filter, refusing with what was expected', () => {
    expect(compactDateParam().parse('20261122')).toBe('2026-11-22');
    expect(issues(compactDateParam().safeParse('2026-11-22'))).toEqual([
      'expected YYYYMMDD, got "2026-11-22"',
    ]);
    expect(usDateParam().parse('11/22/2026')).toBe('2026-11-22');
    expect(positivePointsInput().parse('10.50')).toBe(1050);
    expect(issues(positivePointsInput().safeParse('0'))).toEqual(['must be more than 0']);
    expect(reportTypeParam.parse(' GD ')).toBe('gd');
    expect(reportTypeParam.parse(undefined)).toBe('all');
  });
});
