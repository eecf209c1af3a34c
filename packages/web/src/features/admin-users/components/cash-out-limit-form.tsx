import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints, parsePoints } from '@lotto/domain/money';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetCashOutLimit } from '../api/set-cash-out-limit';
import { amountProblem, formFailure, type FormFailure } from '../utils/form-failure';

interface Props {
  username: string;
  /** points, or null when there is no limit */
  current: number | null;
  onDone: () => void;
}

/**
 * The most a downline agent pays a walk-in winner for one claim at the counter before the claim
 * waits for its upline's approval (issue 44); empty removes the limit. Checked here first so a
 * typo never reaches the server.
 */
export function CashOutLimitForm({ username, current, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSetCashOutLimit();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = amountProblem(value, { optional: true });
    if (problem) {
      setFailure({ field: 'cashOutLimit', message: t(problem) });
      return;
    }
    const typed = value.trim();
    save.mutate(
      { username, cashOutLimit: typed },
      {
        onSuccess: () => {
          const parsed = parsePoints(typed);
          toast.success(
            typed && parsed.ok
              ? t('adminUsers.done.cashOutLimit', { username, amount: formatPoints(parsed.value) })
              : t('adminUsers.done.cashOutLimitOff', { username }),
          );
          onDone();
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  }

  const fieldError = failure?.field === 'cashOutLimit' ? failure.message : undefined;
  return (
    <form
      className="au-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('adminUsers.actions.cashOutLimit')}
    >
      <p className="au-hint">{t('adminUsers.cashOutLimitHint')}</p>
      <TextField
        label={t('adminUsers.fields.cashOutLimit')}
        name="cashOutLimit"
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
