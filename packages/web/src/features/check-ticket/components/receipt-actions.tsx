import { receiptTicketId } from '@lotto/domain/receipt';
import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';
import type { CheckTicketEntry } from '../api/check-ticket';

type Action = ActionSheetProps['actions'][number];
export type ReceiptAction = 'details' | 'reorder' | 'share' | 'print' | 'edit' | 'void';

interface Props {
  /** the receipt tapped last (kept while the sheet slides away) */
  receipt: string | null;
  /** the tapped receipt's entry: its status and whether its draw is still open (undefined: neither known) */
  entry?: CheckTicketEntry | undefined;
  visible: boolean;
  onAction: (action: ReceiptAction, receipt: string, betId: string) => void;
  onClose: () => void;
}

/**
 * Which actions a receipt offers (spec §2): Details (issue 38: the ticket's owner and placer, and
 * its actions), Print, Edit and Void only for an active ticket whose draw is open, by its entry (never by
 * the text, which a remark can make say "cancelled"); only Share without an id.
 */
export function receiptActions(receipt: string, entry?: CheckTicketEntry): ReceiptAction[] {
  if (receiptTicketId(receipt) === null) return ['share'];
  // Print (issue 44): the counter's slip, VOID on a cancelled ticket, COPY n on a reprint.
  return entry?.status === 'Voided' || entry?.cancellable === false
    ? ['details', 'reorder', 'share', 'print']
    : ['details', 'reorder', 'share', 'print', 'edit', 'void'];
}

/** Tapping a receipt: Details, Reorder, Share, Edit, Void and Close. */
export function ReceiptActions({ receipt, entry, visible, onAction, onClose }: Props) {
  const { t } = useTranslation();
  const betId = receipt === null ? null : receiptTicketId(receipt);
  const actions: Action[] =
    receipt === null
      ? []
      : receiptActions(receipt, entry).map((action) => ({
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
          {receipt !== null && entry?.status === 'Voided' && (
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
