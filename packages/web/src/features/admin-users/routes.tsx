import type { ReactNode } from 'react';
import { CreditRoute } from './routes/credit-route';
import { UsersRoute } from './routes/users-route';

/** The back-office users and credit screens, by path (see app/admin-routes.tsx). */
export const adminUsersRoutes: Record<string, ReactNode> = {
  '/admin/users': <UsersRoute />,
  '/admin/credit': <CreditRoute />,
};
