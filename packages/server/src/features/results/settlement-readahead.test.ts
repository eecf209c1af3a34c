import { describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { advancedOrder } from '../../test-support/advanced-order.js';
import { useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { STARTERS, CONSOLATIONS } from '../../test-support/report-world.js';
import { findUserById } from '../../common/user.repository.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { placeOrder } from '../orders/place-order.service.js';
import { createUser } from '../users/user.service.js';
import { enterResult } from './result.service.js';

/**
 * A settlement step prepared ahead (StepReader, PostgreSQL, decisions 019 and 030) credits its
 * owners at the package rates read before the previous step's transaction; the same step's report
 * rollups are written in its own transaction. Both must price the owner's own figures at the same
 * rates: `own_win_cents` is documented as what the wallet was credited, and the weekly reset's
 * later-credits read trusts it. A package change between the two once left them apart.
 *
 * Hand figures: pl1 and pl2 (2500) each bet B 1.00 on 1234 at Toto; 1234 is the 1st prize. One
 * ticket per step: pl1 in step 1, pl2 in step 2. After step 1 commits, pl2 is moved to 2730.
 * Whatever rate pl2 is paid at (2,500.00 or 2,730.00), its rollup must say the same as its ledger.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const TOTO: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

async function player(t: TestHarness, username: string): Promise<UserRow> {
  const id = await createUser(t.ctx, {
    username,
    password: 'player-pass',
    role: 'player',
    credit: cents(1_000_00),
    actor,
  });
  return (await findUserById(t.db.kysely, id))!;
}

describe('a step prepared ahead vs a package change, on postgres', () => {
  const t = useTestContext('postgres', {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
    },
  });

  it("pl2's win entry equals its own_win rollup", async () => {
    const pl1 = await player(t, 'pl1');
    const pl2 = await player(t, 'pl2');
    for (const user of [pl1, pl2]) {
      const receipt = await placeOrder(t.ctx, await advancedOrder(t, user, 'D\n#3\n1234#1', 'ra'));
      expect(receipt.betStatus).toBe('COMPLETE');
    }
    const pkg = await t.db.kysely
      .selectFrom('packages')
      .select('id')
      .where('name', '=', '2730')
      .executeTakeFirstOrThrow();
    t.clock.advance(8 * HOUR);
    await enterResult(
      t.ctx,
      { result: TOTO, source: 'entry', actor, now: t.clock.now },
      {
        ticketsPerStep: 1,
        afterStep: async (step) => {
          if (step !== 1) return;
          await t.db.kysely
            .updateTable('users')
            .set({ package_id: pkg.id })
            .where('id', '=', pl2.id)
            .execute();
        },
      },
    );
    const win = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('user_id', '=', pl2.id)
      .where('kind', '=', 'win')
      .executeTakeFirstOrThrow();
    const rollup = await t.db.kysely
      .selectFrom('draw_rollups')
      .select('own_win_cents')
      .where('user_id', '=', pl2.id)
      .executeTakeFirstOrThrow();
    // pl2's wallet was credited `win`; its own rollup must be that very amount.
    expect(Number(rollup.own_win_cents)).toBe(Number(win.amount_cents));
  });
});
