import { withFeatureTexts } from '../feature-texts';

/** The back office's texts in bn-BD (and the chat inbox's): loaded with the back office or the inbox, never for a player. */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/admin*/locales/bn-BD.json',
      '../../features/chat-inbox/locales/bn-BD.json',
      '../../features/exposure/locales/bn-BD.json',
    ],
    { eager: true, import: 'default' },
  ),
);
