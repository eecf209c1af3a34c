import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints, parsePoints } from '@lotto/domain/money';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { amountProblem, formFailure, type FormFailure } from '../utils/form-failure';

export interface AmountFormProps {
  username: string;
  /** points, or null when off */
  current: number | null;
  onDone: () => void;
}

interface Props extends AmountFormProps {
  /** the wire field, also the form field and its label `adminUsers.fields.<field>` */
  field: string;
  /** the texts' name: `adminUsers.actions.<texts>`, `<texts>Hint`, `done.<texts>`, `done.<texts>Off` */
  texts: string;
  /** sends the amount as typed ('' turns it off) */
  send: (amount: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  sending: boolean;
}

/**
 * One amount a house or upline sets on a downline user, optional (empty turns it off): checked
 * here first so a typo never reaches the server, then saved with a toast that says what it is now.
 */
export function OptionalAmountForm({ username, current, onDone, field, texts, send, sending }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [failure, setFailure] = useState<FormFailure | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = amountProblem(value, { optional: true });
    if (problem) {
      setFailure({ field, message: t(problem) });
      return;
    }
    const typed = value.trim();
    send(typed, {
      onSuccess: () => {
        const parsed = parsePoints(typed);
        toast.success(
          typed && parsed.ok
            ? t(`adminUsers.done.${texts}`, { username, amount: formatPoints(parsed.value) })
            : t(`adminUsers.done.${texts}Off`, { username }),
        );
        onDone();
      },
      onError: (error) => setFailure(formFailure(t, error)),
    });
  }

  const fieldError = failure?.field === field ? failure.message : undefined;
  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-label={t(`adminUsers.actions.${texts}`)}>
      <p className="au-hint">{t(`adminUsers.${texts}Hint`)}</p>
      <TextField
        label={t(`adminUsers.fields.${field}`)}
        name={field}
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
      <Button type="submit" color="primary" block shape="rounded" loading={sending}>
        {t('adminUsers.save')}
      </Button>
    </form>
  );
}
