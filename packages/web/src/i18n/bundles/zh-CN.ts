import antd from 'antd-mobile/es/locales/zh-CN';
import shared from '../locales/zh-CN.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** One language's shared texts and the frame's (not the screens' nor the back office's), loaded on demand as one chunk. */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    // The frame's: an agent's desk on home. Every other screen's texts come with the screens
    // (screen-texts/zh-CN.ts), so home does not download them.
    import.meta.glob<object>(['../../features/agent-desk/locales/zh-CN.json'], {
      eager: true,
      import: 'default',
    }),
  ),
  antd,
};
