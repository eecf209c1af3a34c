import { BET_GROUP_CODES } from '@lotto/domain/bet-types';
import { PATTERN_CODES } from '@lotto/domain/patterns';
import { POOL_CODES } from '@lotto/domain/pools';
import { z } from 'zod';
import { authStore } from '@/lib/auth/auth-store';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The bet mode, pattern and pools of the last ticket, remembered per user in localStorage so the
 * next ticket starts from them (issue 17.6), across navigation and reloads.
 */
export const LAST_TICKET_KEY = 'lotto.betting.last';

const lastTicketSchema = z.object({
  owner: z.string(),
  group: z.enum(BET_GROUP_CODES).nullable(),
  pattern: z.enum(PATTERN_CODES),
  pools: z.array(z.enum(POOL_CODES)),
});
export type LastTicket = Omit<z.infer<typeof lastTicketSchema>, 'owner'>;

const NOTHING: LastTicket = { group: null, pattern: 'NORMAL', pools: [] };

function currentUser(): string {
  return authStore.get().user?.username ?? '';
}

/** The remembered choices of the user logged in now (another user's read as nothing). */
export function readLastTicket(): LastTicket {
  try {
    const parsed = lastTicketSchema.safeParse(JSON.parse(readStorage('local', LAST_TICKET_KEY) ?? 'null'));
    if (!parsed.success || parsed.data.owner !== currentUser()) return NOTHING;
    const { group, pattern, pools } = parsed.data;
    return { group, pattern, pools };
  } catch {
    return NOTHING;
  }
}

export function writeLastTicket(last: LastTicket): void {
  writeStorage('local', LAST_TICKET_KEY, JSON.stringify({ owner: currentUser(), ...last }));
}
