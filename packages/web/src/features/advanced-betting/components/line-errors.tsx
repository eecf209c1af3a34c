import type { OrderError } from '@lotto/domain/order-string';
import { useTranslation } from 'react-i18next';
import { orderErrorDetail } from '../lib/order-error-text';

/** Every error of the order text, by line and column, with what exactly is wrong, in the user's language. */
export function LineErrors({ id, errors }: { id: string; errors: readonly OrderError[] }) {
  const { t } = useTranslation();
  return (
    <ul className="adv-errors" id={id} aria-label={t('advancedBetting.errors')} data-testid="line-errors">
      {errors.map((error) => {
        const detail = orderErrorDetail(error, t);
        return (
          <li
            key={`${error.line}-${error.column}-${error.code}`}
            className="adv-error"
            data-line={error.line}
          >
            <span className="adv-error__where">
              {t('advancedBetting.lineColumn', { line: error.line, column: error.column })}
            </span>
            {t(`errorCodes.${error.code}`)}
            <span className="adv-error__detail" lang={detail.translated ? undefined : 'en'}>
              {detail.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
