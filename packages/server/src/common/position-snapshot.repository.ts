import { sql, type Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import { cents, type Cents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import type { PoolCode } from '@lotto/domain/pools';
import {
  allocateTakes,
  anyTake,
  type Amounts,
  type KeptShare,
  type PositionLevel,
} from '@lotto/domain/position';
import { parseSoldKey, soldKey, soldKeysOf } from '@lotto/domain/sell-limits';
import type { BetLine } from '@lotto/domain/ticket';
import type { Database } from '../db/schema.js';
import { bindRow, preparedQuery, type Bind } from '../db/prepared-query.js';
import type { RowToWrite } from '../db/tables/money-column.js';
import type { PositionUsageTable } from '../db/tables/position.table.js';
import type { PackageRow } from '../db/tables/package.table.js';
import { ratesOf } from './package.repository.js';
import { settingsOf } from './position.repository.js';

type Q = Kysely<Database>;

/**
 * The position snapshot of a ticket (issue 39 rule 5, docs/rules.md "Position taking"): recorded
 * when the ticket is placed, whenever a level on its owner's path takes, so that the ticket values
 * exactly as it was sold whatever changes later (takes, caps, packages) and a cancel frees exactly
 * what it used of the levels' eat caps. Stored as tickets.position_json (migration 0030).
 */
export interface TicketPosition {
  /** the ticket's owner (its own bets start the path at its parent) */
  ownerId: number;
  /** the owner's package rates when it was placed */
  ownerRates: PackageRates;
  /** the path bottom-up, from the owner's parent to the top agent, each with its package rates */
  path: { userId: number; rates: PackageRates }[];
  /** per line (line_no order): what each level keeps of it (allocateTakes' `kept`) */
  lines: KeptShare[][];
  /** what the ticket added to each level's cap usage: [userId, soldKey, cents] */
  used: [number, string, number][];
}

/** The path an order of this owner is shared along, with everything the snapshot records. */
export interface OwnerPath {
  ownerId: number;
  ownerRates: PackageRates;
  levels: PositionLevel[];
}

/**
 * How a snapshot is stored: each distinct package's rates once (about 1.9 kB each), the owner and
 * the levels naming them by index, since a path's levels mostly share a package. A snapshot
 * written before this form (the whole TicketPosition) reads as it is.
 */
interface StoredPosition extends Omit<TicketPosition, 'ownerRates' | 'path'> {
  v: 2;
  rates: PackageRates[];
  owner: number;
  path: { userId: number; rates: number }[];
}

/** The JSON a ticket stores of its snapshot (StoredPosition). */
export function positionJson(position: TicketPosition): string {
  const rates: PackageRates[] = [];
  const indexOf = new Map<PackageRates, number>();
  const index = (table: PackageRates) => {
    let at = indexOf.get(table);
    if (at === undefined) {
      at = rates.length;
      rates.push(table);
      indexOf.set(table, at);
    }
    return at;
  };
  const stored: StoredPosition = {
    v: 2,
    ownerId: position.ownerId,
    owner: index(position.ownerRates),
    path: position.path.map((level) => ({ userId: level.userId, rates: index(level.rates) })),
    lines: position.lines,
    used: position.used,
    rates,
  };
  return JSON.stringify(stored);
}

export function parsePosition(json: string | null): TicketPosition | null {
  if (json === null) return null;
  const parsed = JSON.parse(json) as TicketPosition | StoredPosition;
  if (!('v' in parsed)) return parsed;
  return {
    ownerId: parsed.ownerId,
    ownerRates: parsed.rates[parsed.owner]!,
    path: parsed.path.map((level) => ({ userId: level.userId, rates: parsed.rates[level.rates]! })),
    lines: parsed.lines,
    used: parsed.used,
  };
}

/** One account of the owner's upline chain, the owner first (downline-scope.ts ChainLink). */
export interface PathLink {
  id: number;
  role: string;
  packageId: number | null;
  /** a take above 0 on some bet type */
  takes: boolean;
}

/**
 * Whether anyone above the owner takes a position: read with the order's upline chain (one
 * statement it reads anyway), so an order whose path takes nothing costs nothing more and records
 * nothing.
 */
export function pathTakes(chain: readonly PathLink[]): boolean {
  return chain.some((link, depth) => depth > 0 && link.takes);
}

/**
 * The owner's upline path for position taking, from its chain (the owner first, as
 * ownerOfOrder reads it), or null when nobody on it takes (then nothing is recorded and the order
 * is placed exactly as without the feature). Reads the path's settings and packages.
 */
export async function ownerPathFrom(db: Q, chain: readonly PathLink[]): Promise<OwnerPath | null> {
  if (!pathTakes(chain)) return null;
  return (await pathsOf(db, [chain])).get(chain[0]!.id) ?? null;
}

/**
 * The paths of several owners at once (a PostgreSQL batch of orders): their upline chains in one
 * statement, then their levels' settings and packages in one each. Owners whose path takes
 * nothing are absent.
 */
export async function ownerPathsOf(db: Q, ownerIds: readonly number[]): Promise<Map<number, OwnerPath>> {
  if (ownerIds.length === 0) return new Map();
  const result = await sql<{
    start: number | string;
    depth: number;
    id: number | string;
    role: string;
    package_id: number | string | null;
  }>`with recursive chain(start, depth, id, parent_id, role, package_id) as (
       select id, 0, id, parent_id, role, package_id from users
       where id in (${sql.join([...new Set(ownerIds)])})
       union all
       select c.start, c.depth + 1, u.id, u.parent_id, u.role, u.package_id
       from chain c join users u on u.id = c.parent_id
       where c.depth < 64
     )
     select start, depth, id, role, package_id from chain order by start, depth`.execute(db);
  const chains = new Map<number, PathLink[]>();
  for (const row of result.rows) {
    const start = Number(row.start);
    const chain = chains.get(start) ?? [];
    // Which level takes is read with the settings (pathsOf): every link may.
    chain.push({
      id: Number(row.id),
      role: row.role,
      packageId: row.package_id === null ? null : Number(row.package_id),
      takes: true,
    });
    chains.set(start, chain);
  }
  return pathsOf(db, [...chains.values()]);
}

/** Each chain's path (agents above the owner) with its settings and package rates, if any takes. */
async function pathsOf(db: Q, chains: readonly (readonly PathLink[])[]): Promise<Map<number, OwnerPath>> {
  // The owner's own bets are a player's bets under its parent: the path starts at the parent and
  // ends at the top agent (the house is not on it).
  const uplines = chains.map((chain) => chain.slice(1).filter((link) => link.role === 'agent'));
  const settings = await settingsOf(
    db,
    uplines.flatMap((upline) => upline.map((link) => link.id)),
  );
  const packageIds = [
    ...new Set(
      chains.flatMap((chain, i) =>
        [chain[0]!, ...uplines[i]!].flatMap((link) => (link.packageId === null ? [] : [link.packageId])),
      ),
    ),
  ];
  const packages = new Map<number, PackageRates>();
  if (packageIds.length > 0) {
    const rows = await db.selectFrom('packages').selectAll().where('id', 'in', packageIds).execute();
    for (const row of rows) packages.set(Number(row.id), ratesOf(row as PackageRow));
  }
  const ratesOfLink = (link: { packageId: number | null }) =>
    link.packageId === null ? BASE_PACKAGE_RATES : (packages.get(link.packageId) ?? BASE_PACKAGE_RATES);
  const paths = new Map<number, OwnerPath>();
  chains.forEach((chain, i) => {
    const owner = chain[0]!;
    const upline = uplines[i]!;
    const withSettings = upline.map((link) => ({ userId: link.id, ...settings.get(link.id)! }));
    if (!anyTake(withSettings)) return;
    paths.set(owner.id, {
      ownerId: owner.id,
      ownerRates: ratesOfLink(owner),
      levels: withSettings.map((level, j) => ({ ...level, rates: ratesOfLink(upline[j]!) })),
    });
  });
  return paths;
}

/** One ticket to share: its draw, its lines and their accepted amounts. */
export interface TicketToShare {
  pool: PoolCode;
  drawDate: string;
  lines: readonly BetLine[];
  accepted: readonly Amounts[];
}

/** What levels keep of counters: `${userId}|${pool}|${drawDate}|${soldKey}` -> cents. */
export type PositionUsage = Map<string, number>;
/** What shared tickets add to the levels' usage, one row per counter. */
export type PositionUsageRows = Map<
  string,
  { userId: number; pool: PoolCode; drawDate: string; key: string; cents: number }
>;

const usageId = (userId: number, pool: string, drawDate: string, key: string) =>
  `${userId}|${pool}|${drawDate}|${key}`;

interface UsageKeys {
  users: number[];
  pools: PoolCode[];
  dates: string[];
  betTypes: BetTypeCode[];
  numbers: string[];
}
const slots = <K extends keyof UsageKeys>($: Bind<UsageKeys>, sample: UsageKeys, key: K): UsageKeys[K] =>
  (sample[key] as unknown[]).map((_, i) => $((keys) => (keys[key] as unknown[])[i])) as UsageKeys[K];

// Every taking order with a capped level reads that usage: compiled once per shape (list lengths).
const usageRows = preparedQuery(
  (db, $: Bind<UsageKeys>, sample) =>
    db
      .selectFrom('position_usage')
      .select(['user_id', 'pool', 'draw_date', 'bet_type', 'number', 'kept_cents'])
      .where('user_id', 'in', slots($, sample, 'users'))
      .where('pool', 'in', slots($, sample, 'pools'))
      .where('draw_date', 'in', slots($, sample, 'dates'))
      .where('bet_type', 'in', slots($, sample, 'betTypes'))
      .where('number', 'in', slots($, sample, 'numbers')),
  (keys) =>
    Object.values(keys)
      .map((list: unknown[]) => list.length)
      .join('|'),
);

/** Numbers per usage read: far under every bound-parameter limit. */
const NUMBERS_PER_READ = 5_000;

/**
 * What the capped levels of these paths already keep of the counters these tickets touch (only
 * those: a level's usage of a draw grows with every number its downline bets), by primary key
 * (user, pool, draw, bet type, number). Only capped levels: a level without a cap never needs
 * it. Must be read once the order's sell-limit counters are locked: they serialise every order
 * and cancel on a counter, so the usage cannot move before the order commits.
 */
export async function readPositionUsage(
  db: Q,
  paths: readonly OwnerPath[],
  tickets: readonly TicketToShare[],
): Promise<PositionUsage> {
  const usage: PositionUsage = new Map();
  const capped = [
    ...new Set(
      paths.flatMap((path) =>
        path.levels.filter((level) => Object.keys(level.caps).length > 0).map((level) => level.userId),
      ),
    ),
  ];
  if (capped.length === 0 || tickets.length === 0) return usage;
  // The counters wanted, per draw; read as bet types x numbers (a superset, filtered here).
  const wanted = new Set<string>();
  const betTypes = new Set<BetTypeCode>();
  const numbers = new Set<string>();
  for (const ticket of tickets) {
    for (const key of soldKeysOf(ticket.lines)) {
      const { betType, number } = parseSoldKey(key);
      wanted.add(`${ticket.pool}|${ticket.drawDate}|${key}`);
      betTypes.add(betType);
      numbers.add(number);
    }
  }
  const all = [...numbers];
  for (let i = 0; i < all.length; i += NUMBERS_PER_READ) {
    const rows = await usageRows.execute(db, {
      users: capped,
      pools: [...new Set(tickets.map((ticket) => ticket.pool))],
      dates: [...new Set(tickets.map((ticket) => ticket.drawDate))],
      betTypes: [...betTypes],
      numbers: all.slice(i, i + NUMBERS_PER_READ),
    });
    for (const row of rows) {
      const key = soldKey(row.bet_type, row.number);
      if (!wanted.has(`${row.pool}|${row.draw_date}|${key}`)) continue;
      usage.set(usageId(Number(row.user_id), row.pool, row.draw_date, key), Number(row.kept_cents));
    }
  }
  return usage;
}

/**
 * Shares each ticket's accepted lines up the path (allocateTakes), tickets in order: an earlier
 * ticket (of this order or of an earlier order of a batch) on the same draw uses a cap first.
 * Adds what the tickets keep to `usage` and to `added`; answers each ticket's snapshot.
 */
export function shareTickets(
  path: OwnerPath,
  tickets: readonly TicketToShare[],
  usage: PositionUsage,
  added: PositionUsageRows,
): TicketPosition[] {
  return tickets.map((ticket) => {
    const allocation = allocateTakes(ticket.lines, ticket.accepted, path.levels, (level, key) =>
      cents(usage.get(usageId(path.levels[level]!.userId, ticket.pool, ticket.drawDate, key)) ?? 0),
    );
    const used: TicketPosition['used'] = [];
    allocation.used.forEach((byKey, level) => {
      const userId = path.levels[level]!.userId;
      for (const [key, amount] of byKey) {
        if (amount <= 0) continue;
        used.push([userId, key, amount]);
        const id = usageId(userId, ticket.pool, ticket.drawDate, key);
        usage.set(id, (usage.get(id) ?? 0) + amount);
        const row = added.get(id);
        if (row) row.cents += amount;
        else added.set(id, { userId, pool: ticket.pool, drawDate: ticket.drawDate, key, cents: amount });
      }
    });
    return {
      ownerId: path.ownerId,
      ownerRates: path.ownerRates,
      path: path.levels.map((level) => ({ userId: level.userId, rates: level.rates })),
      lines: allocation.lines.map((line) => line.kept),
      used,
    };
  });
}

/** The one-order path: reads the usage, shares the order's tickets, adds what they keep. */
export async function sharePositions(
  db: Q,
  path: OwnerPath,
  tickets: readonly TicketToShare[],
): Promise<TicketPosition[]> {
  const usage = await readPositionUsage(db, [path], tickets);
  const added: PositionUsageRows = new Map();
  const snapshots = shareTickets(path, tickets, usage, added);
  await addPositionUsage(db, added);
  return snapshots;
}

/** Rows per multi-row upsert: under every bound-parameter limit, and few distinct shapes. */
const USAGE_ROWS_PER_STATEMENT = 100;

type UsageRow = RowToWrite<PositionUsageTable>;
const USAGE_COLUMNS = ['user_id', 'pool', 'draw_date', 'bet_type', 'number', 'kept_cents'] as const;

// Every taking order adds to its levels' usage: compiled once per row count (db/prepared-query.ts).
const addToUsageRows = preparedQuery(
  (db, $: Bind<UsageRow[]>, sample) =>
    db
      .insertInto('position_usage')
      .values(sample.map((_, i) => bindRow($, (v) => v[i]!, USAGE_COLUMNS)))
      .onConflict((oc) =>
        oc.columns(['user_id', 'pool', 'draw_date', 'bet_type', 'number']).doUpdateSet((eb) => ({
          kept_cents: eb('position_usage.kept_cents', '+', eb.ref('excluded.kept_cents')),
        })),
      ),
  (rows) => String(rows.length),
);

/** Adds to the levels' usage, many counters a statement. */
async function addPositionUsage(db: Q, added: PositionUsageRows): Promise<void> {
  const rows = [...added.values()].map((row): UsageRow => {
    const { betType, number } = parseSoldKey(row.key);
    return {
      user_id: row.userId,
      pool: row.pool,
      draw_date: row.drawDate,
      bet_type: betType,
      number,
      kept_cents: row.cents,
    };
  });
  for (let i = 0; i < rows.length; i += USAGE_ROWS_PER_STATEMENT) {
    await addToUsageRows.run(db, rows.slice(i, i + USAGE_ROWS_PER_STATEMENT));
  }
}

/** A cancel (or an edit's void) frees exactly what the ticket used of its levels' caps. */
export async function freePosition(
  db: Q,
  ticket: { pool: PoolCode; draw_date: string; position_json: string | null },
): Promise<void> {
  const position = parsePosition(ticket.position_json);
  if (!position) return;
  for (const [userId, key, amount] of position.used) {
    const { betType, number } = parseSoldKey(key);
    await db
      .updateTable('position_usage')
      .set((eb) => ({ kept_cents: eb('kept_cents', '-', amount) }))
      .where('user_id', '=', userId)
      .where('pool', '=', ticket.pool)
      .where('draw_date', '=', ticket.draw_date)
      .where('bet_type', '=', betType as BetTypeCode)
      .where('number', '=', number)
      .execute();
  }
}

/** What a level keeps of a line in total (all bet types), cents. */
export function keptTotal(amounts: Amounts): Cents {
  let total = 0;
  for (const amount of Object.values(amounts)) total += amount ?? 0;
  return cents(total);
}
