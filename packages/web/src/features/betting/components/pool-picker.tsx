import type { Pool, PoolCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';

interface Props {
  pools: Pool[];
  selected: readonly PoolCode[];
  /** for a pool that does not draw on some chosen date: those dates as the chips show them */
  noDrawOn?: (code: PoolCode) => string[];
  onToggle: (code: PoolCode) => void;
}

/**
 * The pools this app type and the chosen bet mode allow, as logos to toggle. A pool without a draw
 * on a chosen date is greyed and says so (issue 16.10); Add ticket refuses it.
 */
export function PoolPicker({ pools, selected, noDrawOn, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card bet-section" aria-labelledby="bet-pools-title">
      <h2 id="bet-pools-title" className="bet-section__title">
        {t('betting.pools')}
      </h2>
      <div className="bet-pools">
        {pools.map((pool) => {
          const active = selected.includes(pool.code);
          const missing = noDrawOn?.(pool.code) ?? [];
          const noDraw = missing.length > 0;
          return (
            <button
              key={pool.code}
              type="button"
              className={`bet-pool${active ? ' bet-pool--active' : ''}${noDraw ? ' bet-pool--no-draw' : ''}`}
              aria-pressed={active}
              aria-label={`${pool.letter} ${pool.name}`}
              aria-description={noDraw ? t('betting.noDrawOn', { dates: missing.join(', ') }) : undefined}
              data-no-draw={noDraw || undefined}
              onClick={() => onToggle(pool.code)}
            >
              {/* the space keeps the visible label "M Magnum", not "MMagnum" (label in name) */}
              <PoolBadge pool={pool} />{' '}
              <span className="bet-pool__name" aria-hidden="true">
                {pool.name.replace(/ (4D|1\+3D)$/, '')}
              </span>
              {/* "No draw" is drawn by CSS from data-label (the button's name stays "M Magnum 4D", which
                  must contain every visible word; the reason is read out from aria-description) */}
              {noDraw && (
                <span className="bet-pool__no-draw" aria-hidden="true" data-label={t('betting.noDraw')} />
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
