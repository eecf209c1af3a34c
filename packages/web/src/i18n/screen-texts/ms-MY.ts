import { withFeatureTexts } from '../feature-texts';

/**
 * The player and agent screens' texts in ms-MY: loaded with the first screen that needs them
 * (app/feature-routes.tsx, app/admin-routes.tsx), not with home (docs/performance.md, issue 45).
 */
export const texts: object = withFeatureTexts(
  {},
  import.meta.glob<object>(
    [
      '../../features/*/locales/ms-MY.json',
      '!../../features/admin*/locales/ms-MY.json',
      '!../../features/chat-inbox/locales/ms-MY.json',
      '!../../features/exposure/locales/ms-MY.json',
      '!../../features/agent-desk/locales/ms-MY.json',
    ],
    { eager: true, import: 'default' },
  ),
);
