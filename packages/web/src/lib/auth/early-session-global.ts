/**
 * The window property under which index.html's early script (build-plugins/early-hints.ts) leaves
 * the start-up session check it asked for. A file of its own: vite.config.ts imports it too.
 */
export const EARLY_SESSION_GLOBAL = 'lottoEarlySession';
