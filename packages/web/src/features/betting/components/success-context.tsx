import { LeftOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BetSuccessBack } from '@/lib/orders/receipt';
import './success-context.css';

interface Props {
  /** whose tickets they are, when not the viewer's own */
  owner: string | null;
  /** Edit: the ticket the order replaced */
  replaced: string | null;
  /** the list the order was started from */
  back: BetSuccessBack | null;
}

/**
 * What an agent must see after a submit (issue 38 items 1, 6): whose ticket it is ("For player2"),
 * which ticket it replaced, and a way back to the list it came from.
 */
export function SuccessContext({ owner, replaced, back }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!owner && !replaced && !back) return null;
  return (
    <div className="success-context" data-testid="success-context">
      {(owner || replaced) && (
        <p className="success-context__text">
          {owner && (
            <span className="success-context__owner" data-testid="success-owner">
              <UserOutline aria-hidden="true" /> {t('betting.success.forOwner', { owner })}
            </span>
          )}
          {replaced && (
            <span className="success-context__replaced" data-testid="success-replaced">
              {t('betting.success.replaced', { id: replaced })}
            </span>
          )}
        </p>
      )}
      {back && (
        <button
          type="button"
          className="btn btn--ghost success-context__back"
          onClick={() => void navigate(back.path, { state: back.state })}
        >
          <LeftOutline aria-hidden="true" /> {t('betting.success.backToList')}
        </button>
      )}
    </div>
  );
}
