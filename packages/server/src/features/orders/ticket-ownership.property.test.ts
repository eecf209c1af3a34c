import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { AppError } from '../../lib/app-error.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { eatSequenceOfUser } from '../../common/eat-sequence.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { cancelTicket } from './cancel.service.js';
import { draftsFromOrderString } from './order-input.js';
import { placeOrder } from './place-order.service.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';

/**
 * Issue #16 item 1, as a property: for any sequence of place / edit / reorder / cancel, each by
 * the ticket's owner, an upline of it or a stranger, every wallet equals its ledger, money is
 * conserved (wallets + the stakes of active tickets = the credit given from outside), a ticket
 * never changes owner, and each call does exactly what a plain model of the rules predicts
 * (game-rules §6, docs/rules.md "Ownership"). Runs through the services on both databases.
 */
const actor = { id: null, name: 'test' };
// The test clock is Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (#1) draws tonight.

// house > agent > { pone, sub > ptwo }; house > rival > rplay
const TREE: [string, 'admin' | 'agent' | 'player', string | undefined, number][] = [
  ['house', 'admin', undefined, 0],
  ['agent', 'agent', 'house', 100_000],
  ['sub', 'agent', 'agent', 5_000],
  ['pone', 'player', 'agent', 2_000],
  ['ptwo', 'player', 'sub', 2_000],
  ['rival', 'agent', 'house', 10_000],
  ['rplay', 'player', 'rival', 2_000],
];
const NAMES = TREE.map(([name]) => name);
const PARENT = new Map(TREE.map(([name, , parent]) => [name, parent]));

/** Whether `who` is `owner` or one of its uplines: who may see, edit, reorder and cancel. */
function mayActFor(who: string, owner: string): boolean {
  for (let at: string | undefined = owner; at !== undefined; at = PARENT.get(at)) {
    if (at === who) return true;
  }
  return false;
}

type Action =
  | { kind: 'place'; by: string; points: number; number: string }
  | { kind: 'edit' | 'reorder'; by: string; pick: number; points: number; number: string }
  | { kind: 'cancel'; by: string; pick: number };

const who = fc.constantFrom(...NAMES);
const points = fc.integer({ min: 1, max: 12 });
const number = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
const pick = fc.nat({ max: 1_000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('place' as const), by: who, points, number }),
  fc.record({ kind: fc.constant('edit' as const), by: who, pick, points, number }),
  fc.record({ kind: fc.constant('reorder' as const), by: who, pick, points, number }),
  fc.record({ kind: fc.constant('cancel' as const), by: who, pick }),
);

interface ModelTicket {
  id: number;
  owner: string;
  cents: number;
  active: boolean;
}

