import type { BetSuccessBack } from '@/lib/orders/receipt';

/* Reading the details screen's navigation state: the list it was opened from (issue 38 items 3, 6). */

/** The list the details were opened from, if the state names one of this app's paths. */
export function backFromState(state: unknown): BetSuccessBack | undefined {
  if (typeof state !== 'object' || state === null || !('back' in state)) return undefined;
  const { back } = state as { back: unknown };
  if (typeof back !== 'object' || back === null) return undefined;
  const { path, state: listState } = back as { path?: unknown; state?: unknown };
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return { path, state: listState };
}

/** check ticket's search, as it hands it to advanced betting (`backToList`), if the state holds one */
export function backToListOf(
  state: unknown,
): { date: string; ticketId: string; betNumber: string } | undefined {
  if (typeof state !== 'object' || state === null || !('backToList' in state)) return undefined;
  const { backToList } = state as { backToList: unknown };
  if (typeof backToList !== 'object' || backToList === null) return undefined;
  const { date, ticketId, betNumber } = backToList as Record<string, unknown>;
  return typeof date === 'string' && typeof ticketId === 'string' && typeof betNumber === 'string'
    ? { date, ticketId, betNumber }
    : undefined;
}
