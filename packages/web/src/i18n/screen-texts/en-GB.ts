import { withFeatureTexts } from '../feature-texts';

/**
 * The player and agent screens' texts in en-GB: loaded with the first screen that needs them
 * (app/feature-routes.tsx, app/admin-routes.tsx), not with home (docs/performance.md, issue 45).
 */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/*/locales/en-GB.json',
      '!../../features/admin*/locales/en-GB.json',
      '!../../features/chat-inbox/locales/en-GB.json',
      '!../../features/exposure/locales/en-GB.json',
      '!../../features/agent-desk/locales/en-GB.json',
    ],
    { eager: true, import: 'default' },
  ),
);
