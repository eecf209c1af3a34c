import { showsJackpots, type AppType } from '@lotto/domain/app-type';
/**
 * The Help tabs (spec §2) and their images. `npm run help-images` (packages/web/scripts) writes
 * exactly these files into public/help/, so the names here are the contract between the two.
 */
export type HelpSectionKey = 'betting' | 'dragon' | 'bonus';

export interface HelpSection {
  key: HelpSectionKey;
  /** how many images the tab shows: <key>-1.png .. <key>-<count>.png */
  count: number;
  /** the jackpot tabs exist only in the gd app type (spec §6) */
  jackpotOnly: boolean;
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  { key: 'betting', count: 5, jackpotOnly: false },
  { key: 'dragon', count: 1, jackpotOnly: true },
  { key: 'bonus', count: 6, jackpotOnly: true },
];

/** The screenshots are taken at this phone size, so the page can reserve their space before they load. */
export const HELP_IMAGE_SIZE = { width: 390, height: 844 } as const;

/**
 * File names (under public/help/) of a section's images in one app type, in order:
 * normal/betting-1.png, normal/betting-2.png, ... Each app type has its own pictures, taken from
 * that app type, so the normal app never shows the GD title or the Grand Dragon pool.
 */
export function helpImageFiles(section: HelpSection, appType: AppType): string[] {
  return Array.from({ length: section.count }, (_, index) => `${appType}/${section.key}-${index + 1}.png`);
}

/** The sections an app type shows (the jackpot tabs only in gd). */
export function helpSectionsOf(appType: AppType): HelpSection[] {
  return HELP_SECTIONS.filter((section) => showsJackpots(appType) || !section.jackpotOnly);
}

export function isHelpSectionKey(value: string | null): value is HelpSectionKey {
  return HELP_SECTIONS.some((section) => section.key === value);
}
