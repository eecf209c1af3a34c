import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addressKey } from '../lib/client-address.js';

type Q = Kysely<Database>;

/**
 * The keys of the login_throttle rows (features/auth/auth.service.ts, docs/reliability.md "Login
 * throttling"), in one place: the auth feature takes attempts under them and setting a password
 * (the users feature) clears the account's. Addresses count by addressKey (an IPv6 /64).
 */
export const throttleKeys = {
  address: (ip: string) => `ip:${addressKey(ip)}`,
  token: (ip: string) => `token:${addressKey(ip)}`,
  userAddress: (username: string, ip: string) => `user-ip:${username}|${addressKey(ip)}`,
  user: (username: string) => `user:${username}`,
  device: (deviceHash: string) => `device:${deviceHash}`,
  /** per session: a stolen session slows down only itself, never its owner's (issue 36 item 7) */
  changePassword: (userId: number, sessionPublicId: string) => `change-password:${userId}:${sessionPublicId}`,
};

/** `key` starts with `prefix`, compared exactly (LIKE would read `_` in a username as a wildcard). */
function startsWith(prefix: string) {
  return sql<boolean>`substr(login_throttle.key, 1, ${sql.lit(prefix.length)}) = ${prefix}`;
}

/**
 * A password was set (the user's own change, an upline's reset, the CLI): the account's throttles
 * start again, so its owner can log in and change the password at once with the new one. The
 * counters of addresses and devices stay: they are not the account's.
 */
export async function clearAccountThrottles(db: Q, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const changePassword = `change-password:${userId}:`;
  const userAddress = `user-ip:${user.username}|`;
  await db
    .deleteFrom('login_throttle')
    .where((eb) =>
      eb.or([
        eb('key', '=', throttleKeys.user(user.username)),
        startsWith(userAddress),
        startsWith(changePassword),
      ]),
    )
    .execute();
}
