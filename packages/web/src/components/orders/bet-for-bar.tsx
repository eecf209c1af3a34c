import { DownOutline, UserOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetFor } from '@/lib/orders/bet-for';
import { CustomerPicker } from './customer-picker';
import './bet-for.css';

interface Props {
  /**
   * An Edit or a Reorder: the ticket's owner, whom the order is for whatever was chosen (shown,
   * not changeable); null for the viewer's own ticket
   */
  locked?: string | null | undefined;
  /** open the customer picker at once (home's "Bet for a customer") */
  pickOnOpen?: boolean | undefined;
}

/**
 * "For: me / a customer" at the top of every betting step (issue 38 item 1), for agents and the
 * house only: whom the next order is for, remembered until changed (lib/orders/bet-for.ts). A
 * player sees nothing.
 */
export function BetForBar({ locked, pickOnOpen = false }: Props) {
  const { t } = useTranslation();
  const betFor = useBetFor();
  const labelId = useId();
  const [picking, setPicking] = useState(pickOnOpen && locked === undefined);
  if (!betFor.mayChoose) return null;

  if (locked !== undefined) {
    return (
      <div className="bet-for bet-for--locked" data-testid="bet-for" data-for={locked ?? ''}>
        <UserOutline className="bet-for__icon" aria-hidden="true" />
        <span className="bet-for__label">{t('betFor.label')}</span>
        <strong className="bet-for__locked">{locked ?? t('betFor.me')}</strong>
      </div>
    );
  }

  const customer = betFor.forUsername;
  return (
    <div className="bet-for" data-testid="bet-for" data-for={customer ?? ''}>
      <span className="bet-for__label" id={labelId}>
        {t('betFor.label')}
      </span>
      <div className="bet-for__choice" role="radiogroup" aria-labelledby={labelId}>
        <button
          type="button"
          role="radio"
          aria-checked={customer === null}
          className={`bet-for__item${customer === null ? ' bet-for__item--active' : ''}`}
          onClick={() => betFor.choose(null)}
        >
          {t('betFor.me')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={customer !== null}
          // the name is the choice's label; what a tap does next is said by the icon
          aria-label={customer ? t('betFor.forName', { name: customer }) : t('betFor.customer')}
          className={`bet-for__item bet-for__item--customer${customer !== null ? ' bet-for__item--active' : ''}`}
          data-testid="bet-for-customer"
          onClick={() => setPicking(true)}
        >
          <UserOutline aria-hidden="true" />
          <span className="bet-for__name">{customer ?? t('betFor.customer')}</span>
          <DownOutline aria-hidden="true" className="bet-for__caret" />
        </button>
      </div>
      <CustomerPicker
        visible={picking}
        onClose={() => setPicking(false)}
        recent={betFor.recent}
        current={customer}
        onChoose={(username) => betFor.choose(username)}
      />
    </div>
  );
}
