import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in en-GB: loaded with the back office, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>('../../features/admin*/locales/en-GB.json', { eager: true, import: 'default' }),
);
