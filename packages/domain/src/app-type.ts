/** The two product variants (spec §1): page title suffix and which features show. */
export const APP_TYPES = ['normal', 'gd'] as const;
export type AppType = (typeof APP_TYPES)[number];

export function titleSuffix(appType: AppType): string {
  return appType === 'gd' ? 'GD' : 'Lotto';
}

/** Jackpot history and the two jackpot help tabs exist only in the gd variant (spec §6). */
export function showsJackpots(appType: AppType): boolean {
  return appType === 'gd';
}
