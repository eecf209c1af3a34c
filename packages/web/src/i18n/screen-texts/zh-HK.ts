import { withFeatureTexts } from '../feature-texts';

/**
 * The player and agent screens' texts in zh-HK: loaded with the first screen that needs them
 * (app/feature-routes.tsx, app/admin-routes.tsx), not with home (docs/performance.md, issue 45).
 */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/*/locales/zh-HK.json',
      '!../../features/admin*/locales/zh-HK.json',
      '!../../features/chat-inbox/locales/zh-HK.json',
      '!../../features/exposure/locales/zh-HK.json',
      '!../../features/agent-desk/locales/zh-HK.json',
    ],
    { eager: true, import: 'default' },
  ),
);
