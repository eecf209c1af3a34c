import {
  GAME_LENGTHS,
  PRIZE_NAMES,
  PRIZE_TIERS,
  type GameLength,
  type PackageListView,
} from '@lotto/domain/package-rates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { formatWirePoints } from '@/lib/format-points';
import { usePackageList } from '../api/get-package-list';

/** The translation key of a price name ("1st Prize" -> prizes.1st), or null for an unknown one. */
function prizeKey(priceName: string): string | null {
  const tier = PRIZE_TIERS.find((candidate) => PRIZE_NAMES[candidate] === priceName);
  return tier ? `prizes.${tier}` : null;
}

function rowsFor(view: PackageListView, game: GameLength) {
  return { commission: view[`commissionList${game}`], payout: view[`payoutList${game}`] };
}

/** Commission and payout rates per game length, and the activated package (spec §2). */
export function PackageTable() {
  const { t } = useTranslation();
  const query = usePackageList();
  const [game, setGame] = useState<GameLength>('4d');

  if (!query.data) {
    return (
      <QueryState query={query} skeleton={{ title: true, lines: 4 }}>
        {() => null}
      </QueryState>
    );
  }

  const { commission, payout } = rowsFor(query.data, game);
  return (
    <section className="card package-card" aria-labelledby="package-title">
      <div className="package-card__head">
        <h2 id="package-title" className="section-title section-title--flush">
          {t('packages.title')}
        </h2>
        <span className="pill" data-testid="activated-package">
          {t('packages.activated', { name: query.data.activatedPackage })}
        </span>
      </div>
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
        {commission.length === 0 ? (
          <p className="empty-text">{t('errorCodes.NO_MORE_RECORDS')}</p>
        ) : (
          <table className="rate-table">
            <thead>
              <tr>
                <th scope="col">{t('packages.betType')}</th>
                <th scope="col" className="num">
                  {t('packages.commissionRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {commission.map((row) => (
                <tr key={row.betType}>
                  <td>{row.betType}</td>
                  <td className="num">{row.amount}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3 className="table-title">{t('packages.payout')}</h3>
        {payout.length === 0 ? (
          <p className="empty-text">{t('errorCodes.NO_MORE_RECORDS')}</p>
        ) : (
          <table className="rate-table">
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
              {payout.map((row) => {
                const key = prizeKey(row.priceName);
                return (
                  <tr key={`${row.betType}-${row.priceName}`}>
                    <td>{row.betType}</td>
                    <td>{key ? t(key) : row.priceName}</td>
                    <td className="num">{formatWirePoints(row.amount)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
