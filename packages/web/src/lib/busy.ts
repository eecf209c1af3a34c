import { createStore, useStore } from './create-store';

/** Number of requests in flight that should show the busy overlay (spec §4: counts overlaps). */
export const busyStore = createStore(0);

export function beginBusy(): () => void {
  busyStore.set((count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    busyStore.set((count) => Math.max(0, count - 1));
  };
}

export function useIsBusy(): boolean {
  return useStore(busyStore) > 0;
}
