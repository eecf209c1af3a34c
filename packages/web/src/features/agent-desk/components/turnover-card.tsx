import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatWirePoints } from '@/lib/format-points';
import type { AgentDesk } from '../api/get-agent-desk';

/** How many customers the card lists before "All". */
export const TOP_CUSTOMERS = 5;

/**
 * Today's turnover by customer (issue 38 item 2): the total, the five biggest customers, "All" for
 * the rest; a customer opens its tickets under betting history's Customers tab.
 */
export function TurnoverCard({ turnover }: { turnover: AgentDesk['turnover'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [all, setAll] = useState(false);
  const shown = all ? turnover.customers : turnover.customers.slice(0, TOP_CUSTOMERS);
  return (
    <section className="card desk-card" aria-labelledby="desk-turnover-title">
      <div className="desk-card__head">
        <h2 id="desk-turnover-title" className="desk-card__title">
          {t('agentDesk.turnover.title')}
        </h2>
        <strong className="desk-card__figure" data-testid="desk-turnover-total">
          {formatWirePoints(turnover.total)}
        </strong>
      </div>
      <p className="desk-card__note">{t('agentDesk.turnover.tickets', { count: turnover.tickets })}</p>
      {turnover.customers.length === 0 ? (
        <p className="desk-card__empty">{t('agentDesk.turnover.none')}</p>
      ) : (
        <ol className="desk-rows" aria-label={t('agentDesk.turnover.byCustomer')}>
          {shown.map((row) => (
            <li key={row.username}>
              <button
                type="button"
                className="desk-row"
                data-testid="desk-turnover-row"
                data-username={row.username}
                onClick={() =>
                  void navigate(
                    `/betting-history?scope=customers&customer=${encodeURIComponent(row.username)}`,
                  )
                }
              >
                <span className="desk-row__name">{row.username}</span>
                <span className="desk-row__count">
                  {t('agentDesk.turnover.tickets', { count: row.tickets })}
                </span>
                <span className="desk-row__amount" data-testid="desk-turnover-amount">
                  {formatWirePoints(row.turnover)}
                </span>
                <RightOutline className="desk-row__chevron" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {turnover.customers.length > TOP_CUSTOMERS && (
        <button type="button" className="desk-card__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? t('agentDesk.turnover.top')
            : t('agentDesk.turnover.all', { count: turnover.customers.length })}
        </button>
      )}
    </section>
  );
}
