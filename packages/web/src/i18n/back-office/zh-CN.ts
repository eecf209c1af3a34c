import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in zh-CN: loaded with the back office, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>('../../features/admin*/locales/zh-CN.json', { eager: true, import: 'default' }),
);
