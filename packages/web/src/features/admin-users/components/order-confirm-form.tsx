import { useSetOrderConfirm } from '../api/set-order-confirm';
import { OptionalAmountForm, type AmountFormProps } from './optional-amount-form';

/**
 * The order total above which a downline user is asked once more before an order is placed
 * (issue 36.3): a safety net against a slip of the finger, set by the upline; empty is off.
 */
export function OrderConfirmForm(props: AmountFormProps) {
  const save = useSetOrderConfirm();
  return (
    <OptionalAmountForm
      {...props}
      field="confirmOrderAbove"
      texts="orderConfirm"
      send={(amount, callbacks) =>
        save.mutate({ username: props.username, confirmOrderAbove: amount }, callbacks)
      }
      sending={save.isPending}
    />
  );
}
