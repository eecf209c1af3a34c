import type { TFunction } from 'i18next';

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
