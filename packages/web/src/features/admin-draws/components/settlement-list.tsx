import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useSettlements, type DrawSettlement } from '../api/get-settlements';
import { adminErrorText } from '@/lib/admin-error';
import { displayWireDate } from './weekday-names';

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STATE_COLOR: Record<DrawSettlement['state'], 'success' | 'warning' | 'danger' | 'default'> = {
  settled: 'success',
  'awaiting result': 'warning',
  unsettled: 'danger',
  open: 'default',
};
const STATE_KEY: Record<DrawSettlement['state'], string> = {
  settled: 'adminResults.state.settled',
  'awaiting result': 'adminResults.state.awaiting',
  unsettled: 'adminResults.state.unsettled',
  open: 'adminResults.state.open',
};

/** Settlement status of each draw from..to ('YYYYMMDD'), newest first. */
export function SettlementList({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const query = useSettlements(from, to);
  return (
    <section className="card" aria-label={t('adminResults.statusTitle')}>
      <h2 className="ad-card-title">{t('adminResults.statusTitle')}</h2>
      <QueryState query={query} bare skeleton={{ lines: 4 }} errorText={(error) => adminErrorText(t, error)}>
        {(rows) => (
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
              {rows.map((row) => (
                <tr key={`${row.pool}|${row.drawDate}`} data-testid="settlement-row">
                  <td>
                    {row.poolName}
                    <br />
                    <small>{displayWireDate(row.drawDate)}</small>
                  </td>
                  <td>
                    <Tag color={STATE_COLOR[row.state]} fill="outline">
                      {t(STATE_KEY[row.state])}
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
