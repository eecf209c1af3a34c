import antd from 'antd-mobile/es/locales/en-US';
import shared from '../locales/en-GB.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** Everything one language needs but the back office's texts, loaded on demand as one chunk (antd-mobile has no en-GB: its English). */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    import.meta.glob<object>(
      [
        '../../features/*/locales/en-GB.json',
        '!../../features/admin*/locales/en-GB.json',
        '!../../features/chat-inbox/locales/en-GB.json',
        '!../../features/exposure/locales/en-GB.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antd,
};
