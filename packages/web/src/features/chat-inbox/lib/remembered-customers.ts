import { readStorage, writeStorage } from '@/lib/storage';

const KEY = 'lotto.chatInbox.customers';

/** The customer last picked for each chat sender (the paste inbox remembers it on this device). */
export function rememberedCustomer(sender: string): string | null {
  if (sender === '') return null;
  try {
    const map = JSON.parse(readStorage('local', KEY) ?? '{}') as Record<string, unknown>;
    const value = map[sender];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function rememberCustomer(sender: string, username: string): void {
  if (sender === '') return;
  let map: Record<string, string>;
  try {
    map = JSON.parse(readStorage('local', KEY) ?? '{}') as Record<string, string>;
  } catch {
    map = {};
  }
  writeStorage('local', KEY, JSON.stringify({ ...map, [sender]: username }));
}
