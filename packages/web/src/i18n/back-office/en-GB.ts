import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in en-GB (and the chat inbox's): loaded with the back office or the inbox, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/admin*/locales/en-GB.json',
      '../../features/chat-inbox/locales/en-GB.json',
      '../../features/exposure/locales/en-GB.json',
    ],
    { eager: true, import: 'default' },
  ),
);
