import antd from 'antd-mobile/es/locales/zh-HK';
import shared from '../locales/zh-HK.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** Everything one language needs but the back office's texts, loaded on demand as one chunk. */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    import.meta.glob<object>(
      [
        '../../features/*/locales/zh-HK.json',
        '!../../features/admin*/locales/zh-HK.json',
        '!../../features/chat-inbox/locales/zh-HK.json',
        '!../../features/exposure/locales/zh-HK.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antd,
};
