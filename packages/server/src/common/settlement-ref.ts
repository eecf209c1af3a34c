import { parseYmd } from '@lotto/domain/calendar-dates';
import { POOL_CODES, type PoolCode } from '@lotto/domain/pools';

/** The ledger's ref_type of a draw's settlement entries (win, commission, jackpot, reversals). */
export const SETTLEMENT_REF_TYPE = 'draw';

const REF = /^([a-z]{2}):(\d{4}-\d{2}-\d{2}):v\d+$/;

/**
 * The pool and draw date a settlement entry's ref_id names: the results feature writes it as
 * `<pool>:<YYYY-MM-DD>:v<version>` (settlement-claim.ts settlementRef; settlement-ref.test.ts
 * there checks the two agree). Null for anything else, so a reader falls back to the remark.
 */
export function parseSettlementRef(ref: string | null): { pool: PoolCode; drawDate: string } | null {
  const match = ref === null ? null : REF.exec(ref);
  if (!match) return null;
  const pool = match[1] as PoolCode;
  if (!POOL_CODES.includes(pool) || !parseYmd(match[2]!)) return null;
  return { pool, drawDate: match[2]! };
}
