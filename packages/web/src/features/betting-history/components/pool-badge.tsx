import { POOLS } from '@lotto/domain/pools';

/** A pool shown as its logo (spec §1): a coloured badge with the pool's letter. */
export function PoolBadge({ code }: { code: string }) {
  const pool = POOLS.find((candidate) => candidate.code === code);
  const letter = pool?.letter ?? code.slice(0, 1).toUpperCase();
  const name = pool?.name ?? code;
  return (
    <span className={`bh-pool bh-pool--${pool?.code ?? 'unknown'}`} title={name} aria-label={name} role="img">
      {letter}
    </span>
  );
}
