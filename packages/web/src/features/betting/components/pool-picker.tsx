import type { Pool, PoolCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';

interface Props {
  pools: Pool[];
  selected: readonly PoolCode[];
  onToggle: (code: PoolCode) => void;
}

/** The pools this app type and the chosen bet mode allow, as logos to toggle. */
export function PoolPicker({ pools, selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card bet-section" aria-labelledby="bet-pools-title">
      <h2 id="bet-pools-title" className="bet-section__title">
        {t('betting.pools')}
      </h2>
      <div className="bet-pools">
        {pools.map((pool) => {
          const active = selected.includes(pool.code);
          return (
            <button
              key={pool.code}
              type="button"
              className={`bet-pool${active ? ' bet-pool--active' : ''}`}
              aria-pressed={active}
              aria-label={`${pool.letter} ${pool.name}`}
              onClick={() => onToggle(pool.code)}
            >
              {/* the space keeps the visible label "M Magnum", not "MMagnum" (label in name) */}
              <PoolBadge pool={pool} />{' '}
              <span className="bet-pool__name" aria-hidden="true">
                {pool.name.replace(/ (4D|1\+3D)$/, '')}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
