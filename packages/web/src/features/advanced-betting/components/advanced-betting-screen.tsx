import { availablePools } from '@lotto/domain/pools';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/layout/page';
import { toast } from '@/components/ui/toast/toast-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAuth } from '@/lib/auth/auth-store';
import { BetForBar } from '@/components/orders/bet-for-bar';
import { useBetFor } from '@/lib/orders/bet-for';
import { useTicketDetails } from '@/lib/orders/get-ticket-details';
import { useToastClearance } from '@/lib/toast-clearance';
import { checkedEatSequence, useEatSequences } from '../api/get-eat-sequences';
import { useDefaultText } from '../api/get-default-text';
import { useUpdateEatSequence } from '../api/update-eat-sequence';
import { useCutOffReader } from '../hooks/use-line-cut-offs';
import { useOrderContext } from '../hooks/use-order-preview';
import { useStableCallback } from '../hooks/use-stable-callback';
import { draftKey } from '../lib/draft';
import { backOf, readNavigationState } from '../lib/navigation-state';
import { AdvancedBanner } from './advanced-banner';
import { EatSequencePopup } from './eat-sequence-popup';
import { EditorPanel } from './editor-panel';
import '../advanced-betting.css';

/** Toasts keep clear of the docked bar and keyboard (issue 38 item 5). */
const TOAST_CLEAR_OF = ['.adv-dock'];
const NO_SEQUENCES: never[] = [];

/**
 * Advanced betting (spec §2, game-rules §5): remark, the order-string editor with its own
 * keyboard, Paste string, Edit bet sequence, a live parse with errors on their lines and the
 * running total, and Submit (MakeOrderAdvanced, with an idempotency key). What a keystroke changes
 * is the editor panel's own state, so a key renders the panel, not this screen (issue 38 item 7).
 */
export function AdvancedBettingScreen() {
  const { t } = useTranslation();
  const locationState: unknown = useLocation().state;
  const navState = useMemo(() => readNavigationState(locationState), [locationState]);
  const betId = navState?.betId;
  const editing = Boolean(navState?.edit && betId);
  const back = useMemo(() => backOf(navState), [navState]);

  const { appType } = useAppConfig();
  const pools = useMemo(() => availablePools(appType), [appType]);
  const sequences = useEatSequences();
  const eatSequence = checkedEatSequence(sequences.data);
  const updateSequence = useUpdateEatSequence();
  // An upline's Edit or Reorder of a downline's ticket is placed for the ticket's owner.
  const { user } = useAuth();
  const details = useTicketDetails(betId);
  const defaultText = useDefaultText().data;
  const orderContext = useOrderContext(eatSequence);
  const cutOffOf = useCutOffReader();
  useToastClearance(TOAST_CLEAR_OF);
  const owner = details.data?.owner;
  const forOther = owner && owner !== user?.username ? owner : null;
  // A new order is for whom the agent chose; an Edit or a Reorder for its ticket's owner.
  const betFor = useBetFor();

  const [sequenceOpen, setSequenceOpen] = useState(false);
  const openSequence = useStableCallback(() => setSequenceOpen(true));
  const closeSequence = useStableCallback(() => setSequenceOpen(false));
  const chooseSequence = useStableCallback((id: number) =>
    updateSequence.mutate(id, {
      onSuccess: () => {
        setSequenceOpen(false);
        toast.success(t('advancedBetting.sequence.saved'));
      },
    }),
  );

  return (
    <Page titleKey="screens.advanceBetting">
      {/* Whom the order is for, always in sight: the banner of an Edit or a Reorder says it (and
          which ticket), else the For bar (issue 38); either stays under the top bar. */}
      {navState && (editing || forOther || navState.backTo || navState.backToList) ? (
        <AdvancedBanner navState={navState} editing={editing} forOther={forOther} />
      ) : (
        <BetForBar locked={betId ? forOther : undefined} />
      )}
      {betId && details.data && !details.data.orderstring && (
        <p className="form-error" role="alert">
          {t('advancedBetting.noOrderString')}
        </p>
      )}

      <EditorPanel
        betId={betId}
        editing={editing}
        forUsername={betId ? null : betFor.forUsername}
        owner={betId ? forOther : betFor.forUsername}
        back={back}
        draftKey={user ? draftKey(user.username, betId) : null}
        defaultText={defaultText}
        details={details}
        eatSequence={eatSequence}
        orderContext={orderContext}
        cutOffOf={cutOffOf}
        pools={pools}
        onSequence={openSequence}
      />

      <EatSequencePopup
        visible={sequenceOpen}
        options={sequences.data ?? NO_SEQUENCES}
        onClose={closeSequence}
        onChoose={chooseSequence}
      />
    </Page>
  );
}
