import { Button, Selector } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints, parsePoints } from '@lotto/domain/money';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-store';
import { useTransferCredit, type TransferDirection } from '../api/transfer-credit';
import { amountProblem, formFailure, type FormFailure } from '../utils/form-failure';
import { SelectField } from './select-field';
import { toast } from '@/components/ui/toast/toast-store';

const REMARK_MAX = 200;

interface Props {
  /** a picker of these downline users; or a fixed `username` */
  usernames?: string[];
  username?: string;
  /** fixed direction (the user's action sheet); else give/take is chosen here */
  direction?: TransferDirection;
  onDone?: () => void;
}

/**
 * Give or take credit: amount in points (two decimals at most) and a required remark. Nothing
 * moves before a confirm that names the amount and both users (issue 36.3): money moves with one
 * tap otherwise. The house gives as "House" (its credit is created, not paid).
 */
export function CreditForm({
  usernames = [],
  username: fixedUser,
  direction: fixedDirection,
  onDone,
}: Props) {
  const { t } = useTranslation();
  const transfer = useTransferCredit();
  const me = useAuth().user;
  const [username, setUsername] = useState(fixedUser ?? '');
  const [direction, setDirection] = useState<TransferDirection>(fixedDirection ?? 'give');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!username) next.username = t('adminUsers.errors.pickUser');
    const amountKey = amountProblem(amount);
    if (amountKey) next.amount = t(amountKey);
    if (remark.trim() === '') next.remark = t('adminUsers.errors.required');
    else if (remark.trim().length > REMARK_MAX) next.remark = t('adminUsers.errors.remarkLength');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    void confirmThenTransfer();
  }

  async function confirmThenTransfer() {
    const parsed = parsePoints(amount.trim());
    const give = direction === 'give';
    const confirmed = await showAlert({
      type: 'confirm',
      title: t(give ? 'adminUsers.credit.confirmGiveTitle' : 'adminUsers.credit.confirmTakeTitle'),
      message: t(give ? 'adminUsers.credit.confirmGive' : 'adminUsers.credit.confirmTake', {
        amount: parsed.ok ? formatPoints(parsed.value) : amount.trim(),
        upline: me?.role === 'admin' ? t('adminUsers.house') : (me?.username ?? ''),
        downline: username,
      }),
      confirmText: t(give ? 'adminUsers.credit.giveSubmit' : 'adminUsers.credit.takeSubmit'),
      cancelText: t('adminUsers.cancel'),
    });
    if (!confirmed) return;
    transfer.mutate(
      { username, direction, amount: amount.trim(), remark: remark.trim() },
      {
        onSuccess: (result) => {
          toast.success(
            t(direction === 'give' ? 'adminUsers.credit.given' : 'adminUsers.credit.taken', {
              username: result.downline,
            }),
          );
          setAmount('');
          setRemark('');
          onDone?.();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  const fieldError = (field: string) =>
    errors[field] ?? (failure?.field === field ? failure.message : undefined);
  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-label={t('adminUsers.credit.formTitle')}>
      {fixedUser === undefined && (
        <SelectField
          label={t('adminUsers.fields.downline')}
          name="username"
          value={username}
          onValueChange={setUsername}
          options={[
            { value: '', label: t('adminUsers.credit.pick') },
            ...usernames.map((name) => ({ value: name, label: name })),
          ]}
          invalid={Boolean(fieldError('username'))}
          hint={fieldError('username')}
        />
      )}
      {fixedDirection === undefined && (
        <Selector
          className="au-direction"
          columns={2}
          value={[direction]}
          onChange={(value) => value[0] && setDirection(value[0])}
          options={[
            { value: 'give', label: t('adminUsers.credit.give') },
            { value: 'take', label: t('adminUsers.credit.take') },
          ]}
        />
      )}
      <TextField
        label={t('adminUsers.fields.amount')}
        name="amount"
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        invalid={Boolean(fieldError('amount'))}
        hint={fieldError('amount')}
      />
      <TextField
        label={t('adminUsers.fields.remark')}
        name="remark"
        maxLength={REMARK_MAX}
        value={remark}
        onValueChange={setRemark}
        invalid={Boolean(fieldError('remark'))}
        hint={fieldError('remark')}
      />
      {failure && failure.field === null && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={transfer.isPending}>
        {t(direction === 'give' ? 'adminUsers.credit.giveSubmit' : 'adminUsers.credit.takeSubmit')}
      </Button>
    </form>
  );
}
