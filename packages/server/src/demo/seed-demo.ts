import { cents } from '@lotto/domain/money';
import type { Role } from '@lotto/domain/roles';
import type { AppContext } from '../context.js';
import { loadSampleChart } from '../features/meanings/sample-chart.js';
import { findPackageByName, insertScaledPackage } from '../common/package.repository.js';
import { countUsers } from '../common/user.repository.js';
import { DEMO_BET_DAYS, placeDemoBets } from './demo-bets.js';
import { enterDueDemoResults } from './demo-draws.js';
import { createUser } from '../features/users/user.service.js';

export interface DemoLogin {
  username: string;
  password: string;
  role: Role;
  credit: string;
}

export const DEMO_LOGINS: DemoLogin[] = [
  { username: 'admin', password: 'admin1234', role: 'admin', credit: '0.00' },
  { username: 'agent1', password: 'agent1234', role: 'agent', credit: '50,000.00' },
  { username: 'player1', password: 'player1234', role: 'player', credit: '1,000.00' },
  { username: 'player2', password: 'player1234', role: 'player', credit: '500.00' },
];

/**
 * Demo data for the embedded default: the house, one agent with two players, a scaled package, the
 * players' bets of the last two weeks (demo-bets.ts) and generated results for the last 30 days (demo-draws.ts). Runs only on an empty database, so it never touches real accounts; answers whether it
 * seeded anything.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if ((await countUsers(ctx.db.kysely)) > 0) return false;
  const actor = { id: null, name: 'seed-demo' };
  // The accounts open before the demo bets of the last days, so their statements read in order.
  const opened = ctx.clock() - (DEMO_BET_DAYS + 1) * 86_400_000;
  const seedCtx: AppContext = { ...ctx, clock: () => opened };
  if (!(await findPackageByName(ctx.db.kysely, '2730'))) {
    await insertScaledPackage(ctx.db.kysely, '2730', 10_920, opened);
  }
  await createUser(seedCtx, { username: 'admin', password: 'admin1234', role: 'admin', actor });
  await createUser(seedCtx, {
    username: 'agent1',
    password: 'agent1234',
    role: 'agent',
    parent: 'admin',
    packageName: '2500',
    credit: cents(5_000_000),
    actor,
  });
  await createUser(seedCtx, {
    username: 'player1',
    password: 'player1234',
    role: 'player',
    parent: 'agent1',
    packageName: '2730',
    credit: cents(100_000),
    actor,
  });
  await createUser(seedCtx, {
    username: 'player2',
    password: 'player1234',
    role: 'player',
    parent: 'agent1',
    packageName: '2500',
    credit: cents(50_000),
    actor,
  });
  // The players' bets of the last days, settled by the past results below, so every report
  // screen has figures at once.
  await placeDemoBets(ctx, ['player1', 'player2']);
  // 30 days of past results, so the result and strike screens have something to show at once
  // (none with DEMO_DRAWS=false: the draws are left to the result sources, as an e2e spec needs).
  if (ctx.env.DEMO_DRAWS) await enterDueDemoResults(ctx);
  // A small chart of our own, so the number meaning screen finds something (empty table only).
  await loadSampleChart(ctx);
  return true;
}

export function demoLoginsText(): string {
  const lines = DEMO_LOGINS.map(
    (login) =>
      `  ${login.username.padEnd(8)} / ${login.password.padEnd(10)}  ${login.role.padEnd(6)}  ${login.credit}`,
  );
  return ['Demo logins (username / password, role, opening credit):', ...lines].join('\n');
}
