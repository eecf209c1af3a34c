import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { showToast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import { copyText } from '@/lib/share';
import { useWeeklyStatement, type WeeklyStatementAnswer } from '../api/weekly';
import { shiftWeek, WeekBar, weekBounds } from '../components/week-bar';
import { StatementRowCard } from '../components/statement-row-card';
import '../weekly.css';

const money = (value: number) => formatWirePoints(value);

/** The statement as plain text, to share (the week's bounds and zone first). */
function shareText(
  data: WeeklyStatementAnswer,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const bounds = weekBounds(t, data.week, data.zoneId);
  const lines = [
    `${t('weekly.statementTitle')} ${data.member}`,
    `${bounds.label}, ${bounds.zone}`,
    `${t('weekly.receivable')} ${money(data.summary.receivable)} · ${t('weekly.payable')} ${money(data.summary.payable)}`,
    `${t('weekly.net')} ${money(data.summary.net)} · ${t('weekly.open')} ${money(data.summary.open)}`,
    '',
    ...data.rows.map(
      (row) =>
        `${row.name}: ${t('weekly.downlineTotal')} ${money(row.dl.total)}, ${t('weekly.upline')} ${money(row.upline)}, ${t('weekly.net')} ${money(row.net)}, ${t('weekly.open')} ${money(row.open)}`,
    ),
  ];
  return lines.join('\n');
}

/**
 * 7天会员账目 (issue 41): the week bar, the summary (应收 / 应付 / 净 / 未结), a card per direct
 * downline that opens its full columns and offers 结账 once the week is closed, the landscape
 * table, and the statement as text to share.
 */
export function WeeklyStatementRoute() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<string | null>(null);
  const [table, setTable] = useState(false);
  const query = useWeeklyStatement(week);
  const data = query.data;

  async function share() {
    if (!data) return;
    const copied = await copyText(shareText(data, t));
    showToast(copied ? 'success' : 'error', copied ? t('weekly.copied') : t('weekly.copyFailed'));
  }

  return (
    <Page titleKey="weekly.statementTitle">
      {data && (
        <>
          <WeekBar
            {...weekBounds(t, data.week, data.zoneId)}
            onMove={(weeks) => setWeek(shiftWeek(data.week, weeks))}
          />
          <section className="weekly-summary" aria-label={t('weekly.summary')} data-testid="weekly-summary">
            <div>
              <span>{t('weekly.receivable')}</span>
              <strong>{money(data.summary.receivable)}</strong>
            </div>
            <div>
              <span>{t('weekly.payable')}</span>
              <strong>{money(data.summary.payable)}</strong>
            </div>
            <div>
              <span>{t('weekly.net')}</span>
              <strong className={data.summary.net < 0 ? 'weekly-num--neg' : ''}>
                {money(data.summary.net)}
              </strong>
            </div>
            <div>
              <span>{t('weekly.open')}</span>
              <strong>{money(data.summary.open)}</strong>
            </div>
          </section>
          {!data.closed && <p className="weekly-hint">{t('weekly.notClosed')}</p>}
          {data.rows.length === 0 && !data.self && <p className="weekly-hint">{t('weekly.empty')}</p>}
          {data.self && (
            // The member's own bets, passed whole to its upline: what it pays (+) or is paid.
            <section className="weekly-card" data-testid="weekly-self">
              <div className="weekly-card__head weekly-card__head--static">
                <span className="weekly-card__name">{t('weekly.myBets')}</span>
                <span className="weekly-num">{money(data.self.dl.total)}</span>
              </div>
              <dl className="weekly-grid">
                <dt>{t('weekly.turnover')}</dt>
                <dd>{money(data.self.turnover)}</dd>
                <dt>{t('weekly.dlCommission')}</dt>
                <dd>{money(data.self.dl.commission)}</dd>
                <dt>{t('weekly.dlWin')}</dt>
                <dd>{money(data.self.dl.win)}</dd>
              </dl>
            </section>
          )}
          {data.rows.map((row) => (
            <StatementRowCard key={row.name} row={row} week={data.week} canSettle={data.closed} />
          ))}
          <div className="weekly-actions">
            <Button size="small" onClick={() => setTable(!table)}>
              {t('weekly.table')}
            </Button>
            <Button size="small" onClick={() => void share()}>
              {t('weekly.share')}
            </Button>
          </div>
          {table && (
            <div className="weekly-table-wrap">
              <table className="weekly-table">
                <thead>
                  <tr>
                    <th>{t('weekly.member')}</th>
                    <th>{t('weekly.turnover')}</th>
                    <th>{t('weekly.dlTickets')}</th>
                    <th>{t('weekly.dlCommission')}</th>
                    <th>{t('weekly.dlWin')}</th>
                    <th>{t('weekly.downlineTotal')}</th>
                    <th>{t('weekly.kept')}</th>
                    <th>{t('weekly.ownCommission')}</th>
                    <th>{t('weekly.ownWin')}</th>
                    <th>{t('weekly.ownTotal')}</th>
                    <th>{t('weekly.upline')}</th>
                    <th>{t('weekly.net')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.rows, { ...data.totals, name: t('weekly.total') }].map((row) => (
                    <tr key={row.name}>
                      <td>{row.name}</td>
                      {[
                        row.turnover,
                        row.dl.tickets,
                        row.dl.commission,
                        row.dl.win,
                        row.dl.total,
                        row.own.kept,
                        row.own.commission,
                        row.own.win,
                        row.own.total,
                        row.upline,
                        row.net,
                      ].map((value, index) => (
                        <td key={index}>{money(value)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {query.isPending && <p className="weekly-hint">…</p>}
    </Page>
  );
}
