import { UserCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-store';
import { errorMessage } from '@/lib/error-message';
import { formatWirePoints } from '@/lib/format-points';
import { useMyCredit } from '@/lib/account/get-my-credit';

/** Username, the "Player ID" label and the points balance, refreshed every 10 s. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const credit = useMyCredit();

  return (
    <section className="balance-card" aria-label={t('home.account')}>
      <div className="balance-card__user">
        <UserCircleOutline className="balance-card__avatar" aria-hidden="true" />
        <div>
          <div className="balance-card__label">{t('home.playerId')}</div>
          <div className="balance-card__username" data-testid="username">
            {user?.username}
          </div>
        </div>
      </div>
      <div className="balance-card__balance">
        <div className="balance-card__label">{t('home.balance')}</div>
        <div className="balance-card__amount" data-testid="balance">
          {credit.data ? formatWirePoints(credit.data.creditLeft) : credit.isError ? '—' : '…'}
        </div>
        {credit.data?.weeklyLimit !== undefined && credit.data.weeklyLimit !== null && (
          // The weekly cycle (issue 41): what is left of this week's limit.
          <div className="balance-card__weekly" data-testid="weekly-credit">
            <div className="balance-card__label">{t('home.creditThisWeek')}</div>
            <div className="balance-card__weekly-amount">
              {formatWirePoints(credit.data.creditLeft)} / {formatWirePoints(credit.data.weeklyLimit)}
            </div>
          </div>
        )}
        {credit.isError && !credit.data && (
          <div className="balance-card__error" role="alert">
            {errorMessage(t, credit.error)}
          </div>
        )}
      </div>
    </section>
  );
}
