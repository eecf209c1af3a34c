import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ChatPreviewTable } from '../../../db/tables/chat.table.js';
import { inTreeOf } from '../../../common/downline-scope.js';

type Q = Kysely<Database>;

export function insertLinkCode(
  db: Q,
  row: { code: string; user_id: number; created_by: number; created_at: number; expires_at: number },
) {
  return db
    .insertInto('chat_link_codes')
    .values({ ...row, used_at: null })
    .execute();
}

/**
 * Uses a link code once: answers its user when the code exists, is unused and not expired; marks it
 * used in the same statement, so two senders racing for one code cannot both have it.
 */
export async function takeLinkCode(db: Q, code: string, now: number): Promise<number | null> {
  const row = await db
    .updateTable('chat_link_codes')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

export async function saveLink(
  db: Q,
  row: { channel: string; external_id: string; user_id: number; language: string | null; created_at: number },
) {
  await db
    .insertInto('chat_links')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['channel', 'external_id']).doUpdateSet({ user_id: row.user_id, language: row.language }),
    )
    .execute();
}

export async function linkedUserId(db: Q, channel: string, externalId: string): Promise<number | null> {
  const row = await db
    .selectFrom('chat_links')
    .select('user_id')
    .where('channel', '=', channel)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

/** The Lotto user a chat account is linked to, and the language its chat app last said. */
export async function linkedAccount(
  db: Q,
  channel: string,
  externalId: string,
): Promise<{ userId: number; language: string | null } | null> {
  const row = await db
    .selectFrom('chat_links')
    .select(['user_id', 'language'])
    .where('channel', '=', channel)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row ? { userId: Number(row.user_id), language: row.language } : null;
}

export async function saveGroup(
  db: Q,
  row: { channel: string; chat_id: string; agent_id: number; created_at: number },
) {
  await db
    .insertInto('chat_groups')
    .values(row)
    .onConflict((oc) => oc.columns(['channel', 'chat_id']).doUpdateSet({ agent_id: row.agent_id }))
    .execute();
}

export async function groupAgentId(db: Q, channel: string, chatId: string): Promise<number | null> {
  const row = await db
    .selectFrom('chat_groups')
    .select('agent_id')
    .where('channel', '=', channel)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return row ? Number(row.agent_id) : null;
}

export function insertPreview(db: Q, row: Insertable<ChatPreviewTable>) {
  return db.insertInto('chat_previews').values(row).execute();
}

export function findPreview(db: Q, id: string) {
  return db.selectFrom('chat_previews').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPreviewByMessage(db: Q, channel: ChatPreviewTable['channel'], messageKey: string) {
  return db
    .selectFrom('chat_previews')
    .selectAll()
    .where('channel', '=', channel)
    .where('message_key', '=', messageKey)
    .executeTakeFirst();
}

export function findPreviewByDeleteCode(db: Q, code: string) {
  return db.selectFrom('chat_previews').selectAll().where('delete_code', '=', code).executeTakeFirst();
}

/** Marks an open preview confirmed; false when another confirm got there first. */
export async function markConfirmed(
  db: Q,
  id: string,
  set: { order_id: number; delete_code: string; receipt: string; confirmed_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_previews')
    .set({ ...set, status: 'confirmed' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markCancelled(db: Q, id: string): Promise<void> {
  await db.updateTable('chat_previews').set({ status: 'cancelled' }).where('id', '=', id).execute();
}

export async function orderTickets(db: Q, orderId: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'status', 'accepted_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The chat orders confirmed in [from, to) for the viewer's tree (its own and its downline's). */
export function confirmedChatOrders(db: Q, viewerId: number, from: number, to: number) {
  return db
    .selectFrom('chat_previews')
    .innerJoin('users as owner', 'owner.id', 'chat_previews.user_id')
    .innerJoin('users as placer', 'placer.id', 'chat_previews.placed_by')
    .select([
      'chat_previews.id',
      'chat_previews.channel',
      'chat_previews.text',
      'chat_previews.receipt',
      'chat_previews.delete_code',
      'chat_previews.order_id',
      'chat_previews.confirmed_at',
      'owner.username as owner',
      'placer.username as placer',
    ])
    .where('chat_previews.confirmed_at', '>=', from)
    .where('chat_previews.confirmed_at', '<', to)
    .where(inTreeOf('chat_previews.user_id', viewerId))
    .orderBy('chat_previews.confirmed_at')
    .execute();
}

/** ❌ on a preview: only its placer, only while open; false otherwise. */
export async function cancelOpenPreview(db: Q, id: string, placedBy: number): Promise<boolean> {
  const result = await db
    .updateTable('chat_previews')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('placed_by', '=', placedBy)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
