import { withFeatureTexts } from '../feature-texts';

/**
 * The player and agent screens' texts in zh-CN: loaded with the first screen that needs them
 * (app/feature-routes.tsx, app/admin-routes.tsx), not with home (docs/performance.md, issue 45).
 */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/*/locales/zh-CN.json',
      '!../../features/admin*/locales/zh-CN.json',
      '!../../features/chat-inbox/locales/zh-CN.json',
      '!../../features/exposure/locales/zh-CN.json',
      '!../../features/agent-desk/locales/zh-CN.json',
    ],
    { eager: true, import: 'default' },
  ),
);