describe.each(TEST_DIALECTS)('ticket ownership and money, as a property, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      for (const [username, role, parent, credit] of TREE) {
        await createUser(ctx, {
          username,
          password: 'secret-pass',
          role,
          parent,
          credit: credit > 0 ? cents(credit) : undefined,
          actor,
        });
      }
    },
  });
  const users = new Map<string, UserRow>();
  const nameById = new Map<number, string>();

  beforeAll(async () => {
    for (const name of NAMES) {
      const row = (await findUserByUsername(t.db.kysely, name))!;
      users.set(name, row);
      nameById.set(row.id, name);
    }
  });

  const balances = async () => {
    const rows = await t.db.kysely.selectFrom('users').select(['id', 'balance_cents']).execute();
    return new Map(rows.map((row) => [nameById.get(Number(row.id))!, Number(row.balance_cents)]));
  };
  const tickets = async (): Promise<ModelTicket[]> =>
    (
      await t.db.kysely
        .selectFrom('tickets')
        .select(['id', 'user_id', 'accepted_cents', 'status'])
        .orderBy('id')
        .execute()
    ).map((row) => ({
      id: Number(row.id),
      owner: nameById.get(Number(row.user_id))!,
      cents: Number(row.accepted_cents),
      active: row.status === 'active',
    }));

  async function order(by: string, str2: string, options: { replaces?: number; reorder?: number }) {
    const user = users.get(by)!;
    const calendar = {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.clock.now,
      timeZone: t.ctx.env.TZ_DRAWS,
    };
    return placeOrder(t.ctx, {
      user,
      source: 'advanced',
      drafts: draftsFromOrderString(str2, eatSequenceOfUser(user), calendar),
      remark: '',
      phone: '',
      idempotencyKey: null,
      body: str2,
      replacesTicketId: options.replaces ?? null,
      reorderTicketId: options.reorder ?? null,
      now: t.clock.now,
    });
  }

  /** Runs one action; answers the error code, or null when it succeeded. */
  async function run(step: Action, target: ModelTicket | undefined): Promise<string | null> {
    try {
      if (step.kind === 'cancel') {
        await cancelTicket(t.ctx, { ticketId: target!.id, by: users.get(step.by)!, now: t.clock.now });
      } else {
        const str2 = `D\n#1\n${step.number}#${step.points}`;
        await order(
          step.by,
          str2,
          step.kind === 'edit'
            ? { replaces: target!.id }
            : step.kind === 'reorder'
              ? { reorder: target!.id }
              : {},
        );
      }
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  /** What the rules say the action does to the model; answers the expected error code or null. */
  function expectOf(
    step: Action,
    target: ModelTicket | undefined,
    wallet: Map<string, number>,
  ): { code: string | null; owner: string; debit: number; refund: number } {
    if (step.kind === 'place') {
      const debit = step.points * 100;
      const enough = wallet.get(step.by)! >= debit;
      return {
        code: enough ? null : 'INSUFFICIENT_CREDIT',
        owner: step.by,
        debit: enough ? debit : 0,
        refund: 0,
      };
    }
    const owner = target!.owner;
    const none = { owner, debit: 0, refund: 0 };
    if (!mayActFor(step.by, owner)) return { code: 'NOT_FOUND', ...none };
    if (step.kind === 'reorder') {
      const debit = step.points * 100;
      return wallet.get(owner)! >= debit
        ? { code: null, owner, debit, refund: 0 }
        : { code: 'INSUFFICIENT_CREDIT', ...none };
    }
    if (!target!.active) return { code: 'ALREADY_CANCELLED', ...none };
    if (step.kind === 'cancel') return { code: null, owner, debit: 0, refund: target!.cents };
    const debit = step.points * 100;
    return wallet.get(owner)! + target!.cents >= debit
      ? { code: null, owner, debit, refund: target!.cents }
      : { code: 'INSUFFICIENT_CREDIT', ...none };
  }

  async function checkBooks(): Promise<void> {
    const db = t.db.kysely;
    // Every wallet equals its ledger: the sum of its entries, and its last entry's post-balance.
    const sums = await db
      .selectFrom('ledger_entries')
      .select((eb) => ['user_id', eb.fn.sum<number | string>('amount_cents').as('sum')])
      .groupBy('user_id')
      .execute();
    const wallet = await balances();
    for (const name of NAMES) {
      const sum = Number(sums.find((row) => Number(row.user_id) === users.get(name)!.id)?.sum ?? 0);
      expect(wallet.get(name), `${name}'s wallet and ledger`).toBe(sum);
    }
    // Money is conserved: what was given from outside is in the wallets or staked on active tickets.
    const given = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number | string>('amount_cents').as('sum'))
      .where('kind', '=', 'credit_add')
      .executeTakeFirstOrThrow();
    const staked = (await tickets())
      .filter((ticket) => ticket.active)
      .reduce((sum, ticket) => sum + ticket.cents, 0);
    const held = [...wallet.values()].reduce((sum, cents) => sum + cents, 0);
    expect(held + staked).toBe(Number(given.sum));
    // The same by the shared conservation check (docs/rules.md "Rounding and pots").
    expect((await checkMoneyConserved(db)).deposits).toBe(Number(given.sum));
  }

  it('keeps every wallet equal to its ledger, conserves money and keeps owners', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (steps) => {
        // Top up whoever ran low, so that later runs still place (as a credit from outside).
        for (const [name, balance] of await balances()) {
          if (name !== 'house' && balance < 1_000) {
            await t.db.kysely.transaction().execute((trx) =>
              applyLedgerEntry(trx, {
                userId: users.get(name)!.id,
                amount: cents(2_000),
                kind: 'credit_add',
                remark: 'top-up',
                actor,
                now: t.clock.now,
              }),
            );
          }
        }
        for (const step of steps) {
          const before = await tickets();
          const wallet = await balances();
          const target =
            step.kind === 'place' || before.length === 0 ? undefined : before[step.pick % before.length];
          if (step.kind !== 'place' && !target) continue;
          const expected = expectOf(step, target, wallet);
          const lastLedgerId = Number(
            (
              await t.db.kysely
                .selectFrom('ledger_entries')
                .select((eb) => eb.fn.max('id').as('id'))
                .executeTakeFirstOrThrow()
            ).id ?? 0,
          );

          expect(await run(step, target), JSON.stringify(step)).toBe(expected.code);
          await checkMoneyConserved(t.db.kysely);

          // Only the owner's wallet moved, by the refund less the new stake.
          const after = await balances();
          for (const name of NAMES) {
            const change = name === expected.owner ? expected.refund - expected.debit : 0;
            expect(after.get(name)! - wallet.get(name)!, `${name} after ${JSON.stringify(step)}`).toBe(
              change,
            );
          }
          const now = await tickets();
          // No ticket changed owner; the edited or cancelled one is voided; new ones are the owner's.
          for (const old of before) {
            const same = now.find((ticket) => ticket.id === old.id)!;
            expect(same.owner).toBe(old.owner);
            const voidedNow =
              expected.code === null &&
              step.kind !== 'place' &&
              step.kind !== 'reorder' &&
              old.id === target!.id;
            expect(same.active).toBe(voidedNow ? false : old.active);
          }
          const added = now.slice(before.length);
          expect(added.map((ticket) => [ticket.owner, ticket.cents])).toEqual(
            expected.code === null && step.kind !== 'cancel' ? [[expected.owner, expected.debit]] : [],
          );
          if (added.length > 0) {
            const row = await t.db.kysely
              .selectFrom('tickets')
              .select('placed_by')
              .where('id', '=', added[0]!.id)
              .executeTakeFirstOrThrow();
            expect(nameById.get(Number(row.placed_by))).toBe(step.by);
          }
          // Every ledger entry this call wrote is the owner's and names the one who acted.
          const entries = await t.db.kysely
            .selectFrom('ledger_entries')
            .select(['user_id', 'actor_name'])
            .where('id', '>', lastLedgerId)
            .execute();
          for (const entry of entries) {
            expect([nameById.get(Number(entry.user_id)), entry.actor_name]).toEqual([
              expected.owner,
              step.by,
            ]);
          }
        }
        await checkBooks();
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
