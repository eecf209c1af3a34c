import { z } from 'zod';
import { inputYearMessage, isInputDate } from '@lotto/domain/calendar-dates';
import { fromCompactDate, fromUsDate } from './wire-dates.js';

/**
 * The wire's date fields as zod schemas, read as 'YYYY-MM-DD'. Apart from the converters in
 * wire-dates.ts, which must stay free of zod: the web's first screens use those. A date field
 * takes only the input years (1900-2999, calendar-dates.ts): routes add days to what they are
 * given, and a day at the calendar's end (9999-12-31) would fail there as a server fault.
 */

/** A YYYYMMDD field (the spec's report dates, in a query or an answer), read as 'YYYY-MM-DD'; zod's path names the field in the error. */
export const compactDateParam = () =>
  z.string().transform((value, issue) => {
    const date = fromCompactDate(value);
    if (!date) {
      issue.addIssue({ code: 'custom', message: `expected YYYYMMDD, got "${value}"` });
      return z.NEVER;
    }
    if (!isInputDate(date)) {
      issue.addIssue({ code: 'custom', message: inputYearMessage(value) });
      return z.NEVER;
    }
    return date;
  });

/** An MM/DD/yyyy query field (ticket lists, wallet statement), read as 'YYYY-MM-DD'. */
export const usDateParam = () =>
  z.string().transform((value, issue) => {
    const date = fromUsDate(value);
    if (!date) {
      issue.addIssue({ code: 'custom', message: `expected MM/DD/yyyy, got "${value}"` });
      return z.NEVER;
    }
    if (!isInputDate(date)) {
      issue.addIssue({ code: 'custom', message: inputYearMessage(value) });
      return z.NEVER;
    }
    return date;
  });
