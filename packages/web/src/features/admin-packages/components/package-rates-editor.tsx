import { GAME_LENGTHS, type GameLength } from '@lotto/domain/package-rates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import type { PackageDetail } from '../api/get-package';
import { useSavePackage, type RateEdit, type SavePackageInput } from '../api/save-package';
import { adminErrorText } from './admin-error-text';

/** Draft values by `${game}|${betType}|commission` or `${game}|${betType}|${tier}`, as typed. */
type Drafts = Record<string, string>;

/** The edits to send: only the cells whose value differs from the saved package. */
export function changedRates(pkg: PackageDetail, drafts: Drafts): SavePackageInput['rates'] | string {
  const rates: NonNullable<SavePackageInput['rates']> = {};
  for (const game of GAME_LENGTHS) {
    for (const row of pkg.games[game]) {
      const edit: RateEdit = {};
      const read = (key: string, saved: number): number | undefined | string => {
        const text = drafts[`${game}|${row.betType}|${key}`];
        if (text === undefined) return undefined;
        const value = Number(text);
        if (text.trim() === '' || !Number.isFinite(value))
          return `${game.toUpperCase()} ${row.betType} ${key}`;
        return value === saved ? undefined : value;
      };
      const commission = read('commission', row.commission);
      if (typeof commission === 'string') return commission;
      if (commission !== undefined) edit.commission = commission;
      for (const payout of row.payouts) {
        const value = read(payout.tier, payout.amount);
        if (typeof value === 'string') return value;
        if (value !== undefined) edit.payouts = { ...edit.payouts, [payout.tier]: value };
      }
      if (edit.commission !== undefined || edit.payouts) (rates[game] ??= {})[row.betType] = edit;
    }
  }
  return rates;
}

/** Tabs per game length with editable commission % and payouts; Save sends what changed. */
export function PackageRatesEditor({ pkg }: { pkg: PackageDetail }) {
  const { t } = useTranslation();
  const save = useSavePackage();
  const [game, setGame] = useState<GameLength>('4d');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [problem, setProblem] = useState('');
  const value = (key: string, saved: number) => drafts[`${game}|${key}`] ?? String(saved);
  const change = (key: string, text: string) =>
    setDrafts((current) => ({ ...current, [`${game}|${key}`]: text }));

  const submit = () => {
    const rates = changedRates(pkg, drafts);
    if (typeof rates === 'string') return setProblem(t('adminPackages.notANumber', { field: rates }));
    if (Object.keys(rates ?? {}).length === 0) return setProblem(t('adminPackages.nothingChanged'));
    setProblem('');
    save.mutate(
      { name: pkg.name, rates },
      {
        onSuccess: () => {
          setDrafts({});
          toast.success(t('adminPackages.saved', { name: pkg.name }));
        },
        onError: (error) => setProblem(adminErrorText(t, error)),
      },
    );
  };

  const rows = pkg.games[game];
  return (
    <section className="card" aria-label={t('adminPackages.rates')}>
      <div className="segmented" role="tablist" aria-label={t('packages.gameLength')}>
        {GAME_LENGTHS.map((length) => (
          <button
            key={length}
            type="button"
            role="tab"
            aria-selected={length === game}
            className={`segmented__item${length === game ? ' segmented__item--active' : ''}`}
            onClick={() => setGame(length)}
          >
            {length.toUpperCase()}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={game.toUpperCase()}>
        <h3 className="table-title">{t('packages.commission')}</h3>
        <table className="rate-table admin-edit-table">
          <thead>
            <tr>
              <th scope="col">{t('packages.betType')}</th>
              <th scope="col" className="num">
                {t('adminPackages.commissionPercent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.betType}>
                <td>{row.betType}</td>
                <td className="num">
                  <input
                    className="admin-cell-input"
                    inputMode="decimal"
                    aria-label={t('adminPackages.commissionOf', { betType: row.betType })}
                    value={value(`${row.betType}|commission`, row.commission)}
                    onChange={(e) => change(`${row.betType}|commission`, e.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="table-title">{t('packages.payout')}</h3>
        <table className="rate-table admin-edit-table" data-testid="payout-table">
          <thead>
            <tr>
              <th scope="col">{t('packages.betType')}</th>
              <th scope="col">{t('packages.priceName')}</th>
              <th scope="col" className="num">
                {t('packages.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((row) =>
              row.payouts.map((payout) => (
                <tr key={`${row.betType}-${payout.tier}`}>
                  <td>{row.betType}</td>
                  <td>{t(`prizes.${payout.tier}`)}</td>
                  <td className="num">
                    <input
                      className="admin-cell-input"
                      inputMode="decimal"
                      aria-label={t('adminPackages.payoutOf', {
                        betType: row.betType,
                        prize: t(`prizes.${payout.tier}`),
                      })}
                      value={value(`${row.betType}|${payout.tier}`, payout.amount)}
                      onChange={(e) => change(`${row.betType}|${payout.tier}`, e.target.value)}
                    />
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <p className="admin-note">{t('adminPackages.editNote')}</p>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={submit}
        disabled={save.isPending}
      >
        {t('adminPackages.save')}
      </button>
    </section>
  );
}
