import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in zh-CN (and the chat inbox's): loaded with the back office or the inbox, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/admin*/locales/zh-CN.json',
      '../../features/chat-inbox/locales/zh-CN.json',
      '../../features/exposure/locales/zh-CN.json',
    ],
    { eager: true, import: 'default' },
  ),
);
