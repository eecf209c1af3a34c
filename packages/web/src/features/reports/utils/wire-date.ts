import { parseYmdCompact } from '@lotto/domain/calendar-dates';
import { z } from 'zod';

/** A report date on the wire, 'YYYYMMDD', read as 'YYYY-MM-DD' (the app's own form). */
export const compactDateSchema = z.string().transform((value, issue) => {
  const date = parseYmdCompact(value);
  if (!date) {
    issue.addIssue({ code: 'custom', message: `expected YYYYMMDD, got "${value}"` });
    return z.NEVER;
  }
  return date;
});
