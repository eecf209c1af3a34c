import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { displayDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import { useDailyProfitLoss } from '../api/get-daily-profit-loss';
import { DailyFiguresList } from '../components/daily-figures-list';
import { ReportBody } from '../components/report-body';
import { RangeFilters } from '../components/report-filters';
import { SignedAmount } from '../components/signed-amount';
import { SummaryBadges } from '../components/summary-badges';
import { useRangeFilter } from '../hooks/use-report-filter';
import { isRangeTooLong } from '@/lib/report-types';
import '../reports.css';

/**
 * Profit loss 2 (spec §2): the caller's whole tree at its own rates over the settled draws of a
 * date range: the totals (buy, commission, win, nett), then one block per draw date.
 */
export function ProfitLoss2Route() {
  const { t } = useTranslation();
  const { filter, today, update, ready } = useRangeFilter();
  const query = useDailyProfitLoss(filter, ready && !isRangeTooLong(filter.range));
  return (
    <Page titleKey="screens.profitLoss2">
      <RangeFilters value={filter} today={today} onChange={update} />
      <ReportBody query={query} isEmpty={(data) => data.detail_list.length === 0}>
        {(data) => (
          <>
            <SummaryBadges
              label={t('reports.summary')}
              caption={`${displayDate(filter.range.from)} – ${displayDate(filter.range.to)}`}
              badges={[
                {
                  key: 'buy',
                  label: t('reports.profitLoss2.buy'),
                  value: <span className="rp-num">{formatWirePoints(data.buy_total)}</span>,
                },
                {
                  key: 'comm',
                  label: t('reports.profitLoss2.comm'),
                  value: <span className="rp-num">{formatWirePoints(data.comm_total)}</span>,
                },
                {
                  key: 'win',
                  label: t('reports.profitLoss2.win'),
                  value: <span className="rp-num">{formatWirePoints(data.win_total)}</span>,
                },
                {
                  key: 'nett',
                  label: t('reports.profitLoss2.nett'),
                  value: <SignedAmount value={data.nett_total} />,
                },
              ]}
            />
            <DailyFiguresList days={data.detail_list} />
          </>
        )}
      </ReportBody>
    </Page>
  );
}
