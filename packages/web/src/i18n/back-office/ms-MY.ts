import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in ms-MY: loaded with the back office, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>('../../features/admin*/locales/ms-MY.json', { eager: true, import: 'default' }),
);
