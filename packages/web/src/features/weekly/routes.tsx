import type { ReactNode } from 'react';
import { WeeklyLimitsRoute } from './routes/weekly-limits-route';
import { WeeklyStatementRoute } from './routes/weekly-statement-route';

/** The weekly cycle's statement (see app/feature-routes.tsx), issue 41. */
export const weeklyRoutes: Record<string, ReactNode> = {
  '/weekly-statement': <WeeklyStatementRoute />,
};

/** The weekly limits screen, in the back office (see app/admin-routes.tsx). */
export const weeklyAdminRoutes: Record<string, ReactNode> = {
  '/admin/weekly-limits': <WeeklyLimitsRoute />,
};
