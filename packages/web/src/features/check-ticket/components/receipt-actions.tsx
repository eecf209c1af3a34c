import { isCancelledReceipt, receiptTicketId } from '@lotto/domain/receipt';
import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';

type Action = ActionSheetProps['actions'][number];
export type ReceiptAction = 'reorder' | 'share' | 'edit' | 'void';

interface Props {
  /** the receipt tapped last (kept while the sheet slides away) */
  receipt: string | null;
  /** false once the ticket's draw has closed: no Edit or Void (undefined: by the text alone) */
  cancellable?: boolean | undefined;
  visible: boolean;
  onAction: (action: ReceiptAction, receipt: string, betId: string) => void;
  onClose: () => void;
}

/**
 * Which actions a receipt offers (spec §2): no Edit or Void for a cancelled one or one whose draw
 * has closed (game-rules §9); only Share without an id.
 */
export function receiptActions(receipt: string, cancellable?: boolean): ReceiptAction[] {
  if (receiptTicketId(receipt) === null) return ['share'];
  return isCancelledReceipt(receipt) || cancellable === false
    ? ['reorder', 'share']
    : ['reorder', 'share', 'edit', 'void'];
}

/** Tapping a receipt: Reorder, Share, Edit, Void and Close. */
export function ReceiptActions({ receipt, cancellable, visible, onAction, onClose }: Props) {
  const { t } = useTranslation();
  const betId = receipt === null ? null : receiptTicketId(receipt);
  const actions: Action[] =
    receipt === null
      ? []
      : receiptActions(receipt, cancellable).map((action) => ({
          key: action,
          text: t(`checkTicket.actions.${action}`),
          danger: action === 'void',
          onClick: () => onAction(action, receipt, betId ?? ''),
        }));
  return (
    <ActionSheet
      visible={visible && receipt !== null}
      actions={actions}
      extra={
        <span className="ct-sheet__title">
          {betId === null ? t('checkTicket.actions.title') : `#${betId}`}
          {receipt !== null && isCancelledReceipt(receipt) && (
            <StatusTag tone="cancelled">{t('checkTicket.list.cancelled')}</StatusTag>
          )}
        </span>
      }
      cancelText={t('common.close')}
      closeOnAction
      destroyOnClose
      onClose={onClose}
    />
  );
}
