import antd from 'antd-mobile/es/locales/en-US';
import shared from '../locales/bn-BD.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** Everything one language needs but the back office's texts, loaded on demand as one chunk (antd-mobile has no bn-BD: its English). */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    import.meta.glob<object>(
      [
        '../../features/*/locales/bn-BD.json',
        '!../../features/admin*/locales/bn-BD.json',
        '!../../features/chat-inbox/locales/bn-BD.json',
        '!../../features/exposure/locales/bn-BD.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antd,
};
