import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter.js';

describe('Limiter', () => {
  it('runs at most `limit` tasks at once, the others in arrival order, whatever they answer', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      limiter
        .run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running -= 1;
          if (i === 1) throw new Error('task 1 fails');
          return i;
        })
        .catch((error: Error) => error.message),
    );
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await tick();
    expect(started).toEqual([0, 1]);
    for (let step = 0; step < 5; step += 1) {
      releases.shift()!();
      await tick();
    }
    expect(await Promise.all(tasks)).toEqual([0, 'task 1 fails', 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(limiter.active).toBe(0);
  });
});
