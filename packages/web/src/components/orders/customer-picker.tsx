import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { formatWirePoints } from '@/lib/format-points';
import { customerMatches, useCustomers, type Customer } from '@/lib/orders/get-customers';
import './bet-for.css';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** the last customers chosen, most recent first: listed first */
  recent: readonly string[];
  current: string | null;
  onChoose: (username: string) => void;
}

function CustomerRow({
  customer,
  current,
  onChoose,
}: {
  customer: Customer;
  current: boolean;
  onChoose: (username: string) => void;
}) {
  const { t } = useTranslation();
  const suspended = customer.status === 'suspended';
  const known = [customer.remark, customer.phone].filter(Boolean).join(' · ');
  return (
    <li>
      <button
        type="button"
        className={`bet-for-option${current ? ' bet-for-option--current' : ''}`}
        aria-current={current ? 'true' : undefined}
        disabled={suspended}
        data-testid="customer-option"
        data-username={customer.username}
        onClick={() => onChoose(customer.username)}
      >
        <span className="bet-for-option__who">
          <span className="bet-for-option__name">{customer.username}</span>
          {known && <span className="bet-for-option__known">{known}</span>}
        </span>
        <span className="bet-for-option__credit">
          {suspended
            ? t('betFor.suspended')
            : t('betFor.credit', { amount: formatWirePoints(customer.creditLeft) })}
        </span>
      </button>
    </li>
  );
}

/**
 * The customer picker of "For: a customer" (issue 38 item 1): the downline players, searchable by
 * name, remark or phone (the remark and phone of their latest ticket), the last five chosen first.
 * A suspended customer is shown but cannot be chosen (nothing is placed for it).
 */
export function CustomerPicker({ visible, onClose, recent, current, onChoose }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const all = useCustomers(visible);
  // More customers than one answer holds: the server searches (a little behind the typing).
  const deferred = useDeferredValue(search.trim());
  const remote = useCustomers(visible && Boolean(all.data?.more) && deferred !== '', deferred);
  const source = all.data?.more && deferred !== '' ? remote.data : all.data;
  const found = (source?.customers ?? []).filter((customer) => customerMatches(customer, search));
  const recentFound = recent.flatMap((name) => found.filter((customer) => customer.username === name));
  const rest = found.filter((customer) => !recent.includes(customer.username));
  const choose = (username: string) => {
    onChoose(username);
    setSearch('');
    onClose();
  };
  const loading = all.isPending || (source === undefined && remote.isFetching);
  return (
    <ModalSheet
      visible={visible}
      onClose={onClose}
      title={t('betFor.pickerTitle')}
      className="bet-for-sheet"
      titleClassName="bet-for-sheet__title"
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      {() => (
        <>
          <label className="bet-for-sheet__search">
            <span className="visually-hidden">{t('betFor.search')}</span>
            <input
              type="search"
              value={search}
              placeholder={t('betFor.search')}
              autoComplete="off"
              data-autofocus=""
              enterKeyHint="search"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <div className="bet-for-sheet__lists">
            {loading ? (
              <p className="bet-for-sheet__empty">{t('common.loading')}</p>
            ) : found.length === 0 ? (
              <p className="bet-for-sheet__empty" data-testid="no-customer">
                {t('betFor.none')}
              </p>
            ) : (
              <>
                {recentFound.length > 0 && (
                  <section aria-label={t('betFor.recent')}>
                    <h3 className="bet-for-sheet__heading">{t('betFor.recent')}</h3>
                    <ul className="bet-for-sheet__list">
                      {recentFound.map((customer) => (
                        <CustomerRow
                          key={customer.username}
                          customer={customer}
                          current={customer.username === current}
                          onChoose={choose}
                        />
                      ))}
                    </ul>
                  </section>
                )}
                {rest.length > 0 && (
                  <section aria-label={t('betFor.all')}>
                    <h3 className="bet-for-sheet__heading">{t('betFor.all')}</h3>
                    <ul className="bet-for-sheet__list">
                      {rest.map((customer) => (
                        <CustomerRow
                          key={customer.username}
                          customer={customer}
                          current={customer.username === current}
                          onChoose={choose}
                        />
                      ))}
                    </ul>
                  </section>
                )}
              </>
            )}
          </div>
          <button type="button" className="bet-for-sheet__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </>
      )}
    </ModalSheet>
  );
}
