import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPoints, type Cents } from '@lotto/domain/money';
import type { DownlineRow } from '../api/get-downline';

interface Props {
  rows: DownlineRow[];
  /** the caller: its own row is shown but offers no actions */
  me: string | undefined;
  onPick: (row: DownlineRow) => void;
}

const ROLE_COLOR = { admin: 'danger', agent: 'warning', player: 'success' } as const;

/** The tree as an indented list: each level steps in, with role, status, package and balance. */
export function DownlineList({ rows, me, onPick }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="au-tree">
      {rows.map((row) => {
        const self = row.username === me;
        const indent = Math.min(row.depth, 6) * 14;
        return (
          <li key={row.username}>
            <button
              type="button"
              className="card au-row"
              data-testid="downline-row"
              data-username={row.username}
              style={{ marginLeft: indent, width: `calc(100% - ${indent}px)` }}
              disabled={self}
              onClick={() => onPick(row)}
            >
              <span className="au-row__main">
                <span className="au-row__name">
                  {row.username}
                  {self && <span className="au-row__me"> ({t('adminUsers.me')})</span>}
                </span>
                <span className="au-row__tags">
                  <Tag color={ROLE_COLOR[row.role]} fill="outline">
                    {t(`adminUsers.roles.${row.role}`)}
                  </Tag>
                  {row.status === 'suspended' && (
                    <Tag color="danger" data-testid="status-suspended">
                      {t('adminUsers.status.suspended')}
                    </Tag>
                  )}
                  <span className="au-row__package">
                    {row.packageName ?? t('adminUsers.basePackage')}
                    {row.children > 0 && ` · ${t('adminUsers.children', { count: row.children })}`}
                  </span>
                  {row.confirmOrderAbove !== null && (
                    <span className="au-row__package" data-testid="downline-confirm">
                      {t('adminUsers.confirmAbove', {
                        amount: formatPoints(Math.round(row.confirmOrderAbove * 100) as Cents),
                      })}
                    </span>
                  )}
                  {row.cashOutLimit !== null && (
                    <span className="au-row__package" data-testid="downline-cash-out">
                      {t('adminUsers.cashOutAt', {
                        amount: formatPoints(Math.round(row.cashOutLimit * 100) as Cents),
                      })}
                    </span>
                  )}
                </span>
              </span>
              <span className="au-row__balance" data-testid="downline-balance">
                {formatPoints(Math.round(row.balance * 100) as Cents)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
