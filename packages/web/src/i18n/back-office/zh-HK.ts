import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in zh-HK (and the chat inbox's): loaded with the back office or the inbox, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/admin*/locales/zh-HK.json',
      '../../features/chat-inbox/locales/zh-HK.json',
      '../../features/exposure/locales/zh-HK.json',
    ],
    { eager: true, import: 'default' },
  ),
);
