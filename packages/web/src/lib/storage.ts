/**
 * Browser storage in one place. Every access is guarded: private mode or a full quota must never
 * break the app, it only loses the remembered value.
 */
export const STORAGE_KEYS = {
  /** `username:token` of the logged-in session, compared across tabs (spec §4). */
  session: 'lotto.session',
  /** The username of the last login with "Remember me" ticked, to prefill the login form. */
  rememberedUsername: 'lotto.username',
  /** When the server ends the session if no call comes before (lib/auth/session-deadline.ts). */
  sessionDeadline: 'lotto.sessionDeadline',
  /** The screen to return to after logging in again, per tab (lib/auth/return-to.ts). */
  returnTo: 'lotto.returnTo',
  /** The chosen language. */
  language: 'lotto.language',
  /** The counter's slip paper width, '80' or '58' mm (lib/counter/slip-settings.ts). */
  slipWidth: 'lotto.slipWidth',
  /** Send slips to a Bluetooth ESC/POS printer ('1') rather than the print dialog. */
  slipBluetooth: 'lotto.slipBluetooth',
} as const;

type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // storage full or disabled: the value is simply not remembered
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function sessionIdentity(username: string, token: string): string {
  return `${username}:${token}`;
}

/**
 * Stores `username:token` in both storages at login (spec §4 multi-tab sync). The username is
 * remembered for the next login only when the login form's "Remember me" says so (issue 36 item 9).
 */
export function saveSessionIdentity(username: string, token: string): void {
  const value = sessionIdentity(username, token);
  writeStorage('local', STORAGE_KEYS.session, value);
  writeStorage('session', STORAGE_KEYS.session, value);
}

/** "Remember me" at login: keep the username for the next login on this device, or forget it. */
export function rememberUsername(username: string | null): void {
  if (username) writeStorage('local', STORAGE_KEYS.rememberedUsername, username);
  else removeStorage('local', STORAGE_KEYS.rememberedUsername);
}

export function clearSessionIdentity(): void {
  removeStorage('local', STORAGE_KEYS.session);
  removeStorage('session', STORAGE_KEYS.session);
}
