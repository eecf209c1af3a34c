import type { AppType } from '@lotto/domain/app-type';
import { gamesOfGroup, type BetGroupCode } from '@lotto/domain/bet-types';
import { availablePools, type Pool } from '@lotto/domain/pools';

/**
 * The pools a ticket of this bet mode can go on: offered in this app type and running every game
 * the group needs (3.4D needs 3D and 4D). Without a bet mode, every pool of the app type.
 */
export function poolsFor(appType: AppType, group: BetGroupCode | null): Pool[] {
  if (!group) return availablePools(appType);
  const games = gamesOfGroup(group);
  return availablePools(appType).filter((pool) =>
    games.every((game) => availablePools(appType, game).some((p) => p.code === pool.code)),
  );
}
