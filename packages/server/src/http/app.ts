import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
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
import { registerDeskRoutes } from '../features/desk/desk.routes.js';
import { registerLimitAdminRoutes } from '../features/orders/limit.admin.routes.js';
import { registerPackageRoutes } from '../features/packages/package.routes.js';
import { registerPackageAdminRoutes } from '../features/packages/package.admin.routes.js';
import { registerJackpotRoutes } from '../features/results/jackpot.routes.js';
import { registerDailySalesRoutes } from '../features/reports/daily-sales.routes.js';
import { registerProfitLossRoutes } from '../features/reports/profit-loss.routes.js';
import { registerBetReportRoutes } from '../features/reports/bet-report.routes.js';
import { registerLatestDatesRoutes } from '../features/reports/latest-dates.routes.js';
import { registerWalletStatementRoutes } from '../features/reports/wallet-statement.routes.js';
import { registerWinningReportRoutes } from '../features/reports/winning-report.routes.js';
import { registerCheckTicketRoutes } from '../features/reports/check-ticket.routes.js';
import { registerResultRoutes } from '../features/results/result.routes.js';
import { registerResultAdminRoutes } from '../features/results/result.admin.routes.js';
import { registerAuditRoutes } from '../features/audit/audit.routes.js';
import { registerWalletRoutes } from '../features/wallet/wallet.routes.js';
import { registerCreditAdminRoutes } from '../features/wallet/credit.admin.routes.js';
import { registerUserAdminRoutes } from '../features/users/user.admin.routes.js';
import { registerCounterRoutes } from '../features/counter/counter.routes.js';
import { setPassword } from '../features/users/user.service.js';
import { AppError } from '../lib/app-error.js';
import { registerCompression } from './compression.js';
import { capConnectionsPerAddress } from './connection-cap.js';
import { failure } from './envelope.js';
import { httpStatusOf } from './error-status.js';
import { isDatabaseBusy } from '../lib/transactions.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerInputTextCheck } from './input-text.js';
import { registerMetricsRoutes, withMetrics } from './metrics.routes.js';
import { normalisedPath } from './request-path.js';
import { registerWebAssets } from './web-assets.js';
import { hasValidSession } from './session-guard.js';

/**
 * The API lives under these prefixes; everything else is the web app. Used for requests the
 * router matched to no route of its own (a JSON 404 rather than the page); a matched route is
 * judged by its registered pattern (NOT_API_ROUTES), never by how the request spelled it.
 */
export const API_PREFIXES = ['/Account/', '/Tool/', '/Order/', '/Report/', '/Admin/', '/Result/'];

/**
 * The only routes that are not API calls, by the pattern they were registered with: the page,
 * static files, probes. Every other route demands the X-Requested-With header, so a new route is
 * guarded without being listed anywhere.
 */
export const NOT_API_ROUTES: ReadonlySet<string> = new Set(['/', '/*', '/healthz', '/readyz', '/metrics']);

/**
 * Whether a request's path (in any spelling: escapes, absolute form) is the API's. Letter case
 * counts, as it does for the router: `/admin/users` is a screen of the single page, never the
 * `/Admin/` calls.
 */
