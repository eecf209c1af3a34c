import antd from 'antd-mobile/es/locales/zh-CN';
import shared from '../locales/zh-CN.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** Everything one language needs but the back office's texts, loaded on demand as one chunk. */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    import.meta.glob<object>(
      [
        '../../features/*/locales/zh-CN.json',
        '!../../features/admin*/locales/zh-CN.json',
        '!../../features/chat-inbox/locales/zh-CN.json',
        '!../../features/exposure/locales/zh-CN.json',
      ],
      { eager: true, import: 'default' },
    ),
  ),
  antd,
};
