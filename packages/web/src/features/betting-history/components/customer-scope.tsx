import { CloseOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketScope } from '@/lib/orders/get-ticket-list';
import './customer-scope.css';

interface Props {
  scope: TicketScope;
  onScope: (scope: TicketScope) => void;
  /** one customer's tickets (a link from home's turnover), removable */
  customer: string | undefined;
  onClearCustomer: () => void;
  search: string;
  onSearch: (search: string) => void;
}

/** How long the search box waits after the last key before the list is asked again. */
const SEARCH_DELAY_MS = 400;

/**
 * Betting history's My tickets / Customers tabs for agents (issue 38 item 3); under Customers, a
 * search by customer, remark or phone, and the customer a link named.
 */
export function CustomerScope({ scope, onScope, customer, onClearCustomer, search, onSearch }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(search);
  // The URL's search changed by another way (a link, Back): the box shows it.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== typed.trim()) setTyped(search);
  }
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);

  return (
    <div className="bh-scope">
      <div className="segmented bh-scope__tabs" role="tablist" aria-label={t('bettingHistory.scope.label')}>
        {(['mine', 'customers'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === scope}
            className={`segmented__item${name === scope ? ' segmented__item--active' : ''}`}
            onClick={() => onScope(name)}
          >
            {t(`bettingHistory.scope.${name}`)}
          </button>
        ))}
      </div>
      {scope === 'customers' && (
        <div className="bh-scope__filters">
          {customer && (
            <button
              type="button"
              className="bh-scope__chip"
              data-testid="customer-chip"
              aria-label={t('bettingHistory.scope.clearCustomer', { name: customer })}
              onClick={onClearCustomer}
            >
              {customer} <CloseOutline aria-hidden="true" />
            </button>
          )}
          <label className="bh-scope__search">
            <SearchOutline aria-hidden="true" />
            <span className="visually-hidden">{t('bettingHistory.scope.search')}</span>
            <input
              type="search"
              value={typed}
              placeholder={t('bettingHistory.scope.search')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={50}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onSearch(typed.trim());
              }}
            />
          </label>
        </div>
      )}
    </div>
  );
}
