import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import type { AppContext } from '../context.js';
import { registerAppConfigRoutes } from '../features/app-config/app-config.routes.js';
import { registerAuthRoutes } from '../features/auth/auth.routes.js';
import { registerCalendarRoutes } from '../features/calendar/calendar.routes.js';
import { registerCalendarAdminRoutes } from '../features/calendar/calendar.admin.routes.js';
import { addCalendarDate, removeCalendarDate } from '../features/calendar/draw-dates.service.js';
import { registerEatSequenceRoutes } from '../features/eat-sequences/eat-sequence.routes.js';
import { registerMeaningRoutes } from '../features/meanings/meaning.routes.js';
import { registerOrderRoutes } from '../features/orders/order.routes.js';
import { registerLimitAdminRoutes } from '../features/orders/limit.admin.routes.js';
import { registerPackageRoutes } from '../features/packages/package.routes.js';
import { registerPackageAdminRoutes } from '../features/packages/package.admin.routes.js';
import { registerJackpotRoutes } from '../features/results/jackpot.routes.js';
import { registerDailySalesRoutes } from '../features/reports/daily-sales.routes.js';
import { registerProfitLossRoutes } from '../features/reports/profit-loss.routes.js';
import { registerBetReportRoutes } from '../features/reports/bet-report.routes.js';
import { registerWalletStatementRoutes } from '../features/reports/wallet-statement.routes.js';
import { registerWinningReportRoutes } from '../features/reports/winning-report.routes.js';
import { registerCheckTicketRoutes } from '../features/reports/check-ticket.routes.js';
import { registerResultRoutes } from '../features/results/result.routes.js';
import { registerResultAdminRoutes } from '../features/results/result.admin.routes.js';
import { registerAuditRoutes } from '../features/audit/audit.routes.js';
import { registerWalletRoutes } from '../features/wallet/wallet.routes.js';
import { registerCreditAdminRoutes } from '../features/wallet/credit.admin.routes.js';
import { registerUserAdminRoutes } from '../features/users/user.admin.routes.js';
import { setPassword } from '../features/users/user.service.js';
import { AppError } from '../lib/app-error.js';
import { registerCompression } from './compression.js';
import { failure } from './envelope.js';
import { httpStatusOf } from './error-status.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerInputTextCheck } from './input-text.js';
import { registerMetricsRoutes, withMetrics } from './metrics.routes.js';
import { registerWebAssets } from './web-assets.js';

/**
 * The API lives under these prefixes; everything else is the web app. A call outside them would
 * skip the X-Requested-With rule below, so every prefix a route uses must be listed.
 */
export const API_PREFIXES = ['/Account/', '/Tool/', '/Order/', '/Report/', '/Admin/', '/Result/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export interface BuildAppOptions {
  /** a pino logger; none in tests */
  logger?: FastifyBaseLogger;
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Every route below counts into this app's own metrics registry (or main.ts's, passed in).
  ctx = withMetrics(ctx);
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: ctx.env.TRUST_PROXY,
    bodyLimit: 512 * 1024,
    // Shutting down (main.ts): a request already on an accepted connection is served, not refused
    // with 503 mid-flight; new connections are refused and answers close their connection.
    return503OnClosing: false,
  });

  await app.register(cookie);
  await app.register(formbody);
  await registerCompression(app);
  // Security headers: helmet's middleware is built once here; @fastify/helmet built it again for
  // every request, a few per cent of the server's time under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile sets inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only makes sense behind TLS; the TLS proxy sets it (docs/deploy.md).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.decorateRequest('auth', null);

  // CSRF defence: browsers cannot send a custom header cross-site without a CORS preflight,
  // which we never grant, so requiring X-Requested-With on every API call blocks forged requests.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    if (String(request.headers['x-requested-with'] ?? '').toLowerCase() !== 'xmlhttprequest') {
      return reply.status(403).send(failure('CSRF_HEADER_MISSING'));
    }
    reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const status = httpStatusOf(error);
      if (status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(status).send(failure(error.code, error.message, error.data));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send(failure('VALIDATION_FAILED', `${error.message}`));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('INTERNAL_ERROR'));
  });

  registerInputTextCheck(app);
  registerHealthRoutes(app, ctx);
  registerMetricsRoutes(app, ctx);
  registerAppConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx, { setPassword });
  registerWalletRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerPackageAdminRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerCalendarAdminRoutes(app, ctx);
  registerEatSequenceRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerLimitAdminRoutes(app, ctx);
  registerResultRoutes(app, ctx, { addCalendarDate, removeCalendarDate });
  registerResultAdminRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerJackpotRoutes(app, ctx);
  registerWalletStatementRoutes(app, ctx);
  registerWinningReportRoutes(app, ctx);
  registerMeaningRoutes(app, ctx);
  registerBetReportRoutes(app, ctx);
  registerCheckTicketRoutes(app, ctx);
  registerDailySalesRoutes(app, ctx);
  registerProfitLossRoutes(app, ctx);
  registerUserAdminRoutes(app, ctx);
  registerCreditAdminRoutes(app, ctx);

  // The built web app, pre-compressed and with its cache rules (web-assets.ts).
  const { hasWeb, sendPage } = await registerWebAssets(app, ctx.env.WEB_DIST);

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply);
    }
    return reply
      .status(404)
      .send(failure('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
