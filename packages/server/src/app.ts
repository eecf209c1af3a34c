import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAppConfigRoutes } from './features/app-config/app-config.routes.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { registerCalendarRoutes } from './features/calendar/calendar.routes.js';
import { registerCalendarAdminRoutes } from './features/calendar/calendar.admin.routes.js';
import { addCalendarDate, removeCalendarDate } from './features/calendar/draw-dates.service.js';
import { registerEatSequenceRoutes } from './features/eat-sequences/eat-sequence.routes.js';
import { registerMeaningRoutes } from './features/meanings/meaning.routes.js';
import { registerOrderRoutes } from './features/orders/order.routes.js';
import { registerChatRoutes } from './features/orders/chat/chat.routes.js';
import { registerTelegramRoutes } from './features/orders/chat/telegram/telegram.routes.js';
import { registerDeskRoutes } from './features/desk/desk.routes.js';
import { registerLimitAdminRoutes } from './features/orders/limit.admin.routes.js';
import { registerPackageRoutes } from './features/packages/package.routes.js';
import { registerPackageAdminRoutes } from './features/packages/package.admin.routes.js';
import { registerJackpotRoutes } from './features/results/jackpot.routes.js';
import { registerDailySalesRoutes } from './features/reports/daily-sales.routes.js';
import { registerProfitLossRoutes } from './features/reports/profit-loss.routes.js';
import { registerBetReportRoutes } from './features/reports/bet-report.routes.js';
import { registerLatestDatesRoutes } from './features/reports/latest-dates.routes.js';
import { registerWalletStatementRoutes } from './features/reports/wallet-statement.routes.js';
import { registerWinningReportRoutes } from './features/reports/winning-report.routes.js';
import { registerCheckTicketRoutes } from './features/reports/check-ticket.routes.js';
import { registerCounterRoutes } from './features/counter/counter.routes.js';
import { registerResultRoutes } from './features/results/result.routes.js';
import { registerResultAdminRoutes } from './features/results/result.admin.routes.js';
import { registerResultSyncRoutes } from './features/results/sync/result-sync.routes.js';
import { registerAuditRoutes } from './features/audit/audit.routes.js';
import { registerWalletRoutes } from './features/wallet/wallet.routes.js';
import { registerCreditAdminRoutes } from './features/wallet/credit.admin.routes.js';
import { registerUserAdminRoutes } from './features/users/user.admin.routes.js';
import { registerPositionAdminRoutes } from './features/positions/position.admin.routes.js';
import { registerWeeklyRoutes } from './features/weekly/weekly.routes.js';
import { registerExposureRoutes } from './features/exposure/exposure.routes.js';
import { exposureSellStops } from './features/exposure/exposure.service.js';
import { setPassword } from './features/users/user.service.js';
import { type BuildAppOptions, createHttpApp, serveWebApp } from './http/http-app.js';

export type { BuildAppOptions };

/**
 * The server's composition, beside main.ts and cli.ts: the HTTP plumbing (http/http-app.ts), every
 * feature's routes, then the web app. Where one feature needs another's behaviour, it is passed in
 * here (decision 009), so no feature imports another.
 */
export async function buildApp(base: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const made = await createHttpApp(base, options);
  const { app } = made;
  // The order path asks the heavy-number report's feature which numbers are stopped (issue 40).
  const ctx: AppContext = { ...made.ctx, sellStops: exposureSellStops };

  registerAppConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx, { setPassword });
  registerWalletRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerPackageAdminRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerCalendarAdminRoutes(app, ctx);
  registerEatSequenceRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerDeskRoutes(app, ctx);
  registerLimitAdminRoutes(app, ctx);
  registerResultRoutes(app, ctx, { addCalendarDate, removeCalendarDate });
  registerResultAdminRoutes(app, ctx, {
    addSpecialDraw: (context, draw, actor, now) =>
      addCalendarDate(context, { pool: draw.pool, date: draw.date, kind: 'special', actor, now }),
  });
  registerAuditRoutes(app, ctx);
  registerJackpotRoutes(app, ctx);
  registerWalletStatementRoutes(app, ctx);
  registerWinningReportRoutes(app, ctx);
  registerMeaningRoutes(app, ctx);
  registerBetReportRoutes(app, ctx);
  registerLatestDatesRoutes(app, ctx);
  registerCheckTicketRoutes(app, ctx);
  registerDailySalesRoutes(app, ctx);
  registerProfitLossRoutes(app, ctx);
  registerUserAdminRoutes(app, ctx);
  registerCreditAdminRoutes(app, ctx);
  registerPositionAdminRoutes(app, ctx);
  registerWeeklyRoutes(app, ctx);
  registerExposureRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerTelegramRoutes(app, ctx);
  registerResultSyncRoutes(app, ctx);
  registerCounterRoutes(app, ctx);

  await serveWebApp(app, ctx);
  return app;
}
