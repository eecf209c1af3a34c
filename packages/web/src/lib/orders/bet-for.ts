import { z } from 'zod';
import { createStore, useStore } from '@/lib/create-store';
import { useAuth } from '@/lib/auth/auth-store';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * "For: me / a customer" of both betting modes (issue 38 item 1): whom an agent's next orders are
 * for, remembered per agent in this browser until it changes them (also after a reload or the next
 * login), with the last five customers chosen first in the picker. Players never have one.
 */

/** The most recently chosen customers the picker lists first. */
export const RECENT_CUSTOMERS = 5;

const choiceSchema = z.object({
  forUsername: z.string().min(1).nullable(),
  recent: z.array(z.string().min(1)).max(RECENT_CUSTOMERS),
});
export type BetForChoice = z.infer<typeof choiceSchema>;

const NONE: BetForChoice = { forUsername: null, recent: [] };

export const betForStorageKey = (agent: string) => `lotto.betFor.${agent}`;

function read(agent: string): BetForChoice {
  try {
    const parsed = choiceSchema.safeParse(JSON.parse(readStorage('local', betForStorageKey(agent)) ?? ''));
    return parsed.success ? parsed.data : NONE;
  } catch {
    return NONE;
  }
}

// One value per agent, shared by every screen showing it; read from storage on first use.
const stores = new Map<string, ReturnType<typeof createStore<BetForChoice>>>();
function storeOf(agent: string) {
  let store = stores.get(agent);
  if (!store) {
    store = createStore(read(agent));
    stores.set(agent, store);
  }
  return store;
}

/** The choice after choosing `forUsername` (null: me): a customer goes to the front of the recent list. */
export function chosen(previous: BetForChoice, forUsername: string | null): BetForChoice {
  if (forUsername === null) return { ...previous, forUsername: null };
  const recent = [forUsername, ...previous.recent.filter((name) => name !== forUsername)];
  return { forUsername, recent: recent.slice(0, RECENT_CUSTOMERS) };
}

/** Sets whom an agent's orders are for (null: itself). */
export function setBetFor(agent: string, forUsername: string | null): void {
  const store = storeOf(agent);
  store.set((previous) => chosen(previous, forUsername));
  writeStorage('local', betForStorageKey(agent), JSON.stringify(store.get()));
}

/** Forgets the in-memory choices (tests; the stored ones stay). */
export function resetBetForStores(): void {
  stores.clear();
}

const PLAYER_STORE = createStore<BetForChoice>(NONE);

/**
 * The logged-in user's choice: `mayChoose` only for agents and the house, who have customers;
 * `forUsername` null means the order is the user's own.
 */
export function useBetFor() {
  const { user } = useAuth();
  const agent = user && user.role !== 'player' ? user.username : null;
  const choice = useStore(agent ? storeOf(agent) : PLAYER_STORE);
  return {
    mayChoose: agent !== null,
    forUsername: agent ? choice.forUsername : null,
    recent: agent ? choice.recent : [],
    choose: (forUsername: string | null) => {
      if (agent) setBetFor(agent, forUsername);
    },
  };
}
