/**
 * The checks the suite makes straight in the database after load and after each crash: sell limits,
 * wallets against their ledgers, money conservation, and every order the client knows of (answered
 * or not) against what the database holds.
 */
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/database.js';
import type { Ledger } from './orders.js';

export interface Expectations {
  /** sum of every wallet right after seeding, before any order */
  initialMoney: number;
  limits: Map<string, number>;
  drawDate: string;
  /** every order of the suite is one ticket of this many lines */
  linesPerTicket: number;
}

const num = (value: unknown) => Number(value);

async function limitProblems(db: Db, expect: Expectations): Promise<string[]> {
  const problems: string[] = [];
  const usage = await sql<{ number: string; used_cents: unknown }>`
    select number, used_cents from limit_usage
    where pool = 'mg' and bet_type = 'B' and draw_date = ${expect.drawDate}`.execute(db.kysely);
  const used = new Map(usage.rows.map((row) => [row.number, num(row.used_cents)]));
  for (const [number, limit] of expect.limits) {
    const sold = used.get(number) ?? 0;
    if (sold > limit) problems.push(`number ${number}: sold ${sold} cents past its limit of ${limit}`);
  }
  // The usage is exactly what the active tickets hold, no more (a lost release) and no less.
  const lines = await sql<{ number: string; accepted_json: string }>`
    select l.number, l.accepted_json from ticket_lines l join tickets t on t.id = l.ticket_id
    where t.status = 'active' and t.pool = 'mg' and t.draw_date = ${expect.drawDate}`.execute(db.kysely);
  const held = new Map<string, number>();
  for (const line of lines.rows) {
    const big = (JSON.parse(line.accepted_json) as { B?: number }).B ?? 0;
    if (big > 0) held.set(line.number, (held.get(line.number) ?? 0) + big);
  }
  for (const number of new Set([...used.keys(), ...held.keys()])) {
    if ((used.get(number) ?? 0) !== (held.get(number) ?? 0)) {
      problems.push(
        `number ${number}: limit usage ${used.get(number) ?? 0} but active lines hold ${held.get(number) ?? 0}`,
      );
    }
  }
  return problems;
}

async function walletProblems(db: Db, expect: Expectations): Promise<string[]> {
  const problems: string[] = [];
  const users = await sql<{
    id: unknown;
    balance_cents: unknown;
  }>`select id, balance_cents from users`.execute(db.kysely);
  const entries = await sql<{
    user_id: unknown;
    kind: string;
    amount_cents: unknown;
    pre: unknown;
    post: unknown;
  }>`
    select user_id, kind, amount_cents, pre_balance_cents as pre, post_balance_cents as post
    from ledger_entries order by user_id, id`.execute(db.kysely);
  const chains = new Map<number, { sum: number; last: number | null; broken: boolean }>();
  for (const entry of entries.rows) {
    const chain = chains.get(num(entry.user_id)) ?? { sum: 0, last: null, broken: false };
    // Each entry starts where the one before ended, and ends where its amount takes it.
    if (
      (chain.last ?? 0) !== num(entry.pre) ||
      num(entry.pre) + num(entry.amount_cents) !== num(entry.post)
    ) {
      chain.broken = true;
    }
    chain.sum += num(entry.amount_cents);
    chain.last = num(entry.post);
    chains.set(num(entry.user_id), chain);
  }
  let wallets = 0;
  for (const user of users.rows) {
    const balance = num(user.balance_cents);
    wallets += balance;
    const chain = chains.get(num(user.id)) ?? { sum: 0, last: 0, broken: false };
    if (chain.sum !== balance)
      problems.push(`user ${user.id}: balance ${balance} but ledger sum ${chain.sum}`);
    if ((chain.last ?? 0) !== balance)
      problems.push(`user ${user.id}: balance ${balance} but last post_balance ${chain.last}`);
    if (chain.broken) problems.push(`user ${user.id}: the ledger's pre/post balances do not chain`);
  }
  const house = await sql<{ taken: unknown }>`
    select coalesce(-sum(amount_cents), 0) as taken from ledger_entries where kind in ('bet', 'refund')`.execute(
    db.kysely,
  );
  const taken = num(house.rows[0]?.taken ?? 0);
  if (wallets + taken !== expect.initialMoney) {
    problems.push(
      `money: wallets ${wallets} + house ${taken} = ${wallets + taken}, expected ${expect.initialMoney}`,
    );
  }
  return problems;
}

interface StoredOrder {
  id: number;
  betStatus: string;
  tickets: { id: number; status: string; accepted: number; lines: number }[];
  debit: number[];
}

