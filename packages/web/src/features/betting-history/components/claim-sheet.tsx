import { Button, Form, Input, Popup, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CLAIM_PHOTO_BYTES, type ClaimTicketInput } from '@lotto/contract/counter';
import { toast } from '@/components/ui/toast/toast-store';
import { useClaimTicket } from '@/lib/counter/counter-api';

interface Props {
  betId: string;
  /** points the ticket won: the amount paid defaults to it */
  win: number;
  visible: boolean;
  onClose: () => void;
}

type Photo = NonNullable<ClaimTicketInput['photo']>;

/** A chosen file as the claim's photo: JPEG or PNG, at most 2 MB, as base64 (the server re-encodes it). */
function readPhoto(file: File): Promise<Photo | null> {
  if ((file.type !== 'image/jpeg' && file.type !== 'image/png') || file.size > MAX_CLAIM_PHOTO_BYTES) {
    return Promise.resolve(null);
  }
  return file.arrayBuffer().then((buffer) => {
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { type: file.type as Photo['type'], data: btoa(binary) };
  });
}

/**
 * Claim (issue 44): the PIN printed on the original slip, the customer's name and ID (an IC is
 * checked by the server: 12 digits and a plausible birth date), the amount paid (the win unless
 * changed), an optional ID photo and a remark. Paid once: a second claim is refused by the server,
 * which names who claimed it and when.
 */
export function ClaimSheet({ betId, win, visible, onClose }: Props) {
  const { t } = useTranslation();
  const claim = useClaimTicket();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [form] = Form.useForm();

  async function submit(values: Record<string, string>) {
    try {
      const answer = await claim.mutateAsync({
        ticketId: betId,
        pin: values.pin ?? '',
        customerName: values.customerName ?? '',
        idKind: values.idKind === 'passport' ? 'passport' : 'ic',
        idNumber: values.idNumber ?? '',
        amount: values.amount ?? '',
        remark: values.remark ?? '',
        photo,
      });
      toast.success(answer.status === 'Paid' ? t('counter.claim.paid') : t('counter.claim.waiting'));
      onClose();
    } catch {
      // the query client shows the error (ALREADY_CLAIMED names who and when)
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="claim-sheet" destroyOnClose>
      <h2 className="claim-sheet__title">
        {t('counter.claim.title')} #{betId}
      </h2>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ idKind: 'ic', amount: String(win) }}
        onFinish={(values: Record<string, string>) => void submit(values)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            loading={claim.isPending}
            data-testid="claim-submit"
          >
            {t('counter.claim.submit')}
          </Button>
        }
      >
        <Form.Item name="pin" label={t('counter.claim.pin')} rules={[{ required: true, pattern: /^\d{6}$/ }]}>
          <Input inputMode="numeric" maxLength={6} autoComplete="off" data-testid="claim-pin" />
        </Form.Item>
        <Form.Item name="customerName" label={t('counter.claim.name')} rules={[{ required: true }]}>
          <Input maxLength={100} data-testid="claim-name" />
        </Form.Item>
        <Form.Item name="idKind" label={t('counter.claim.idKind')}>
          <Radio.Group>
            <Space>
              <Radio value="ic">{t('counter.claim.ic')}</Radio>
              <Radio value="passport">{t('counter.claim.passport')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="idNumber" label={t('counter.claim.idNumber')} rules={[{ required: true }]}>
          <Input maxLength={30} autoComplete="off" data-testid="claim-id" />
        </Form.Item>
        <Form.Item name="amount" label={t('counter.claim.amount')}>
          <Input inputMode="decimal" data-testid="claim-amount" />
        </Form.Item>
        <Form.Item label={t('counter.claim.photo')}>
          <input
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            data-testid="claim-photo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return setPhoto(null);
              void readPhoto(file).then((read) => {
                if (!read) toast.error(t('counter.claim.photoTooBig'));
                setPhoto(read);
              });
            }}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('counter.claim.remark')}>
          <TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Popup>
  );
}
