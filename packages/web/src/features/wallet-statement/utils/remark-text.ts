import type { TFunction } from 'i18next';
import type { WalletStatementRow } from '@lotto/contract/reports';
import { POOLS } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { displayDate } from '@/lib/dates/display-dates';

/**
 * The server writes ledger remarks in English (docs/rules.md "Wallet remarks"); the statement shows
 * the ones it knows in the user's language, with the ticket numbers unchanged, and any other remark
 * (a transfer's own words, a settlement's) as written.
 */
const FORMS: readonly [RegExp, string][] = [
  [/^Bet (#[\d#,…-]+) \(edit of ticket (#\d+)\)$/, 'walletStatement.remarks.betEdit'],
  [/^Bet (#[\d#,…-]+)$/, 'walletStatement.remarks.bet'],
  [/^Cancel ticket (#\d+)$/, 'walletStatement.remarks.cancel'],
  [/^Edit ticket (#\d+): refund$/, 'walletStatement.remarks.editRefund'],
  [/^Opening credit$/, 'walletStatement.remarks.openingCredit'],
];

export function remarkText(remark: string, t: TFunction): string {
  const by = / by ([A-Za-z0-9_.-]+)$/.exec(remark);
  const core = by ? remark.slice(0, by.index) : remark;
  for (const [pattern, key] of FORMS) {
    const match = pattern.exec(core);
    if (!match) continue;
    const text = t(key, {
      tickets: match[1],
      ticket: match[2] ?? match[1],
      interpolation: { escapeValue: false },
    });
    return by
      ? t('walletStatement.remarks.by', { text, name: by[1], interpolation: { escapeValue: false } })
      : text;
  }
  return remark;
}

/** The settlement kinds the statement words from their pool and draw date. */
const DRAW_KINDS = new Set([
  'win',
  'commission',
  'jackpot',
  'win_reversal',
  'commission_reversal',
  'jackpot_reversal',
]);

type CreditWay = 'from' | 'to' | 'takenBy' | 'takenFrom';

/** Which way a credit move went, seen from the statement's owner (the amount's sign says). */
function creditWay(kind: string, amount: number): CreditWay | null {
  switch (kind) {
    case 'credit_add':
      return 'from';
    case 'credit_deduct':
      return 'takenBy';
    case 'transfer_give':
      return amount > 0 ? 'from' : 'to';
    case 'transfer_take':
      return amount < 0 ? 'takenBy' : 'takenFrom';
    default:
      return null;
  }
}

type StatementParts = Pick<
  WalletStatementRow,
  'remark' | 'amount' | 'kind' | 'pool' | 'drawDate' | 'counterparty'
>;

/**
 * A statement row in the user's language (issue 36 item 12), from the parts the server sends
 * beside the English remark: a settlement names its pool and draw date ("奖金 Magnum 4D
 * 22/11/2026"), a credit move the other side ("Credit from agent1"), with the remark its giver
 * typed as `note`. A row without usable parts (a kind this screen does not know, a reference the
 * server could not read) is worded from its remark as before.
 */
export function statementText(row: StatementParts, t: TFunction): { text: string; note: string | null } {
  const plain = { interpolation: { escapeValue: false } };
  const pool = row.pool === null ? undefined : POOLS.find((candidate) => candidate.code === row.pool);
  const date = row.drawDate === null ? null : fromCompactDate(row.drawDate);
  if (DRAW_KINDS.has(row.kind) && pool && date) {
    const text = t(`walletStatement.kinds.${row.kind}`, {
      pool: pool.name,
      date: displayDate(date),
      ...plain,
    });
    return { text, note: null };
  }
  const way = creditWay(row.kind, row.amount);
  if (way && row.counterparty) {
    const text = t(`walletStatement.credit.${way}`, { name: row.counterparty, ...plain });
    return { text, note: row.remark.trim() === '' ? null : remarkText(row.remark, t) };
  }
  return { text: remarkText(row.remark, t), note: null };
}
