import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
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
 * refund) and an Edit (the old ticket's counters and the new one's, then the refund and the
 * debit). A write that refunded first held the wallet while it waited for a counter an order
 * held, and that order waited for the wallet: a deadlock PostgreSQL breaks only after a second.
 * (PostgreSQL only: SQLite serialises every write.)
 */

const actor = { id: null, name: 'test' };
const DRAW_DATE = '2026-11-22';

const orderOf = (number: string) => ({
  name: '4D',
  dates: [{ value: '20261122' }],
  betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: '',
  phone: '',
});

describe('lock order of a cancel and an edit on postgres', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let player: UserRow;

  beforeAll(async () => {
    const id = await createUser(t.ctx, {
      username: 'canceller',
      password: 'canceller-pass',
      role: 'player',
      credit: cents(10_000),
      actor,
    });
    player = (await findUserById(t.db.kysely, id))!;
  });

  async function placed(number: string): Promise<number> {
    const receipt = await placeOrder(t.ctx, await cartOrder(t, player, orderOf(number)));
    return Number(receipt.ticketXId[0]);
  }

  async function balance(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    return Number(row.balance_cents);
  }

  /**
   * Runs `write` while another transaction (an order's, as a batch holds it between its steps)
   * holds the counter of `number`; once the write waits for a lock, asks for the player's wallet
   * with the lock an order's debit and a batch's wallet lock take, without waiting. Answers
   * whether the wallet was free, then lets the holder go and answers the write's result.
   */
  async function walletFreeWhileWaiting<T>(
    number: string,
    write: () => Promise<T>,
  ): Promise<{ walletFree: boolean; result: T }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const counterLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.kysely.transaction().execute(async (trx) => {
      await sql`insert into limit_usage (pool, draw_date, bet_type, number, used_cents)
                values ('mg', ${DRAW_DATE}, 'B', ${number}, 0)
                on conflict (pool, draw_date, bet_type, number)
                do update set used_cents = limit_usage.used_cents`.execute(trx);
      locked();
      await released;
    });
    await counterLocked;
    const running = write();
    running.catch(() => undefined);
    let walletFree: boolean;
    try {
      for (let tries = 0; ; tries += 1) {
        const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db.kysely);
        if (waiting.rows[0]!.n > 0) break;
        if (tries > 200) throw new Error('the write never waited for the counter');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      walletFree = await t.db.kysely
        .transaction()
        .execute(async (trx) => {
          await sql`select id from users where id = ${player.id} for no key update nowait`.execute(trx);
          return true;
        })
        .catch((error: unknown) => {
          // 55P03 lock_not_available: the write holds the wallet while it waits.
          if ((error as { code?: string }).code === '55P03') return false;
          throw error;
        });
    } finally {
      release();
      await holder;
    }
    return { walletFree, result: await running };
  }

  it('a cancel does not hold the wallet while it waits for a counter an order holds', async () => {
    const ticketId = await placed('1234');
    const { walletFree, result } = await walletFreeWhileWaiting('1234', () =>
      cancelTicket(t.ctx, { ticketId, by: player, now: t.ctx.clock() }),
    );
    expect(walletFree).toBe(true);
    expect(result.id).toBe(ticketId);
    expect(await balance()).toBe(10_000);
  });

  it("an edit does not hold the wallet while it waits for a counter of the new ticket's", async () => {
    const ticketId = await placed('2345');
    const edit = { ...(await cartOrder(t, player, orderOf('5678'))), replacesTicketId: ticketId };
    const { walletFree, result } = await walletFreeWhileWaiting('5678', () => placeOrder(t.ctx, edit));
    expect(walletFree).toBe(true);
    expect(result.betStatus).toBe('COMPLETE');
    // The old ticket refunded, the new one paid: one ticket of 1.00 held.
    expect(await balance()).toBe(10_000 - 100);
    const old = await t.db.kysely
      .selectFrom('tickets')
      .select('status')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('voided');
  });
});
