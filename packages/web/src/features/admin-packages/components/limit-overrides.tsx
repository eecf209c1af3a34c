import { POOLS } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { displayDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import { useDeleteLimit } from '../api/delete-limit';
import type { LimitView } from '../api/get-limits';
import { adminErrorText } from './admin-error-text';

const poolName = (code: string) => POOLS.find((pool) => pool.code === code)?.name ?? code;

/** The per-date and per-number limits, each with Delete (Add a limit is its own form, first). */
export function LimitOverrides({ overrides }: { overrides: readonly LimitView[] }) {
  const { t } = useTranslation();
  const remove = useDeleteLimit();
  const onDelete = (row: LimitView) => {
    if (!window.confirm(t('adminPackages.confirmDelete', { betType: row.betType, number: row.number ?? '' })))
      return;
    remove.mutate(row.id, {
      onSuccess: () => toast.success(t('adminPackages.limitDeleted')),
      onError: (error) => toast.error(adminErrorText(t, error)),
    });
  };

  return (
    <section className="card admin-stack" aria-labelledby="limit-overrides-title">
      <h2 id="limit-overrides-title" className="section-title section-title--flush">
        {t('adminPackages.overrides')}
      </h2>
      {overrides.length === 0 ? (
        <p className="empty-text">{t('adminPackages.noOverrides')}</p>
      ) : (
        <ul className="admin-rows" data-testid="limit-overrides">
          {overrides.map((row) => (
            <li key={row.id} className="admin-row">
              <span className="admin-row__main">
                <strong>{row.number ?? t('adminPackages.anyNumber')}</strong> {row.betType}
                <span className="admin-row__sub">
                  {row.pool === 'all' ? t('adminPackages.allPools') : poolName(row.pool)} ·{' '}
                  {row.drawDate ? displayDate(row.drawDate) : t('adminPackages.anyDate')}
                </span>
              </span>
              <span className="admin-row__value">{formatWirePoints(row.limit)}</span>
              <button
                type="button"
                className="admin-link-button admin-link-button--danger"
                onClick={() => onDelete(row)}
                disabled={remove.isPending}
              >
                {t('adminPackages.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
