import type { Pool, PoolCode } from '@lotto/domain/pools';
import { Swiper, type SwiperRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';

/** Spec §9: the result carousel shows 4 pools at a time. */
export const POOLS_PER_PAGE = 4;

interface Props {
  pools: readonly Pool[];
  /** the pools with a result to show */
  withResult: ReadonlySet<PoolCode>;
  /** pools drawing today without a result yet, and their time ("after 19:00"): they can be opened */
  pending?: ReadonlyMap<PoolCode, string>;
  selected: PoolCode | null;
  onSelect: (code: PoolCode) => void;
}

function pages<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += POOLS_PER_PAGE) {
    result.push(items.slice(index, index + POOLS_PER_PAGE));
  }
  return result;
}

/** Short name under a logo: without the game suffix ("Magnum 4D" -> "Magnum"). */
const shortName = (pool: Pool) => pool.name.replace(/ (4D|1\+3D)$/, '');

/** The pools as logos, 4 to a swipeable page; pools without a result are greyed out. */
export function PoolCarousel({ pools, withResult, pending, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperRef>(null);
  const selectedPage = Math.max(
    0,
    Math.floor(pools.findIndex((pool) => pool.code === selected) / POOLS_PER_PAGE),
  );

  // show the page of the selected pool (it may change with the date)
  useEffect(() => {
    swiper.current?.swipeTo(selectedPage);
  }, [selectedPage]);

  return (
    <div className="rs-pools" role="group" aria-label={t('results.pools')}>
      <Swiper
        ref={swiper}
        className="rs-pools__swiper"
        defaultIndex={selectedPage}
        indicatorProps={{ color: 'primary' }}
        stuckAtBoundary={false}
        trackOffset={0}
      >
        {pages(pools).map((page, pageIndex) => (
          <Swiper.Item key={pageIndex}>
            <ul className="rs-pools__page">
              {page.map((pool) => {
                const due = pending?.get(pool.code);
                const has = withResult.has(pool.code);
                const active = pool.code === selected && (has || due !== undefined);
                return (
                  <li key={pool.code}>
                    <button
                      type="button"
                      className={`rs-pool${active ? ' rs-pool--active' : ''}${has ? '' : ' rs-pool--empty'}`}
                      aria-pressed={active}
                      // names start with what the button shows: the letter, then the pool (label in name)
                      aria-label={`${pool.letter} ${pool.name}`}
                      disabled={!has && due === undefined}
                      title={
                        has
                          ? pool.name
                          : `${pool.name}: ${due ? t('drawTimes.after', { time: due }) : t('results.noResult')}`
                      }
                      data-pool={pool.code}
                      onClick={() => onSelect(pool.code)}
                    >
                      <PoolBadge pool={pool} />{' '}
                      <span className="rs-pool__name" aria-hidden="true">
                        {shortName(pool)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
