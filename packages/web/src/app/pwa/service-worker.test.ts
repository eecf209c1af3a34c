import { afterEach, describe, expect, it } from 'vitest';
import { whenFirstScreenIsUp } from './service-worker';

/** Settles within a few ticks, or reports that it is still pending. */
async function settledSoon(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenFirstScreenIsUp (the service worker waits for it)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits while a splash is on the page, and resolves when it has gone', async () => {
    document.body.innerHTML = '<div id="root"><div class="splash">4D</div></div>';
    const up = whenFirstScreenIsUp();
    expect(await settledSoon(up)).toBe(false);

    // React swaps index.html's splash for its own (the session check runs): still waiting
    document.getElementById('root')!.innerHTML = '<div class="splash" role="status">4D</div>';
    expect(await settledSoon(up)).toBe(false);

    document.getElementById('root')!.innerHTML = '<main>home</main>';
    expect(await settledSoon(up)).toBe(true);
  });

  it('resolves at once when the first screen is already up', async () => {
    document.body.innerHTML = '<div id="root"><main>login</main></div>';
    expect(await settledSoon(whenFirstScreenIsUp())).toBe(true);
  });
});
