import { useSetCashOutLimit } from '../api/set-cash-out-limit';
import { OptionalAmountForm, type AmountFormProps } from './optional-amount-form';

/**
 * The most a downline agent pays a walk-in winner for one claim at the counter before the claim
 * waits for its upline's approval (issue 44); empty removes the limit.
 */
export function CashOutLimitForm(props: AmountFormProps) {
  const save = useSetCashOutLimit();
  return (
    <OptionalAmountForm
      {...props}
      field="cashOutLimit"
      texts="cashOutLimit"
      send={(amount, callbacks) => save.mutate({ username: props.username, cashOutLimit: amount }, callbacks)}
      sending={save.isPending}
    />
  );
}
