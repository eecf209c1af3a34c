import { ActionSheet, type ActionSheetProps } from 'antd-mobile';

type Action = ActionSheetProps['actions'][number];
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TicketDetails } from '@/lib/orders/get-ticket-details';

interface Props {
  visible: boolean;
  onClose: () => void;
  ticket: Pick<TicketDetails, 'betId' | 'cartObject' | 'orderstring'>;
  /**
   * The owner, when the viewer is its upline: a rebet is then placed for the owner, which only
   * advance mode carries (the ticket id goes with the order); the normal-mode basket is the
   * viewer's own, so normal mode is off.
   */
  forOther?: string | null;
}

/**
 * Rebet in normal mode (the cart of the ticket, only for normal-mode orders) or advanced mode (the
 * order string, when the ticket can be written as one). Contracts: /betting { rebetId },
 * /advance-betting { betId }.
 */
export function RebetSheet({ visible, onClose, ticket, forOther = null }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasCart = ticket.cartObject !== null && ticket.cartObject !== undefined;
  const normalOk = hasCart && forOther === null;
  const advancedOk = ticket.orderstring.trim() !== '';
  const actions: Action[] = [
    {
      key: 'normal',
      text: t('bettingHistory.rebet.normal'),
      disabled: !normalOk,
      description: normalOk
        ? undefined
        : hasCart
          ? t('bettingHistory.rebet.normalForOther', { owner: forOther })
          : t('bettingHistory.rebet.normalUnavailable'),
      // antd only styles a disabled action: guard the click too
      onClick: () => {
        if (normalOk) void navigate('/betting', { state: { rebetId: ticket.betId } });
      },
    },
    {
      key: 'advanced',
      text: t('bettingHistory.rebet.advanced'),
      disabled: !advancedOk,
      description: advancedOk ? undefined : t('bettingHistory.rebet.advancedUnavailable'),
      onClick: () => {
        if (advancedOk) void navigate('/advance-betting', { state: { betId: ticket.betId } });
      },
    },
  ];
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      extra={t('bettingHistory.rebet.title')}
      cancelText={t('common.cancel')}
      closeOnAction
      onClose={onClose}
    />
  );
}
