import { withFeatureTexts } from '../feature-texts';

/**
 * The player and agent screens' texts in bn-BD: loaded with the first screen that needs them
 * (app/feature-routes.tsx, app/admin-routes.tsx), not with home (docs/performance.md, issue 45).
 */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/*/locales/bn-BD.json',
      '!../../features/admin*/locales/bn-BD.json',
      '!../../features/chat-inbox/locales/bn-BD.json',
      '!../../features/exposure/locales/bn-BD.json',
      '!../../features/agent-desk/locales/bn-BD.json',
    ],
    { eager: true, import: 'default' },
  ),
);
