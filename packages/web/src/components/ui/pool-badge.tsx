import type { Pool, PoolCode } from '@lotto/domain/pools';
import './pool-badge.css';

/** Our own simple marks: a coloured badge with the pool letter (game-rules §1, no trademarks). */
const POOL_COLOURS: Record<PoolCode, { bg: string; fg: string }> = {
  mg: { bg: '#f5c400', fg: '#1d1d28' },
  kd: { bg: '#1f4fa8', fg: '#ffffff' },
  tt: { bg: '#d0312d', fg: '#ffffff' },
  sg: { bg: '#0a8fc4', fg: '#ffffff' },
  sb: { bg: '#1f9d55', fg: '#ffffff' },
  sn: { bg: '#7a4bd1', fg: '#ffffff' },
  sr: { bg: '#0f7b6c', fg: '#ffffff' },
  gd: { bg: '#8e0b20', fg: '#ffd95a' },
  nl: { bg: '#e2611b', fg: '#ffffff' },
};

interface Props {
  pool: Pool;
  size?: 'small' | 'medium';
}

export function PoolBadge({ pool, size = 'medium' }: Props) {
  const colour = POOL_COLOURS[pool.code];
  return (
    <span
      className={`pool-badge pool-badge--${size}`}
      style={{ background: colour.bg, color: colour.fg }}
      title={pool.name}
      role="img"
      aria-label={pool.name}
    >
      {pool.letter}
    </span>
  );
}
