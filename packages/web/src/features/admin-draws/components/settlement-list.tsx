import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useSettlements, type DrawSettlement } from '../api/get-settlements';
import { adminErrorText } from '@/lib/admin-error';
import { displayCompactDate } from '@/lib/dates/display-dates';

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const count = (value: number) => value.toLocaleString('en-GB');

const STATE_COLOR: Record<DrawSettlement['state'], 'success' | 'warning' | 'danger' | 'default' | 'primary'> =
  {
    settled: 'success',
    settling: 'primary',
    'awaiting result': 'warning',
    unsettled: 'danger',
    open: 'default',
  };
const STATE_KEY: Record<DrawSettlement['state'], string> = {
  settled: 'adminResults.state.settled',
  settling: 'adminResults.state.settling',
  'awaiting result': 'adminResults.state.awaiting',
  unsettled: 'adminResults.state.unsettled',
  open: 'adminResults.state.open',
};

/**
 * Settlement status of each draw from..to ('YYYYMMDD'), newest first. A draw whose settlement has
 * not reached its last step reads "Settling n of m" (lines), never "Settled" (issue 36.16), and the
 * list follows it until it is. `settlingOnly` (the Draws screen) lists only those, and nothing at
 * all when there are none.
 */
export function SettlementList({
  from,
  to,
  settlingOnly = false,
}: {
  from: string;
  to: string;
  settlingOnly?: boolean;
}) {
  const { t } = useTranslation();
  const query = useSettlements(from, to);
  const settling = (query.data ?? []).filter((row) => row.state === 'settling');
  if (settlingOnly && settling.length === 0) return null;
  const title = settlingOnly ? t('adminDraws.settlingTitle') : t('adminResults.statusTitle');
  return (
    <section
      className="card"
      aria-label={title}
      data-testid={settlingOnly ? 'settling-list' : 'settlement-list'}
    >
      <h2 className="ad-card-title">{title}</h2>
      {settlingOnly ? <p className="ad-muted">{t('adminDraws.settlingIntro')}</p> : null}
      <QueryState query={query} bare skeleton={{ lines: 4 }} errorText={(error) => adminErrorText(t, error)}>
        {(all) => (
          <table className="ad-table">
            <thead>
              <tr>
                <th scope="col">{t('adminResults.draw')}</th>
                <th scope="col">{t('adminResults.status')}</th>
                <th scope="col" className="ad-num">
                  {t('adminResults.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(settlingOnly ? settling : all).map((row) => (
                <tr key={`${row.pool}|${row.drawDate}`} data-testid="settlement-row">
                  <td>
                    {row.poolName}
                    <br />
                    <small>{displayCompactDate(row.drawDate)}</small>
                  </td>
                  <td>
                    <Tag color={STATE_COLOR[row.state]} fill="outline">
                      {t(STATE_KEY[row.state], {
                        lines: count(row.lines),
                        total: count(row.totalLines ?? row.lines),
                      })}
                    </Tag>
                    {row.resultVersion !== null ? <small> v{row.resultVersion}</small> : null}
                    {row.settledAt ? (
                      <>
                        <br />
                        <small>{row.settledAt}</small>
                      </>
                    ) : null}
                  </td>
                  <td className="ad-num">
                    {points(row.win)}
                    <br />
                    <small>
                      {t('adminResults.linesCommission', {
                        lines: row.lines,
                        commission: points(row.commission),
                      })}
                    </small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
