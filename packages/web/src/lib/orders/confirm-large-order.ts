import type { TFunction } from 'i18next';
import { formatPoints, type Cents } from '@lotto/domain/money';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';

/**
 * Issue 36.3: an order whose total is above the user's threshold (set by its upline; null or
 * undefined: off) asks once more before it is placed. Answers whether to place it. At the
 * threshold exactly it does not ask ("above").
 */
export async function confirmLargeOrder(
  t: TFunction,
  total: Cents,
  confirmOrderAbove: number | null | undefined,
): Promise<boolean> {
  if (confirmOrderAbove === null || confirmOrderAbove === undefined) return true;
  const threshold = Math.round(confirmOrderAbove * 100) as Cents;
  if (total <= threshold) return true;
  return showAlert({
    type: 'confirm',
    title: t('orderConfirm.title'),
    message: t('orderConfirm.message', { total: formatPoints(total), threshold: formatPoints(threshold) }),
    confirmText: t('orderConfirm.place'),
    cancelText: t('common.cancel'),
  });
}
