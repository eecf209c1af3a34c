import { describe, expect, it } from 'vitest';
import { ChatSendLimiter, GROUP_MESSAGES_PER_MINUTE, type LimiterClock } from './send-limiter.js';

/** A clock that moves only when a send waits: each sleep jumps it forward. */
function steppingClock(): LimiterClock & { at: number; slept: number[] } {
  const clock = {
    at: 0,
    slept: [] as number[],
    now: () => clock.at,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.at += ms;
    },
  };
  return clock;
}

describe('the per-group send limit', () => {
  it('lets 20 sends a minute into one group go at once and queues the 21st until the minute is over', async () => {
    const clock = steppingClock();
    const limiter = new ChatSendLimiter(GROUP_MESSAGES_PER_MINUTE, clock);
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 22 }, () => limiter.take('-100').then(() => times.push(clock.now()))),
    );
    expect(GROUP_MESSAGES_PER_MINUTE).toBe(20);
    expect(times.slice(0, 20)).toEqual(Array(20).fill(0));
    expect(times.slice(20)).toEqual([60_000, 60_000]);
  });

  it('does not hold up another group', async () => {
    const clock = steppingClock();
    const limiter = new ChatSendLimiter(2, clock);
    await limiter.take('a');
    await limiter.take('a');
    await limiter.take('b');
    expect(clock.slept).toEqual([]);
  });
});
