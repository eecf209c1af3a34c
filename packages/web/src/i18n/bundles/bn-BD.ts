import antd from 'antd-mobile/es/locales/en-US';
import shared from '../locales/bn-BD.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** One language's shared texts and the frame's (not the screens' nor the back office's), loaded on demand as one chunk (antd-mobile has no bn-BD: its English). */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    // The frame's: an agent's desk on home. Every other screen's texts come with the screens
    // (screen-texts/bn-BD.ts), so home does not download them.
    import.meta.glob<object>(['../../features/agent-desk/locales/bn-BD.json'], {
      eager: true,
      import: 'default',
    }),
  ),
  antd,
};
