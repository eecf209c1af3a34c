import type { AuditLogTable } from './tables/audit.table.js';
import type {
  ChatGroupTable,
  ChatLinkCodeTable,
  ChatLinkTable,
  ChatPreviewTable,
  ChatUpdateTable,
} from './tables/chat.table.js';
import type {
  KnownDeviceTable,
  LoginThrottleTable,
  LoginTokenTable,
  SessionTable,
} from './tables/session.table.js';
import type { NumberMeaningTable } from './tables/meaning.table.js';
import type { JobLeaseTable } from '../jobs/job-lease.table.js';
import type {
  LimitUsageTable,
  OrderTable,
  SellLimitTable,
  TicketLineTable,
  TicketTable,
} from './tables/order.table.js';
import type { PackageTable } from './tables/package.table.js';
import type {
  DrawDateTable,
  DrawResultTable,
  JackpotDrawTable,
  PoolScheduleTable,
  SettlementTable,
  StrikeTable,
} from './tables/result.table.js';
import type { ResultSourceTable, SourcePollTable, SourceResultTable } from './tables/result-source.table.js';
import type { DrawRollupTable } from './tables/draw-rollup.table.js';
import type { UserTable } from './tables/user.table.js';
import type { LedgerEntryTable } from './tables/ledger.table.js';
import type { NumberStopTable, PositionTakeTable, PositionUsageTable } from './tables/position.table.js';
import type { TicketClaimTable, TicketSlipTable } from './tables/claim.table.js';
import type { WeeklyCloseTable, WeeklyPaymentTable } from './tables/weekly.table.js';

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  login_throttle: LoginThrottleTable;
  known_devices: KnownDeviceTable;
  login_tokens: LoginTokenTable;
  ledger_entries: LedgerEntryTable;
  packages: PackageTable;
  audit_log: AuditLogTable;
  orders: OrderTable;
  chat_link_codes: ChatLinkCodeTable;
  chat_links: ChatLinkTable;
  chat_groups: ChatGroupTable;
  chat_previews: ChatPreviewTable;
  chat_updates: ChatUpdateTable;
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
  position_takes: PositionTakeTable;
  position_usage: PositionUsageTable;
  number_stops: NumberStopTable;
  result_sources: ResultSourceTable;
  source_results: SourceResultTable;
  source_polls: SourcePollTable;
  ticket_slips: TicketSlipTable;
  ticket_claims: TicketClaimTable;
  weekly_closes: WeeklyCloseTable;
  weekly_payments: WeeklyPaymentTable;
}
