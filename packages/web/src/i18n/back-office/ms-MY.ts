import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in ms-MY (and the chat inbox's): loaded with the back office or the inbox, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/admin*/locales/ms-MY.json',
      '../../features/chat-inbox/locales/ms-MY.json',
      '../../features/exposure/locales/ms-MY.json',
    ],
    { eager: true, import: 'default' },
  ),
);
