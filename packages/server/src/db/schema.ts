import type { AuditLogTable } from '../features/audit/audit.table.js';
import type { LoginFailureTable, LoginTokenTable, SessionTable } from '../features/auth/session.table.js';
import type { NumberMeaningTable } from '../features/meanings/meaning.table.js';
import type { JobLeaseTable } from '../jobs/job-lease.table.js';
import type {
  LimitUsageTable,
  OrderTable,
  SellLimitTable,
  TicketLineTable,
  TicketTable,
} from '../features/orders/order.table.js';
import type { PackageTable } from '../features/packages/package.table.js';
import type {
  DrawDateTable,
  DrawResultTable,
  JackpotDrawTable,
  PoolScheduleTable,
  SettlementTable,
  StrikeTable,
} from '../features/results/result.table.js';
import type { DrawRollupTable } from '../features/reports/draw-rollup.table.js';
import type { UserTable } from '../features/users/user.table.js';
import type { LedgerEntryTable } from '../features/wallet/ledger.table.js';

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  login_tokens: LoginTokenTable;
  ledger_entries: LedgerEntryTable;
  packages: PackageTable;
  audit_log: AuditLogTable;
  orders: OrderTable;
  tickets: TicketTable;
  ticket_lines: TicketLineTable;
  limit_usage: LimitUsageTable;
  sell_limits: SellLimitTable;
  draw_dates: DrawDateTable;
  draw_results: DrawResultTable;
  settlements: SettlementTable;
  strikes: StrikeTable;
  jackpot_draws: JackpotDrawTable;
  pool_schedules: PoolScheduleTable;
  number_meanings: NumberMeaningTable;
  draw_rollups: DrawRollupTable;
  job_leases: JobLeaseTable;
}
