import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  clearSessionDeadline,
  formatLeft,
  noteSessionIdle,
  noteSessionIdleHeader,
  readSessionDeadline,
  sessionTimer,
  WARN_BEFORE_MS,
} from './session-deadline';

const MINUTE = 60_000;

describe('session deadline', () => {
  it('is noted from the answers (shared by the tabs) and keeps the longest idle window seen', () => {
    noteSessionIdle(1200, 1_000_000);
    expect(readSessionDeadline()).toEqual({ at: 1_000_000 + 20 * MINUTE, windowMs: 20 * MINUTE });
    // A call that did not restart the count (the server writes its last use once a minute).
    noteSessionIdle(1170, 1_030_000);
    expect(readSessionDeadline()).toEqual({ at: 1_030_000 + 1_170_000, windowMs: 20 * MINUTE });
    expect(localStorage.getItem(STORAGE_KEYS.sessionDeadline)).not.toBeNull();
    clearSessionDeadline();
    expect(readSessionDeadline()).toBeNull();
  });

  it('reads the header of an answer, and ignores a missing or malformed one', () => {
    noteSessionIdleHeader(new Headers({ 'X-Session-Idle-Seconds': '600' }), 0);
    expect(readSessionDeadline()?.at).toBe(600_000);
    noteSessionIdleHeader(new Headers({ 'X-Session-Idle-Seconds': '-5' }), 0);
    noteSessionIdleHeader(new Headers({ 'X-Session-Idle-Seconds': 'soon' }), 0);
    noteSessionIdleHeader(new Headers(), 0);
    expect(readSessionDeadline()?.at).toBe(600_000);
    localStorage.setItem(STORAGE_KEYS.sessionDeadline, '{"at":"x"}');
    expect(readSessionDeadline()).toBeNull();
  });

  it('warns in the last two minutes, or in the last half of a shorter window, and ends at the deadline', () => {
    const twenty = { at: 100 * MINUTE, windowMs: 20 * MINUTE };
    expect(sessionTimer(null, 0)).toEqual({ kind: 'unknown' });
    expect(sessionTimer(twenty, 100 * MINUTE - WARN_BEFORE_MS - 1).kind).toBe('active');
    expect(sessionTimer(twenty, 100 * MINUTE - WARN_BEFORE_MS)).toEqual({
      kind: 'warn',
      leftMs: WARN_BEFORE_MS,
    });
    expect(sessionTimer(twenty, 100 * MINUTE - 1)).toEqual({ kind: 'warn', leftMs: 1 });
    expect(sessionTimer(twenty, 100 * MINUTE)).toEqual({ kind: 'expired' });
    const one = { at: 10 * MINUTE, windowMs: MINUTE };
    expect(sessionTimer(one, 10 * MINUTE - 31_000).kind).toBe('active');
    expect(sessionTimer(one, 10 * MINUTE - 30_000).kind).toBe('warn');
  });

  it('shows the time left as m:ss, rounded up', () => {
    expect(formatLeft(120_000)).toBe('2:00');
    expect(formatLeft(61_001)).toBe('1:02');
    expect(formatLeft(9_000)).toBe('0:09');
    expect(formatLeft(-5)).toBe('0:00');
  });
});
