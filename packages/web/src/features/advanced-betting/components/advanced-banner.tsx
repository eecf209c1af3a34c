import { Button } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdvancedBettingState } from '../lib/navigation-state';

/** "Editing #41" or "Reorder of #41", with Back to where the ticket was opened from. */
export function AdvancedBanner({ navState, editing }: { navState: AdvancedBettingState; editing: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { betId, backTo, backToList } = navState;

  function goBack() {
    if (backToList) void navigate('/check-ticket', { state: { backToList } });
    else if (backTo) void navigate(backTo);
  }

  return (
    <div className="adv-banner" role="status">
      {(backToList || backTo) && (
        <Button size="small" shape="rounded" onClick={goBack}>
          <LeftOutline /> {t('advancedBetting.back')}
        </Button>
      )}
      <span className="adv-banner__text">
        {editing ? t('advancedBetting.editing', { id: betId }) : t('advancedBetting.reorder', { id: betId })}
      </span>
    </div>
  );
}
