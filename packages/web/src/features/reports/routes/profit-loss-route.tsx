import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { displayDate } from '@/lib/dates/display-dates';
import { useProfitLoss } from '../api/get-profit-loss';
import { ProfitLossList } from '../components/profit-loss-list';
import { ReportBody } from '../components/report-body';
import { RangeFilters } from '../components/report-filters';
import { SignedAmount } from '../components/signed-amount';
import { SummaryBadges } from '../components/summary-badges';
import { useRangeFilter } from '../hooks/use-report-filter';
import { isRangeTooLong } from '@/lib/report-types';
import { formatWirePoints } from '@/lib/format-points';
import '../reports.css';

/**
 * Profit loss (spec §2): settled draws of a date range; the range the figures cover, DL total, UL
 * total and net P/L, then a row per member (the caller's own bets, each direct downline's tree).
 */
export function ProfitLossRoute() {
  const { t } = useTranslation();
  const { filter, today, update, ready } = useRangeFilter();
  const query = useProfitLoss(filter, ready && !isRangeTooLong(filter.range));
  return (
    <Page titleKey="screens.profitLoss">
      <RangeFilters value={filter} today={today} onChange={update} />
      <ReportBody query={query} isEmpty={(data) => data.detail_lst.length === 0}>
        {(data) => (
          <>
            <SummaryBadges
              label={t('reports.summary')}
              caption={
                <span data-testid="pl-range">
                  {displayDate(data.date_from)} – {displayDate(data.date_to)}
                </span>
              }
              badges={[
                {
                  key: 'dl',
                  label: t('reports.profitLoss.dlTotal'),
                  value: <SignedAmount value={data.dl_total} />,
                },
                {
                  key: 'ul',
                  label: t('reports.profitLoss.ulTotal'),
                  value: <SignedAmount value={data.ul_total} />,
                },
                {
                  key: 'net',
                  label: t('reports.profitLoss.net'),
                  value: <SignedAmount value={data.net_profit_loss} />,
                },
              ]}
            />
            {data.position_total && (
              <SummaryBadges
                label={t('reports.profitLoss.position')}
                caption={t('reports.profitLoss.position')}
                badges={[
                  {
                    key: 'kept',
                    label: t('reports.profitLoss.kept'),
                    value: <span className="rp-num">{formatWirePoints(data.position_total.kept)}</span>,
                  },
                  {
                    key: 'position',
                    label: t('reports.profitLoss.positionResult'),
                    value: <SignedAmount value={data.position_total.positionResult} />,
                  },
                  {
                    key: 'result',
                    label: t('reports.profitLoss.result'),
                    value: <SignedAmount value={data.position_total.result} />,
                  },
                ]}
              />
            )}
            <ProfitLossList rows={data.detail_lst} positions={data.position_lst} />
          </>
        )}
      </ReportBody>
    </Page>
  );
}
