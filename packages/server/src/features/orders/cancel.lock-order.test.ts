import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cents } from '@lotto/domain/money';
import { useTestContext } from '../../test-support/test-db.js';
import { cartOrder } from '../../test-support/cart-order.js';
import { findUserById } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { cancelTicket } from './cancel.service.js';
import { placeOrder } from './place-order.service.js';

/**
 * Every write that touches both takes the sell-limit counters before the wallet: an order and a
 * batch of orders do (counters, then the debit), and so must a cancel (counters freed, then the
 * refund). A cancel that refunded first held the wallet while it waited for a counter an order
 * held, and that order waited for the wallet: a deadlock PostgreSQL breaks only after a second.
 * (PostgreSQL only: SQLite serialises every write.)
 */

const actor = { id: null, name: 'test' };
const DRAW_DATE = '2026-11-22';

describe('lock order of a cancel on postgres', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let player: UserRow;
  let ticketId: number;

  beforeAll(async () => {
    const id = await createUser(t.ctx, {
      username: 'canceller',
      password: 'canceller-pass',
      role: 'player',
      credit: 10_000 as Cents,
      actor,
    });
    player = (await findUserById(t.db.kysely, id))!;
    const body = {
      name: '4D',
      dates: [{ value: '20261122' }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    };
    const receipt = await placeOrder(t.ctx, await cartOrder(t, player, body));
    ticketId = Number(receipt.ticketXId[0]);
  });

  it('does not hold the wallet while it waits for a counter an order holds', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const counterLocked = new Promise<void>((resolve) => (locked = resolve));
    // An order's transaction that holds the ticket's counter (as a batch does between its steps).
    const order = t.db.kysely.transaction().execute(async (trx) => {
      await sql`update limit_usage set used_cents = used_cents
                where pool = 'mg' and draw_date = ${DRAW_DATE} and bet_type = 'B' and number = '1234'`.execute(
        trx,
      );
      locked();
      await released;
    });
    await counterLocked;
    const cancel = cancelTicket(t.ctx, { ticketId, by: player, now: t.ctx.clock() });
    try {
      // Wait until the cancel waits on a lock (the counter, or with the old order the wallet's
      // refund having gone first, the counter after it).
      for (let tries = 0; ; tries += 1) {
        const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db.kysely);
        if (waiting.rows[0]!.n > 0) break;
        if (tries > 200) throw new Error('the cancel never waited for the counter');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // The wallet is free for the lock an order's debit and a batch's wallet lock take.
      const wallet = await t.db.kysely.transaction().execute(async (trx) => {
        const rows = await sql<{
          id: number;
        }>`select id from users where id = ${player.id} for no key update nowait`.execute(trx);
        return rows.rows.length;
      });
      expect(wallet).toBe(1);
    } finally {
      release();
      await order;
    }
    const voided = await cancel;
    expect(voided.id).toBe(ticketId);
    const balance = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance_cents)).toBe(10_000);
  });
});
