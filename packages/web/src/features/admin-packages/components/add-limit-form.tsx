import { BET_TYPE_CODES, BET_TYPES } from '@lotto/domain/bet-types';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { useSetLimit } from '../api/set-limit';
import { adminErrorText } from './admin-error-text';
import { OptionalDateField } from './optional-date-field';
import { PoolSelect } from './pool-select';

/**
 * Add a limit (a pool or all pools, a bet type, optionally a draw date and a number). First on the
 * Limits screen (issue 36.13): it used to sit below the exposure list, which grows with every
 * number sold.
 */
export function AddLimitForm() {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
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

  return (
    <section className="card admin-stack" aria-labelledby="add-limit-title">
      <h2 id="add-limit-title" className="section-title section-title--flush">
        {t('adminPackages.addOverride')}
      </h2>
      <form
        className="admin-form admin-form--grid"
        onSubmit={submit}
        aria-labelledby="add-limit-title"
        noValidate
      >
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
        <OptionalDateField
          label={t('adminPackages.drawDateOptional')}
          value={form.drawDate}
          onChange={update('drawDate')}
          noneText={t('adminPackages.anyDate')}
          textTestId="limit-date-text"
        />
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
