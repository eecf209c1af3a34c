import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { useSavePackage } from '../api/save-package';
import { adminErrorText } from './admin-error-text';

/** "New package": a name, a payout scale on the base table and optionally one commission % for every bet type. */
export function NewPackageForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePackage();
  const [name, setName] = useState('');
  const [scale, setScale] = useState('');
  const [commission, setCommission] = useState('');
  const [problem, setProblem] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scaleValue = Number(scale);
    if (name.trim() === '') return setProblem(t('adminPackages.nameRequired'));
    if (scale.trim() === '' || !Number.isFinite(scaleValue))
      return setProblem(t('adminPackages.scaleRequired'));
    const percent = Number(commission);
    if (commission.trim() !== '' && !Number.isFinite(percent))
      return setProblem(t('adminPackages.commissionNumber'));
    setProblem('');
    save.mutate(
      {
        name: name.trim(),
        scale: scaleValue,
        ...(commission.trim() === ''
          ? {}
          : { commission: Object.fromEntries(BET_TYPE_CODES.map((code) => [code, percent])) }),
      },
      {
        onSuccess: (saved) => {
          toast.success(t('adminPackages.created', { name: saved.name }));
          void navigate(`/admin/packages/edit?name=${encodeURIComponent(saved.name)}`);
        },
        onError: (error) => setProblem(adminErrorText(t, error)),
      },
    );
  };

  return (
    <form className="card admin-form" onSubmit={submit} aria-labelledby="new-package-title" noValidate>
      <h2 id="new-package-title" className="section-title section-title--flush">
        {t('adminPackages.newPackage')}
      </h2>
      <label className="field">
        <span className="field__label">{t('adminPackages.name')}</span>
        <span className="field__control">
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} autoComplete="off" />
        </span>
      </label>
      <label className="field">
        <span className="field__label">{t('adminPackages.scale')}</span>
        <span className="field__control">
          <input
            value={scale}
            onChange={(e) => setScale(e.target.value)}
            inputMode="decimal"
            placeholder="1.092"
          />
        </span>
      </label>
      <label className="field">
        <span className="field__label">{t('adminPackages.commissionOptional')}</span>
        <span className="field__control">
          <input value={commission} onChange={(e) => setCommission(e.target.value)} inputMode="decimal" />
        </span>
      </label>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={save.isPending}>
        {t('adminPackages.create')}
      </button>
    </form>
  );
}
