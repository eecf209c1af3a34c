import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The advanced editor's draft (issue 17.1): the typed text and remark, kept in this browser per
 * user and per ticket being edited, so navigating away or reloading never loses a line. It is
 * removed when the order is placed.
 */
export interface Draft {
  text: string;
  remark: string;
}

const PREFIX = 'lotto.advancedDraft';

export function draftKey(username: string, betId: string | undefined): string {
  return `${PREFIX}:${username}:${betId ?? 'new'}`;
}

export function readDraft(key: string): Draft | null {
  const raw = readStorage('local', key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { text, remark } = value as Record<string, unknown>;
    if (typeof text !== 'string') return null;
    return { text, remark: typeof remark === 'string' ? remark : '' };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  writeStorage('local', key, JSON.stringify(draft));
}

export function clearDraft(key: string): void {
  removeStorage('local', key);
}
