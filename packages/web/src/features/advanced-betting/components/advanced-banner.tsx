import { Button } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdvancedBettingState } from '../lib/navigation-state';
import './advanced-banner.css';

interface Props {
  navState: AdvancedBettingState;
  editing: boolean;
  /** the ticket's owner when it is not the viewer (an upline's Edit or Reorder is placed for it) */
  forOther: string | null;
}

/**
 * "Editing #41" or "Reorder of #41" (for its owner), with Back to where the ticket came from. It
 * stays under the top bar while the page scrolls to the ticket's lines (issue 38 item 6), so whose
 * ticket is being changed is always in sight.
 */
export function AdvancedBanner({ navState, editing, forOther }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { betId, backTo, backToList } = navState;

  function goBack() {
    if (backToList) void navigate('/check-ticket', { state: { backToList } });
    else if (backTo) void navigate(backTo);
  }

  return (
    <div className="adv-banner adv-banner--sticky" role="status" data-testid="adv-banner">
      {(backToList || backTo) && (
        <Button size="small" shape="rounded" onClick={goBack}>
          <LeftOutline /> {t('advancedBetting.back')}
        </Button>
      )}
      <span className="adv-banner__text">
        {editing
          ? forOther
            ? t('advancedBetting.editingFor', { id: betId, owner: forOther })
            : t('advancedBetting.editing', { id: betId })
          : forOther
            ? t('advancedBetting.reorderFor', { id: betId, owner: forOther })
            : t('advancedBetting.reorder', { id: betId })}
      </span>
    </div>
  );
}
