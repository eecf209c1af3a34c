import { addDays } from '@lotto/domain/calendar-dates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { QuickRanges } from '@/components/ui/quick-ranges';
import { todayIn } from '@/lib/dates/draw-dates';
import { useWalletStatement, type StatementRow } from '../api/get-wallet-statement';
import { statementText } from '../utils/remark-text';
import '@/components/ui/win-list.css';
import '../wallet-statement.css';

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The range lives in the URL (?from=&to=, 'YYYY-MM-DD'); by default the last 7 days. */
function useStatementRange(today: string) {
  const [params, setParams] = useSearchParams();
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const from = isIsoDate(rawFrom) ? rawFrom : addDays(today, -6);
  let to = isIsoDate(rawTo) ? rawTo : today;
  if (to < from) to = from;
  const update = (range: DateRange) => setParams({ from: range.from, to: range.to }, { replace: true });
  return { range: { from, to }, update };
}

function StatementTable({ rows }: { rows: StatementRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="card ws-table-wrap">
      <table className="ws-table">
        <thead>
          <tr>
            {/* date and remark share a column so that three 5-digit figures fit at 390 px */}
            <th scope="col">
              {t('walletStatement.remark')}
              <span className="ws-sub">{t('walletStatement.date')}</span>
            </th>
            <th scope="col" className="ws-num">
              {t('walletStatement.preBalance')}
            </th>
            <th scope="col" className="ws-num">
              {t('walletStatement.amount')}
            </th>
            <th scope="col" className="ws-num">
              {t('walletStatement.postBalance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [date, time] = row.formattedDate.split(' ');
            const { text, note } = statementText(row, t);
            return (
              <tr key={row.id} data-testid="statement-row">
                {/* spec: the space in the date becomes a line break */}
                <td className="ws-remark">
                  {text}
                  {note !== null && (
                    <span className="ws-note ws-sub" data-testid="statement-note">
                      {note}
                    </span>
                  )}
                  <span className="ws-date ws-sub">
                    {date}
                    <br />
                    {time}
                  </span>
                </td>
                <td className="ws-num">{points(row.preBalance)}</td>
                <td
                  className={`ws-num ${row.amount > 0 ? 'ws-credit' : 'ws-debit'}`}
                  data-testid="statement-amount"
                >
                  {row.amount > 0 ? `+${points(row.amount)}` : points(row.amount)}
                </td>
                <td className="ws-num">{points(row.postBalance)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Wallet statement (spec §2): the caller's ledger entries of a date range. */
export function WalletStatementRoute() {
  const { t } = useTranslation();
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const { range, update } = useStatementRange(today);
  const query = useWalletStatement(range);
  return (
    <Page titleKey="screens.walletStatement">
      <section className="card rs-filter">
        <DateRangeFilter value={range} onChange={update} />
        <QuickRanges value={range} today={today} onChange={update} />
      </section>
      <QueryState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState className="ws-empty" data-testid="statement-empty">
            {t('walletStatement.noRecord')}
          </EmptyState>
        }
      >
        {(rows) => <StatementTable rows={rows} />}
      </QueryState>
    </Page>
  );
}
