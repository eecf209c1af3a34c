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
import { parseSoldKey, soldKey } from '@lotto/domain/sell-limits';
import type { BetLine } from '@lotto/domain/ticket';
import type { Database } from '../db/schema.js';
import type { PackageRow } from '../db/tables/package.table.js';
import { ratesOf } from './package.repository.js';
import { anyPositionSettings, settingsOf } from './position.repository.js';

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

export function parsePosition(json: string | null): TicketPosition | null {
  return json === null ? null : (JSON.parse(json) as TicketPosition);
}

/**
 * The owner's upline path for position taking, or null when nobody on it takes (then nothing is
 * recorded and the order is placed exactly as without the feature). The one cheap check first:
 * while no agent has any setting, this costs one probe of an empty table.
 */
export async function ownerPathOf(db: Q, ownerId: number): Promise<OwnerPath | null> {
  if (!(await anyPositionSettings(db))) return null;
  const chain = await sql<{
    depth: number;
    id: number | string;
    role: string;
    package_id: number | string | null;
  }>`with recursive chain(depth, id, parent_id, role, package_id) as (
       select 0, id, parent_id, role, package_id from users where id = ${ownerId}
       union all
       select c.depth + 1, u.id, u.parent_id, u.role, u.package_id
       from chain c join users u on u.id = c.parent_id
       where c.depth < 64
     )
     select depth, id, role, package_id from chain order by depth`.execute(db);
  // The owner's own bets are a player's bets under its parent: the path starts at the parent and
  // ends at the top agent (the house is not on it).
  const links = chain.rows.map((row) => ({
    id: Number(row.id),
    role: row.role,
    packageId: row.package_id === null ? null : Number(row.package_id),
  }));
  const owner = links[0];
  if (!owner) return null;
  const upline = links.slice(1).filter((link) => link.role === 'agent');
  const settings = await settingsOf(
    db,
    upline.map((link) => link.id),
  );
  const withSettings = upline.map((link) => ({ userId: link.id, ...settings.get(link.id)! }));
  if (!anyTake(withSettings)) return null;
  const packageIds = [
    ...new Set([owner, ...upline].flatMap((link) => (link.packageId === null ? [] : [link.packageId]))),
  ];
  const packages = new Map<number, PackageRates>();
  if (packageIds.length > 0) {
    const rows = await db.selectFrom('packages').selectAll().where('id', 'in', packageIds).execute();
    for (const row of rows) packages.set(Number(row.id), ratesOf(row as PackageRow));
  }
  const ratesOfLink = (link: { packageId: number | null }) =>
    link.packageId === null ? BASE_PACKAGE_RATES : (packages.get(link.packageId) ?? BASE_PACKAGE_RATES);
  return {
    ownerId: owner.id,
    ownerRates: ratesOfLink(owner),
    levels: withSettings.map((level, i) => ({ ...level, rates: ratesOfLink(upline[i]!) })),
  };
}

/** One ticket to share: its draw, its lines and their accepted amounts. */
export interface TicketToShare {
  pool: PoolCode;
  drawDate: string;
  lines: readonly BetLine[];
  accepted: readonly Amounts[];
}

/**
 * Shares each ticket's accepted lines up the path (allocateTakes), tickets in order: an earlier
 * ticket of the order on the same draw uses a cap first. Reads the capped levels' usage of the
 * tickets' counters, adds what the tickets keep, and answers each ticket's snapshot.
 */
export async function sharePositions(
  db: Q,
  path: OwnerPath,
  tickets: readonly TicketToShare[],
): Promise<TicketPosition[]> {
  const capped = path.levels
    .filter((level) => Object.keys(level.caps).length > 0)
    .map((level) => level.userId);
  const usage = new Map<string, number>();
  const usageId = (userId: number, pool: string, drawDate: string, key: string) =>
    `${userId}|${pool}|${drawDate}|${key}`;
  if (capped.length > 0) {
    const draws = [...new Set(tickets.map((ticket) => `${ticket.pool}|${ticket.drawDate}`))];
    for (const draw of draws) {
      const [pool, drawDate] = draw.split('|') as [PoolCode, string];
      const rows = await db
        .selectFrom('position_usage')
        .select(['user_id', 'bet_type', 'number', 'kept_cents'])
        .where('user_id', 'in', capped)
        .where('pool', '=', pool)
        .where('draw_date', '=', drawDate)
        .execute();
      for (const row of rows) {
        usage.set(
          usageId(Number(row.user_id), pool, drawDate, soldKey(row.bet_type, row.number)),
          Number(row.kept_cents),
        );
      }
    }
  }
  const snapshots: TicketPosition[] = [];
  const added = new Map<
    string,
    { userId: number; pool: PoolCode; drawDate: string; key: string; cents: number }
  >();
  for (const ticket of tickets) {
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
    snapshots.push({
      ownerId: path.ownerId,
      ownerRates: path.ownerRates,
      path: path.levels.map((level) => ({ userId: level.userId, rates: level.rates })),
      lines: allocation.lines.map((line) => line.kept),
      used,
    });
  }
  for (const row of added.values())
    await addPositionUsage(db, row.userId, row.pool, row.drawDate, row.key, row.cents);
  return snapshots;
}

async function addPositionUsage(
  db: Q,
  userId: number,
  pool: PoolCode,
  drawDate: string,
  key: string,
  amount: number,
) {
  const { betType, number } = parseSoldKey(key);
  await db
    .insertInto('position_usage')
    .values({ user_id: userId, pool, draw_date: drawDate, bet_type: betType, number, kept_cents: amount })
    .onConflict((oc) =>
      oc.columns(['user_id', 'pool', 'draw_date', 'bet_type', 'number']).doUpdateSet((eb) => ({
        kept_cents: eb('position_usage.kept_cents', '+', eb.ref('excluded.kept_cents')),
      })),
    )
    .execute();
}

/** Records a placed ticket's snapshot (apart from the ticket's insert, which stays as it was). */
export async function storePosition(db: Q, ticketId: number, position: TicketPosition): Promise<void> {
  await db
    .updateTable('tickets')
    .set({ position_json: JSON.stringify(position) })
    .where('id', '=', ticketId)
    .execute();
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
