import { z } from 'zod';
import { parseYmdCompact } from '@lotto/domain/calendar-dates';

/** A YYYYMMDD query field (the spec's report dates), read as 'YYYY-MM-DD'; the error names it. */
export const compactDateParam = (field: string) =>
  z.string().transform((value, issue) => {
    const date = parseYmdCompact(value);
    if (!date) {
      issue.addIssue({ code: 'custom', message: `${field}: expected YYYYMMDD, got "${value}"` });
      return z.NEVER;
    }
    return date;
  });
