import { BET_TYPE_CODES, BET_TYPES } from '@lotto/domain/bet-types';
import { POOLS } from '@lotto/domain/pools';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import { useDeleteLimit } from '../api/delete-limit';
import type { LimitView } from '../api/get-limits';
import { useSetLimit } from '../api/set-limit';
import { adminErrorText } from './admin-error-text';
import { PoolSelect } from './pool-select';

const poolName = (code: string) => POOLS.find((pool) => pool.code === code)?.name ?? code;

/** The per-date and per-number limits, with delete, and the form that adds one. */
export function LimitOverrides({ overrides }: { overrides: readonly LimitView[] }) {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const remove = useDeleteLimit();
  const [form, setForm] = useState({ pool: 'mg', betType: 'B', drawDate: '', number: '', limit: '' });
  const [problem, setProblem] = useState('');
  const update = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const digits = BET_TYPES[form.betType as keyof typeof BET_TYPES]?.digits ?? 4;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLimit.mutate(form, {
      onSuccess: () => {
        setProblem('');
        setForm((current) => ({ ...current, number: '', limit: '' }));
        toast.success(t('adminPackages.limitSaved'));
      },
      onError: (error) => setProblem(adminErrorText(t, error)),
    });
  };
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
                  {row.drawDate ?? t('adminPackages.anyDate')}
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
      <form
        className="admin-form admin-form--grid"
        onSubmit={submit}
        aria-label={t('adminPackages.addOverride')}
        noValidate
      >
        <h3 className="table-title">{t('adminPackages.addOverride')}</h3>
        <PoolSelect label={t('adminPackages.pool')} value={form.pool} onChange={update('pool')} withAll />
        <label className="field">
          <span className="field__label">{t('packages.betType')}</span>
          <span className="field__control">
            <select
              className="admin-select"
              value={form.betType}
              onChange={(e) => update('betType')(e.target.value)}
            >
              {BET_TYPE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t('adminPackages.drawDateOptional')}</span>
          <span className="field__control">
            <input type="date" value={form.drawDate} onChange={(e) => update('drawDate')(e.target.value)} />
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t('adminPackages.numberOptional', { digits })}</span>
          <span className="field__control">
            <input
              value={form.number}
              onChange={(e) => update('number')(e.target.value)}
              inputMode="numeric"
              maxLength={digits}
            />
          </span>
        </label>
        <label className="field">
          <span className="field__label">{t('adminPackages.limit')}</span>
          <span className="field__control">
            <input value={form.limit} onChange={(e) => update('limit')(e.target.value)} inputMode="decimal" />
          </span>
        </label>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={setLimit.isPending}>
          {t('adminPackages.addLimit')}
        </button>
      </form>
    </section>
  );
}
