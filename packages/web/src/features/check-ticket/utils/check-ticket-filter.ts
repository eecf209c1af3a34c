import { z } from 'zod';
import { isIsoDate } from '@/lib/dates/date-range';

/**
 * The check-ticket filters as the screen holds them; each may be empty (spec §2). This is also the
 * `backToList` navigation state Reorder and Edit carry to advanced betting and back, so the list
 * can be searched again on return.
 */
export interface CheckTicketFilter {
  /** draw date 'YYYY-MM-DD', or '' for any */
  date: string;
  ticketId: string;
  betNumber: string;
}

export const EMPTY_FILTER: CheckTicketFilter = { date: '', ticketId: '', betNumber: '' };

const backToListSchema = z.object({
  date: z.string().refine((date) => date === '' || isIsoDate(date)),
  ticketId: z.string(),
  betNumber: z.string(),
});

/** The `backToList` of a navigation state, or null when there is none (or it is unreadable). */
export function backToListOf(state: unknown): CheckTicketFilter | null {
  if (typeof state !== 'object' || state === null || !('backToList' in state)) return null;
  const parsed = backToListSchema.safeParse((state as { backToList: unknown }).backToList);
  return parsed.success ? parsed.data : null;
}

export type FilterProblem = 'ticketId' | 'betNumber';

/** The fields the server would refuse, checked before asking (digits only; 2 to 6 for a number). */
export function filterProblems(filter: CheckTicketFilter): FilterProblem[] {
  const problems: FilterProblem[] = [];
  const ticketId = filter.ticketId.trim();
  const betNumber = filter.betNumber.trim();
  if (ticketId !== '' && !/^\d{1,15}$/.test(ticketId)) problems.push('ticketId');
  if (betNumber !== '' && !/^\d{2,6}$/.test(betNumber)) problems.push('betNumber');
  return problems;
}

/** The filter as searched: text fields trimmed. */
export function normaliseFilter(filter: CheckTicketFilter): CheckTicketFilter {
  return { date: filter.date, ticketId: filter.ticketId.trim(), betNumber: filter.betNumber.trim() };
}
