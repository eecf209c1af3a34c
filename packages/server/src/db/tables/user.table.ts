import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@lotto/domain/roles';
import type { CentsColumn, NullableCentsColumn } from './money-column.js';

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface UserTable {
  id: Generated<number>;
  /** lower-case, unique */
  username: string;
  password_hash: string;
  role: Role;
  parent_id: number | null;
  package_id: number | null;
  eat_sequence_id: number;
  status: UserStatus;
  /** the wallet balance, integer cents, never negative (CHECK) */
  balance_cents: CentsColumn;
  created_at: number;
  password_changed_at: number;
  /**
   * the order total, integer cents, above which the app asks once more before placing an order
   * (issue 36.3); set by an upline; null: off (migration 0022)
   */
  confirm_order_above_cents: NullableCentsColumn;
  /**
   * the most, integer cents, this agent pays out for one counter claim without its upline's
   * approval (issue 44); set by an upline; null: no limit (migration 0060)
   */
  cash_out_limit_cents: NullableCentsColumn;
  /** the weekly limit, integer cents, set by the upline (issue 41, migration 0080); null: none */
  weekly_limit_cents: NullableCentsColumn;
  /** what the Monday close does to this user, chosen by its upline (migration 0085) */
  weekly_at_close: ColumnType<WeeklyAtClose, WeeklyAtClose | undefined, WeeklyAtClose>;
  /** the closed week (its Monday) this `lock` user may not bet until it is settled; null: none */
  weekly_locked_week: ColumnType<string | null, string | null | undefined, string | null>;
}

export const WEEKLY_AT_CLOSE = ['reset', 'lock'] as const;
export type WeeklyAtClose = (typeof WEEKLY_AT_CLOSE)[number];

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
