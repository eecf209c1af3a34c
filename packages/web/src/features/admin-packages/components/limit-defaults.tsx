import { BET_TYPES } from '@lotto/domain/bet-types';
import { POOLS, type Game } from '@lotto/domain/pools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import type { DefaultLimit } from '../api/get-limits';
import { useDeleteLimit } from '../api/delete-limit';
import { useSetLimit } from '../api/set-limit';
import { adminErrorText } from './admin-error-text';
import { PoolSelect } from './pool-select';

/** The default limit of each bet type on one pool, each editable in place (a pool-wide row). */
export function LimitDefaults({ defaults }: { defaults: readonly DefaultLimit[] }) {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const remove = useDeleteLimit();
  const [pool, setPool] = useState('mg');
  const [game, setGame] = useState<Game>('4D');
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  const games = POOLS.find((item) => item.code === pool)?.games ?? [];
  const shown = games.includes(game) ? game : (games[0] ?? '4D');
  const rows = defaults.filter((row) => row.pool === pool && BET_TYPES[row.betType].game === shown);

  const save = (betType: string) =>
    setLimit.mutate(
      { pool, betType, drawDate: '', number: '', limit: draft },
      {
        onSuccess: () => {
          setEditing(null);
          setProblem('');
          toast.success(t('adminPackages.limitSaved'));
        },
        onError: (error) => setProblem(adminErrorText(t, error)),
      },
    );

  // A pool row falls back to the all-pools row or the standard limit; an all-pools row affects every pool.
  const reset = (row: DefaultLimit) => {
    const question =
      row.source === 'all' ? 'adminPackages.confirmResetAll' : 'adminPackages.confirmResetPool';
    if (row.id === null || !window.confirm(t(question, { betType: row.betType }))) return;
    remove.mutate(row.id, {
      onSuccess: () => toast.success(t('adminPackages.limitDeleted')),
      onError: (error) => setProblem(adminErrorText(t, error)),
    });
  };

  return (
    <section className="card admin-stack" aria-labelledby="limit-defaults-title">
      <h2 id="limit-defaults-title" className="section-title section-title--flush">
        {t('adminPackages.defaults')}
      </h2>
      <PoolSelect label={t('adminPackages.pool')} value={pool} onChange={setPool} />
      <div className="segmented" role="tablist" aria-label={t('packages.gameLength')}>
        {games.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === shown}
            className={`segmented__item${item === shown ? ' segmented__item--active' : ''}`}
            onClick={() => setGame(item)}
          >
            {item}
          </button>
        ))}
      </div>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <table className="rate-table admin-edit-table" data-testid="limit-defaults">
        <thead>
          <tr>
            <th scope="col">{t('packages.betType')}</th>
            <th scope="col" className="num">
              {t('adminPackages.limit')}
            </th>
            <th scope="col" className="num">
              <span className="visually-hidden">{t('adminPackages.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.betType}>
              <td>
                {row.betType}
                <span className="admin-source">
                  {t(`adminPackages.source.${row.source}`)}
                  {row.id !== null ? (
                    <button
                      type="button"
                      className="admin-link-button admin-link-button--small"
                      aria-label={t('adminPackages.resetOf', { betType: row.betType })}
                      onClick={() => reset(row)}
                      disabled={remove.isPending}
                    >
                      {t('adminPackages.reset')}
                    </button>
                  ) : null}
                </span>
              </td>
              <td className="num">
                {editing === row.betType ? (
                  <input
                    className="admin-cell-input"
                    inputMode="decimal"
                    aria-label={t('adminPackages.limitOf', { betType: row.betType })}
                    value={draft}
                    onChange={(e) => setDraft(e.target.value)}
                  />
                ) : (
                  formatWirePoints(row.limit)
                )}
              </td>
              <td className="num">
                {editing === row.betType ? (
                  <button
                    type="button"
                    className="admin-link-button"
                    onClick={() => save(row.betType)}
                    disabled={setLimit.isPending}
                  >
                    {t('adminPackages.save')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="admin-link-button"
                    aria-label={t('adminPackages.editLimitOf', { betType: row.betType })}
                    onClick={() => {
                      setEditing(row.betType);
                      setDraft(String(row.limit));
                    }}
                  >
                    {t('adminPackages.edit')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
