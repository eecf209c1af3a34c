import { useTranslation } from 'react-i18next';
import { formatPoints, type Cents } from '@lotto/domain/money';
import type { TransferRow } from '../api/get-transfers';

/** Recent transfers, newest first: who gave or took how much from whom, and why. */
export function TransferList({ rows }: { rows: TransferRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="au-transfers">
      {rows.map((row) => (
        <li key={row.ref} className="card au-transfer" data-testid="transfer-row">
          <div className="au-transfer__head">
            <span>
              {row.direction === 'give'
                ? `${row.upline ?? t('adminUsers.house')} → ${row.downline}`
                : `${row.downline} → ${row.upline ?? t('adminUsers.house')}`}
            </span>
            <span className={row.direction === 'give' ? 'au-give' : 'au-take'}>
              {row.direction === 'give' ? '+' : '-'}
              {formatPoints(Math.round(row.amount * 100) as Cents)}
            </span>
          </div>
          <div className="au-transfer__remark">{row.remark}</div>
          <div className="au-transfer__meta">
            {row.formattedDate} · {t('adminUsers.credit.by', { username: row.by })}
          </div>
        </li>
      ))}
    </ul>
  );
}