async function storedOrders(db: Db): Promise<{ byKey: Map<string, StoredOrder>; problems: string[] }> {
  const problems: string[] = [];
  const orders = await sql<{ id: unknown; idempotency_key: string | null; bet_status: string }>`
    select id, idempotency_key, bet_status from orders`.execute(db.kysely);
  const tickets = await sql<{
    id: unknown;
    order_id: unknown;
    status: string;
    accepted_cents: unknown;
    lines: unknown;
  }>`
    select t.id, t.order_id, t.status, t.accepted_cents, (select count(*) from ticket_lines l where l.ticket_id = t.id) as lines
    from tickets t order by t.id`.execute(db.kysely);
  const debits = await sql<{ ref_id: string; amount_cents: unknown }>`
    select ref_id, amount_cents from ledger_entries where kind = 'bet' and ref_type = 'order'`.execute(
    db.kysely,
  );
  const byId = new Map<number, StoredOrder>();
  const byKey = new Map<string, StoredOrder>();
  for (const row of orders.rows) {
    const order: StoredOrder = { id: num(row.id), betStatus: row.bet_status, tickets: [], debit: [] };
    byId.set(order.id, order);
    if (row.idempotency_key === null) problems.push(`order ${order.id} has no idempotency key`);
    else if (byKey.has(row.idempotency_key)) problems.push(`key ${row.idempotency_key}: placed twice`);
    else byKey.set(row.idempotency_key, order);
  }
  for (const row of tickets.rows) {
    const order = byId.get(num(row.order_id));
    if (!order) problems.push(`ticket ${row.id}: its order ${row.order_id} is missing`);
    order?.tickets.push({
      id: num(row.id),
      status: row.status,
      accepted: num(row.accepted_cents),
      lines: num(row.lines),
    });
  }
  for (const row of debits.rows) {
    const order = byId.get(Number(row.ref_id));
    if (!order) problems.push(`bet debit for order ${row.ref_id}, which is missing`);
    order?.debit.push(num(row.amount_cents));
  }
  return { byKey, problems };
}

/** What is wrong with one stored order: its tickets, their lines, its debit. */
function wholeness(key: string, order: StoredOrder, linesPerTicket: number): string[] {
  const problems: string[] = [];
  if (order.tickets.length !== 1) problems.push(`${key}: ${order.tickets.length} tickets, expected 1`);
  for (const ticket of order.tickets) {
    if (ticket.lines !== linesPerTicket)
      problems.push(`${key}: ticket ${ticket.id} has ${ticket.lines} lines`);
  }
  const accepted = order.tickets.reduce((sum, ticket) => sum + ticket.accepted, 0);
  const expected = accepted > 0 ? [-accepted] : [];
  if (order.debit.join(',') !== expected.join(',')) {
    problems.push(`${key}: debits [${order.debit}] for ${accepted} cents accepted`);
  }
  return problems;
}

/**
 * Everything the suite promises, checked on a fresh connection. Answers the problems (empty when
 * all hold) and how many unacknowledged orders were found stored.
 */
export async function checkBooks(
  url: string,
  ledger: Ledger,
  expect: Expectations,
): Promise<{ problems: string[]; unackedStored: number }> {
  const db = openDatabase(url);
  try {
    const problems = [...(await limitProblems(db, expect)), ...(await walletProblems(db, expect))];
    const stored = await storedOrders(db);
    problems.push(...stored.problems);
    for (const [key, ack] of ledger.acked) {
      const order = stored.byKey.get(key);
      if (!order) {
        problems.push(`${key}: acknowledged but missing (data lost)`);
        continue;
      }
      const ids = order.tickets.map((ticket) => ticket.id).sort((a, b) => a - b);
      if (ids.join(',') !== [...ack.ticketIds].sort((a, b) => a - b).join(',')) {
        problems.push(`${key}: receipt named tickets ${ack.ticketIds} but the database holds ${ids}`);
      }
      if (order.betStatus !== ack.betStatus)
        problems.push(`${key}: answered ${ack.betStatus}, stored ${order.betStatus}`);
      problems.push(...wholeness(key, order, expect.linesPerTicket));
    }
    let unackedStored = 0;
    for (const key of ledger.unacked.keys()) {
      const order = stored.byKey.get(key);
      if (!order) continue;
      unackedStored += 1;
      problems.push(...wholeness(key, order, expect.linesPerTicket));
    }
    for (const key of stored.byKey.keys()) {
      if (!ledger.acked.has(key) && !ledger.unacked.has(key)) problems.push(`${key}: stored but never sent`);
    }
    return { problems, unackedStored };
  } finally {
    await db.destroy();
  }
}

/** The sum of every wallet: the money in the system before the first order. */
export async function totalMoney(url: string): Promise<number> {
  const db = openDatabase(url);
  try {
    const result = await sql<{
      total: unknown;
    }>`select coalesce(sum(balance_cents), 0) as total from users`.execute(db.kysely);
    return num(result.rows[0]?.total ?? 0);
  } finally {
    await db.destroy();
  }
}