export function isApiPath(url: string): boolean {
  const path = normalisedPath(url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether the X-Requested-With rule applies: every route the router matched except the page,
 * static files and probes (judged on the matched route's pattern), and any request whose path,
 * decoded, is under an API prefix.
 */
export function needsApiHeader(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && !NOT_API_ROUTES.has(route)) return true;
  return isApiPath(request.url);
}

/** A year, as in deploy/nginx/lotto.conf. */
export const HSTS = 'max-age=31536000';

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
    // Limits (docs/deploy.md "Limits"): a body over the limit is refused with 413 before it is
    // read; routes that take more (result imports) or less (logins) say so themselves.
    bodyLimit: ctx.env.BODY_LIMIT_BYTES,
    // A client that sends its headers or its request slowly, or holds a connection idle, is cut
    // off: Node answers 408 or closes the connection.
    requestTimeout: ctx.env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: ctx.env.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: ctx.env.HEADERS_TIMEOUT_MS,
      requestTimeout: ctx.env.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: ctx.env.KEEP_ALIVE_TIMEOUT_MS,
      // how often Node looks for connections past those timeouts (default 30 s)
      connectionsCheckingInterval: Math.min(5_000, ctx.env.HEADERS_TIMEOUT_MS),
    },
    // Shutting down (main.ts): a request already on an accepted connection is served, not refused
    // with 503 mid-flight; new connections are refused and answers close their connection.
    return503OnClosing: false,
  });
  // Services report to the server's log (nothing is written when the app has no logger).
  ctx = { ...ctx, log: ctx.log ?? app.log };

  // Past the cap the server accepts no more connections (Node closes them at once) instead of
  // holding tens of thousands of idle sockets.
  app.server.maxConnections = ctx.env.MAX_CONNECTIONS;
  // ...and no one address holds more than its share of them (trusted proxies excepted).
  const { metrics } = withMetrics(ctx);
  const capped = capConnectionsPerAddress(app.server, {
    max: ctx.env.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: ctx.env.TRUST_PROXY,
    onRefused: () => metrics.connectionsRefused.inc(),
  });
  if (!capped && ctx.env.TRUST_PROXY === true && ctx.env.MAX_CONNECTIONS_PER_ADDRESS > 0) {
    app.log.warn(
      'TRUST_PROXY=true trusts every peer, so connections are not capped per address: set TRUST_PROXY to the proxy address (docs/deploy.md "Limits")',
    );
  }

  // Requests per minute per client address, on every call (the login has its own, lower limit in
  // auth.routes.ts). The counters live in this process: with several instances each counts its own
  // share; see docs/reliability.md "Rate limits" for a shared store.
  await app.register(rateLimit, {
    global: ctx.env.RATE_LIMIT_PER_MINUTE > 0,
    max: ctx.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, limit) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests, please try again in ${limit.after}`),
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
    // HSTS only on HTTPS answers, below: over plain HTTP (local development) browsers ignore it.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The TLS proxy sends HSTS too (deploy/nginx/lotto.conf); sending it here as well keeps it on
    // every answer even where a proxy's location block drops the proxy's own.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.decorateRequest('auth', null);

  // CSRF defence: browsers cannot send a custom header cross-site without a CORS preflight,
  // which we never grant, so requiring X-Requested-With on every API call blocks forged requests.
  // Decided on the route the router matched (request.routeOptions.url), so no spelling of the
  // path (percent-escapes, absolute-form target) reaches a call without the check; the spec's
  // GET CancelOrder passes it like any POST.
  app.addHook('onRequest', async (request, reply) => {
    if (!needsApiHeader(request)) return;
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
    if (isDatabaseBusy(error)) {
      // Another process held SQLite's write lock past busy_timeout; nothing was written.
      request.log.warn({ err: error }, 'database busy');
      const busy = new AppError('DATABASE_BUSY');
      return reply
        .status(httpStatusOf(busy))
        .header('Retry-After', '1')
        .send(failure(busy.code, busy.message));
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
  registerDeskRoutes(app, ctx);
  registerCounterRoutes(app, ctx);
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

  // The built web app, pre-compressed and with its cache rules (web-assets.ts).
  const { hasWeb, sendPage } = await registerWebAssets(app, ctx.env.WEB_DIST, {
    variant: ctx.env.APP_TYPE,
    hasSession: (request) => hasValidSession(ctx, request),
  });

  const notFoundOptions = ctx.env.RATE_LIMIT_PER_MINUTE > 0 ? { preHandler: app.rateLimit() } : {};
  app.setNotFoundHandler(notFoundOptions, (request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return reply
      .status(404)
      .send(failure('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}
