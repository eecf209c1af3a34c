import type { ReactNode } from 'react';
import { AdminHomeRoute } from './routes/admin-home-route';

/** The back-office home; each section's feature adds its own routes in app/admin-routes.tsx. */
export const adminRoutes: Record<string, ReactNode> = {
  '/admin': <AdminHomeRoute />,
};
