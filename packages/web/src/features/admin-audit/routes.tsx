import type { ReactNode } from 'react';
import { AuditRoute } from './routes/audit-route';

/** The back-office audit log (see app/admin-routes.tsx). */
export const adminAuditRoutes: Record<string, ReactNode> = {
  '/admin/audit': <AuditRoute />,
};
