import { ActionSheet, type ActionSheetProps } from 'antd-mobile';

type Action = ActionSheetProps['actions'][number];
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { canShareNatively, copyText, openShareLink, telegramUrl, whatsAppUrl } from '@/lib/share';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** the text to share (the receipt) */
  text: string;
  title: string;
}

/** Share: WhatsApp, Telegram, WeChat (copy to the clipboard) and the device's share sheet. */
export function ShareSheet({ visible, onClose, text, title }: Props) {
  const { t } = useTranslation();
  const actions: Action[] = [
    { key: 'whatsapp', text: 'WhatsApp', onClick: () => openShareLink(whatsAppUrl(text)) },
    { key: 'telegram', text: 'Telegram', onClick: () => openShareLink(telegramUrl(text)) },
    {
      key: 'wechat',
      text: t('bettingHistory.share.wechat'),
      description: t('bettingHistory.share.wechatNote'),
      onClick: () =>
        void copyText(text).then((copied) =>
          copied
            ? toast.success(t('bettingHistory.share.copied'))
            : toast.error(t('bettingHistory.share.copyFailed')),
        ),
    },
  ];
  if (canShareNatively()) {
    actions.push({
      key: 'native',
      text: t('bettingHistory.share.more'),
      onClick: () => {
        navigator.share({ title, text }).catch(() => undefined);
      },
    });
  }
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      extra={t('bettingHistory.share.title')}
      cancelText={t('common.cancel')}
      closeOnAction
      onClose={onClose}
    />
  );
}
