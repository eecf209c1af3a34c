import { z } from 'zod';
import { parseYmd, parseYmdCompact } from '@lotto/domain/calendar-dates';

/** A YYYYMMDD query field (the spec's report dates), read as 'YYYY-MM-DD'; zod's path names the field in the error. */
export const compactDateParam = () =>
  z.string().transform((value, issue) => {
    const date = parseYmdCompact(value);
    if (!date) {
      issue.addIssue({ code: 'custom', message: `expected YYYYMMDD, got "${value}"` });
      return z.NEVER;
    }
    return date;
  });

/** An MM/DD/yyyy query field (ticket lists, wallet statement), read as 'YYYY-MM-DD'. */
export const usDateParam = () =>
  z.string().transform((value, issue) => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    const date = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
    if (!parseYmd(date)) {
      issue.addIssue({ code: 'custom', message: `expected MM/DD/yyyy, got "${value}"` });
      return z.NEVER;
    }
    return date;
  });
