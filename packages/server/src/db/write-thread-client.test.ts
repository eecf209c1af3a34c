import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { runWrite, writeCommand } from './run-write.js';
import { WriteThreadClient } from './write-thread-client.js';

/**
 * A write thread whose Worker cannot even be constructed (Node throws at once, before any thread
 * exists): nothing reached a thread, so the write runs on the request thread, and the thread is
 * given up for good instead of failing every later write the same way.
 */
describe('a lazy write thread that cannot start', () => {
  // Node accepts only file: (and data:) URLs for a worker's program: this one throws in the constructor.
  const unstartable = () => {
    const problems: string[] = [];
    const writer = new WriteThreadClient({
      entry: new URL('http://127.0.0.1/write-thread.js'),
      url: 'postgres://unused',
      lazy: true,
      onProblem: (message) => problems.push(message),
    });
    return { writer, problems };
  };
  const ctxWith = (writer: WriteThreadClient) =>
    ({ db: { writer, dialect: 'postgres' }, env: {}, metrics: undefined }) as unknown as AppContext;
  let ranHere = 0;
  const settle = writeCommand(
    'enterResult',
    async () => {
      ranHere += 1;
      return { settlement: { settledNow: true } };
    },
    { threads: ['sqlite', 'postgres'] },
  );

  it('runs the write on the request thread, says why once, and does not try again', async () => {
    const { writer, problems } = unstartable();
    const ctx = ctxWith(writer);
    ranHere = 0;

    await expect(runWrite(ctx, settle, {})).resolves.toEqual({ settlement: { settledNow: true } });
    await expect(runWrite(ctx, settle, {})).resolves.toEqual({ settlement: { settledNow: true } });

    expect(ranHere).toBe(2);
    expect(writer.alive).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/could not start: .*scheme/i);
    expect(problems[0]).toMatch(/request thread/);
    await writer.stop();
  });

  it('answers a direct call with a rejection, not a throw', async () => {
    const { writer, problems } = unstartable();

    await expect(writer.call({}, 'enterResult', {})).rejects.toThrow('the write thread has stopped');

    expect(writer.alive).toBe(false);
    expect(problems).toHaveLength(1);
    await writer.stop();
  });

  it('is not started for a command it does not run', async () => {
    const { writer, problems } = unstartable();
    const order = writeCommand('placeOrder', async () => ({ betStatus: 'ok' }), { threads: ['sqlite'] });

    await expect(runWrite(ctxWith(writer), order, { drafts: [] })).resolves.toEqual({ betStatus: 'ok' });

    expect(writer.alive).toBe(true);
    expect(problems).toEqual([]);
    await writer.stop();
  });
});
