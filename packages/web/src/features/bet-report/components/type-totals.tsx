import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import type { TypeTotal } from '../utils/bet-report';

interface Props {
  totals: TypeTotal[];
  ticketCount: number;
}

/** Badge totals per bet type over the listed tickets, and how many tickets there are. */
export function TypeTotals({ totals, ticketCount }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card br-totals" aria-label={t('betReport.totals')}>
      <ul className="br-badges">
        {totals.map((total) => (
          <li key={total.type} className="br-badge" data-testid="type-total" data-type={total.type}>
            <span className="br-badge__type">{total.type}</span>
            <span className="br-badge__amount">{formatWirePoints(total.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="br-totals__count" data-testid="ticket-count">
        {t('betReport.ticketCount', { count: ticketCount })}
      </p>
    </section>
  );
}
