import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { showToast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import { useAuth } from '@/lib/auth/auth-store';
import { isOperator } from '@/lib/auth/roles';
import { useCustomers } from '@/lib/orders/get-customers';
import { copyText, openShareLink, whatsAppUrl } from '@/lib/share';
import { useConfirmChatOrder, usePreviewChatOrder, type ChatReceipt } from '../api/chat-orders';
import { SenderCard, type SenderMessage } from '../components/sender-card';
import { rememberCustomer, rememberedCustomer } from '../lib/remembered-customers';
import { splitWhatsAppExport } from '../lib/whatsapp-export';
import '../chat-inbox.css';

/**
 * The paste inbox (issue 42): an agent pastes a customer's WhatsApp message or a chat export (one
 * card per sender), picks the customer (remembered per sender), previews each line ✓/✗, confirms
 * with the sticky button, then replies on WhatsApp with the receipt and delete code, or copies it.
 */
export function ChatInboxRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Agents and the house only: a player has no customers (the calls answer 403).
  const agent = isOperator(user?.role);
  const customers = useCustomers(agent);
  const preview = usePreviewChatOrder();
  const confirm = useConfirmChatOrder();
  const [pasted, setPasted] = useState('');
  const [messages, setMessages] = useState<SenderMessage[]>([]);
  const [active, setActive] = useState(0);

  function read() {
    const split = splitWhatsAppExport(pasted);
    setMessages(
      split.map(({ sender, text }) => ({
        sender,
        text,
        username: rememberedCustomer(sender) ?? '',
        preview: null,
        receipt: null,
      })),
    );
    setActive(0);
  }

  function change(index: number, next: Partial<SenderMessage>) {
    setMessages((all) => all.map((message, i) => (i === index ? { ...message, ...next } : message)));
  }

  async function runPreview(index: number) {
    const message = messages[index]!;
    setActive(index);
    rememberCustomer(message.sender, message.username);
    try {
      const answer = await preview.mutateAsync({ username: message.username, text: message.text });
      change(index, { preview: answer });
    } catch {
      // the error is shown by the API client
    }
  }

  const current = messages[active];
  const ready = current?.preview?.ok && current.receipt === null ? current.preview : null;

  async function runConfirm() {
    if (!ready) return;
    try {
      const receipt = await confirm.mutateAsync(ready.previewId);
      change(active, { receipt });
      showToast('success', t('chatInbox.placed'));
    } catch {
      // the error is shown by the API client
    }
  }

  const replyText = (receipt: ChatReceipt) =>
    `${receipt.receipt}\n\n${t('chatInbox.total')} ${formatWirePoints(receipt.total)}\n${t('chatInbox.deleteCode')}: DEL ${receipt.deleteCode}`;

  if (!agent) {
    return (
      <Page titleKey="chatInbox.title">
        <p className="chat-inbox__hint">{t('chatInbox.agentsOnly')}</p>
      </Page>
    );
  }

  return (
    <Page titleKey="chatInbox.title">
      <div className="chat-inbox">
        <p className="chat-inbox__hint">{t('chatInbox.hint')}</p>
        <TextArea
          aria-label={t('chatInbox.paste')}
          placeholder={t('chatInbox.paste')}
          value={pasted}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={setPasted}
        />
        <Button block color="primary" fill="outline" disabled={pasted.trim() === ''} onClick={read}>
          {t('chatInbox.read')}
        </Button>
        {messages.length > 0 ? (
          <p className="chat-inbox__count">{t('chatInbox.senders', { count: messages.length })}</p>
        ) : null}
        {messages.map((message, index) => (
          <SenderCard
            key={`${message.sender}-${index}`}
            message={message}
            customers={customers.data?.customers ?? []}
            active={index === active}
            onChange={(next) => change(index, next)}
            onPreview={() => void runPreview(index)}
            onReply={() => message.receipt && openShareLink(whatsAppUrl(replyText(message.receipt)))}
            onCopy={() =>
              void (async () => {
                if (message.receipt && (await copyText(replyText(message.receipt)))) {
                  showToast('success', t('chatInbox.copied'));
                }
              })()
            }
          />
        ))}
        {ready ? (
          <div className="chat-inbox__sticky">
            <span>
              {ready.username} · {formatWirePoints(ready.total)}
            </span>
            <Button color="primary" loading={confirm.isPending} onClick={() => void runConfirm()}>
              {t('chatInbox.confirm')}
            </Button>
          </div>
        ) : null}
      </div>
    </Page>
  );
}
