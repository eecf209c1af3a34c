import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlySessionCheck } from './early-session';
import { EARLY_SESSION_GLOBAL } from './early-session-global';

const early = window as unknown as Record<string, unknown>;

describe('takeEarlySessionCheck', () => {
  afterEach(() => {
    delete early[EARLY_SESSION_GLOBAL];
  });

  it("gives the early script's answer once; later checks ask the server again", async () => {
    const answer = Promise.resolve(new Response('{}'));
    early[EARLY_SESSION_GLOBAL] = answer;
    expect(takeEarlySessionCheck()).toBe(answer);
    expect(takeEarlySessionCheck()).toBeUndefined();
    await answer;
  });

  it('without an early answer gives nothing, and marks it taken so a late early script asks nothing', () => {
    expect(takeEarlySessionCheck()).toBeUndefined();
    // the early script asks only when the property is absent
    expect(EARLY_SESSION_GLOBAL in window).toBe(true);
  });
});
