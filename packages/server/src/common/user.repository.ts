import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { NewUserRow, UserRow } from '../db/tables/user.table.js';
import { forgetUser } from './session-cache.js';

type Q = Kysely<Database>;

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export const USERNAME_PATTERN = /^[a-z0-9_.]{3,32}$/;

export function findUserByUsername(db: Q, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normaliseUsername(username))
    .executeTakeFirst();
}

export function findUserById(db: Q, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Q, row: NewUserRow): Promise<number> {
  const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updatePasswordHash(
  db: Q,
  id: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', id)
    .execute();
  forgetUser(id);
}

export async function countUsers(db: Q): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface UserListRow {
  id: number;
  username: string;
  role: UserRow['role'];
  status: UserRow['status'];
  parent: string | null;
  package_name: string | null;
  balance_cents: number;
}

export function listUsers(db: Q): Promise<UserListRow[]> {
  return db
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .leftJoin('packages as k', 'k.id', 'u.package_id')
    .select([
      'u.id',
      'u.username',
      'u.role',
      'u.status',
      'p.username as parent',
      'k.name as package_name',
      'u.balance_cents',
    ])
    .orderBy('u.id')
    .execute();
}

/** The house: the first admin, the default upline when none is named. */
export function findHouseAdmin(db: Q): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
