import { describe, expect, it } from 'vitest';
import { decideSessionSync } from './session-sync';

describe('decideSessionSync', () => {
  it('is in sync when both copies are equal', () => {
    expect(decideSessionSync('ann:1', 'ann:1')).toEqual({ kind: 'in-sync' });
  });

  it('adopts the shared copy when another tab logged in differently', () => {
    expect(decideSessionSync('bob:2', 'ann:1')).toEqual({ kind: 'switched', identity: 'bob:2' });
  });

  it('blocks when another tab logged out (shared copy gone, own copy set)', () => {
    expect(decideSessionSync(null, 'ann:1')).toEqual({ kind: 'logged-out-elsewhere' });
    expect(decideSessionSync('', 'ann:1')).toEqual({ kind: 'logged-out-elsewhere' });
  });

  it('does nothing when this tab has no copy yet or neither is set', () => {
    expect(decideSessionSync('ann:1', null)).toEqual({ kind: 'in-sync' });
    expect(decideSessionSync(null, null)).toEqual({ kind: 'in-sync' });
  });
});
