import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema, type failureSchema } from '@lotto/contract/envelope';
import { cents } from '@lotto/domain/money';
import type { AppContext } from '../context.js';
import { createUser } from '../features/users/user.service.js';
import { buildApp } from '../app.js';
import { TestBrowser } from './http-client.js';
import type { Dialect } from '../db/database.js';
import { useTestContext } from './test-db.js';

/**
 * What the contract tests (http/contract*.test.ts) share: a house admin and a player with 1,000.00
 * of credit, the real app, and one logged-in browser each; answers parsed by the contract.
 * `setup` adds what one file needs besides (e.g. number meanings), before the app starts.
 */
export function useContractWorld(
  dialect: Dialect,
  options: { setup?: (ctx: AppContext) => Promise<unknown> } = {},
): { admin: () => TestBrowser; punter: () => TestBrowser } {
  const actor = { id: null, name: 'test' };
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        credit: cents(1_000_00),
        actor,
      });
      await options.setup?.(ctx);
    },
  });
  let app: FastifyInstance | undefined;
  let admin: TestBrowser | undefined;
  let punter: TestBrowser | undefined;
  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
  });
  afterAll(async () => app?.close());
  const ready = (browser: TestBrowser | undefined) => {
    if (!browser) throw new Error('the contract world is not set up yet (use it inside a test)');
    return browser;
  };
  return { admin: () => ready(admin), punter: () => ready(punter) };
}

/** The answer's envelope and data, each parsed by the contract: a field the server drops or retypes fails here. */
export async function contractAnswer<T extends z.core.$ZodType>(
  response: Promise<{ json(): unknown }>,
  data: T,
) {
  const parsed = envelopeSchema(data).parse((await response).json()) as
    { success: true; data: z.infer<T> } | z.infer<typeof failureSchema>;
  if (!parsed.success) throw new Error(`refused: ${parsed.code} ${parsed.message}`);
  return parsed.data;
}
