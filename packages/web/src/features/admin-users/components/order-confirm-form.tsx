import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints, parsePoints } from '@lotto/domain/money';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetOrderConfirm } from '../api/set-order-confirm';
import { amountProblem, formFailure, type FormFailure } from '../utils/form-failure';

interface Props {
  username: string;
  /** points, or null when off */
  current: number | null;
  onDone: () => void;
}

/**
 * The order total above which a downline user is asked once more before an order is placed
 * (issue 36.3): a safety net against a slip of the finger, set by the upline; empty is off.
 */
export function OrderConfirmForm({ username, current, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSetOrderConfirm();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = amountProblem(value, { optional: true });
    if (problem) {
      setFailure({ field: 'confirmOrderAbove', message: t(problem) });
      return;
    }
    const typed = value.trim();
    save.mutate(
      { username, confirmOrderAbove: typed },
      {
        onSuccess: () => {
          const parsed = parsePoints(typed);
          toast.success(
            typed && parsed.ok
              ? t('adminUsers.done.orderConfirm', { username, amount: formatPoints(parsed.value) })
              : t('adminUsers.done.orderConfirmOff', { username }),
          );
          onDone();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  const fieldError = failure?.field === 'confirmOrderAbove' ? failure.message : undefined;
  return (
    <form
      className="au-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('adminUsers.actions.orderConfirm')}
    >
      <p className="au-hint">{t('adminUsers.orderConfirmHint')}</p>
      <TextField
        label={t('adminUsers.fields.confirmOrderAbove')}
        name="confirmOrderAbove"
        inputMode="decimal"
        value={value}
        onValueChange={setValue}
        invalid={Boolean(fieldError)}
        hint={fieldError}
      />
      {failure && failure.field === null && (
        <p className="form-error" role="alert">
          {failure.message}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={save.isPending}>
        {t('adminUsers.save')}
      </Button>
    </form>
  );
}
