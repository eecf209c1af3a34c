import type { ReactNode } from 'react';
import { ChatInboxRoute } from './routes/chat-inbox-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const chatInboxRoutes: Record<string, ReactNode> = {
  '/chat-inbox': <ChatInboxRoute />,
};
