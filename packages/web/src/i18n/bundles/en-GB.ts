import antd from 'antd-mobile/es/locales/en-US';
import shared from '../locales/en-GB.json';
import { withFeatureTexts } from '../feature-texts';
import type { LanguageBundle } from '../languages';

/** One language's shared texts and the frame's (not the screens' nor the back office's), loaded on demand as one chunk (antd-mobile has no en-GB: its English). */
export const bundle: LanguageBundle = {
  translation: withFeatureTexts(
    shared,
    // The frame's: an agent's desk on home. Every other screen's texts come with the screens
    // (screen-texts/en-GB.ts), so home does not download them.
    import.meta.glob<object>(['../../features/agent-desk/locales/en-GB.json'], {
      eager: true,
      import: 'default',
    }),
  ),
  antd,
};
