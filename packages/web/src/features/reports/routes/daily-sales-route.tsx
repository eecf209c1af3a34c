import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { displayDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import { useDailySales } from '../api/get-daily-sales';
import { ReportBody } from '../components/report-body';
import { DayFilters } from '../components/report-filters';
import { SalesBlockList } from '../components/sales-block-list';
import { SummaryBadges } from '../components/summary-badges';
import { useDayFilter } from '../hooks/use-report-filter';
import '../reports.css';

/**
 * Daily sales (spec §2): the accepted sales of one draw date (open draws included), the caller's
 * own and each direct downline's, with their total.
 */
export function DailySalesRoute() {
  const { t } = useTranslation();
  const { filter, today, update, ready } = useDayFilter();
  const query = useDailySales(filter, ready);
  return (
    <Page titleKey="screens.dailySales">
      <DayFilters value={filter} today={today} onChange={update} />
      <ReportBody query={query} isEmpty={(data) => data.detail_lst.length === 0}>
        {(data) => (
          <>
            <SummaryBadges
              label={t('reports.summary')}
              caption={`${t('reports.filter.drawDate')}: ${displayDate(filter.date)}`}
              badges={[
                {
                  key: 'total',
                  label: t('reports.dailySales.total'),
                  value: <span className="rp-num">{formatWirePoints(data.total)}</span>,
                },
              ]}
            />
            <SalesBlockList blocks={data.detail_lst} />
          </>
        )}
      </ReportBody>
    </Page>
  );
}
