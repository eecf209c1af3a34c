import antd from 'antd-mobile/es/locales/ms-MY';
import shared from '../locales/ms-MY.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** Everything one language needs but the back office's texts, loaded on demand as one chunk. */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    import.meta.glob<object>(
      [
        '../../features/*/locales/ms-MY.json',
        '!../../features/admin*/locales/ms-MY.json',
        '!../../features/chat-inbox/locales/ms-MY.json',
        '!../../features/exposure/locales/ms-MY.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antd,
};
