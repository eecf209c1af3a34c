import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compactDateParam, usDateParam } from './wire-date-params.js';
import { weekParam } from './weekly.js';
import { setLimitBody } from './packages.js';

/** The messages a field's refusal carries, each with its path, as the server's envelope names them. */
const problems = (schema: z.ZodType, value: unknown): string[] => {
  const parsed = z.object({ when: schema }).safeParse({ when: value });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('date parameters take only the input years (1900-2999)', () => {
  it.each([
    ['compact', compactDateParam, '19000101', '1900-01-01'],
    ['compact', compactDateParam, '29991231', '2999-12-31'],
    ['US', usDateParam, '01/01/1900', '1900-01-01'],
    ['US', usDateParam, '12/31/2999', '2999-12-31'],
    ['week', weekParam, '29991230', '2999-12-30'],
  ])('%s: %s is %s', (_, param, text, date) => {
    expect(param().parse(text)).toBe(date);
  });

  it.each([
    ['compact', compactDateParam, '99991231'],
    ['compact', compactDateParam, '18991231'],
    ['compact', compactDateParam, '30000101'],
    ['US', usDateParam, '12/31/9999'],
    ['US', usDateParam, '01/01/1000'],
    ['week', weekParam, '99991227'],
  ])('%s: %s is refused, naming the field', (_, param, text) => {
    expect(problems(param(), text)).toEqual([`when: expected a year from 1900 to 2999, got "${text}"`]);
  });

  it('still says what shape a date that is no day should have', () => {
    expect(problems(compactDateParam(), '20261131')).toEqual(['when: expected YYYYMMDD, got "20261131"']);
    expect(problems(usDateParam(), '2026-11-05')).toEqual(['when: expected MM/DD/yyyy, got "2026-11-05"']);
  });

  it("bounds a limit's draw date the same way", () => {
    const limit = { pool: 'mg', betType: 'B', number: '', limit: '10' };
    expect(setLimitBody.parse({ ...limit, drawDate: '2999-12-31' }).drawDate).toBe('2999-12-31');
    expect(setLimitBody.parse({ ...limit, drawDate: '' }).drawDate).toBeUndefined();
    const refused = setLimitBody.safeParse({ ...limit, drawDate: '9999-12-31' });
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'drawDate: expected a year from 1900 to 2999, got "9999-12-31"',
    ]);
  });
});
