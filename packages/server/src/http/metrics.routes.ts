import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { createAppMetrics, type AppMetrics } from '../metrics/app-metrics.js';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The app's context with its metrics: one registry per app (tests build many apps), unless the
 * caller (main.ts) made them already so its background jobs count into the same registry.
 */
export function withMetrics(ctx: AppContext): AppContext & { metrics: AppMetrics } {
  return ctx.metrics
    ? (ctx as AppContext & { metrics: AppMetrics })
    : { ...ctx, metrics: createAppMetrics(ctx.db) };
}

/** Loopback and private networks: where a scraper without the token may call from. */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');

/**
 * Without METRICS_TOKEN, /metrics answers only a caller on this machine or the private network
 * that came straight in: the peer address (not X-Forwarded-For, whatever TRUST_PROXY says) is
 * internal and the request carries no forwarding header, so nothing relayed by a proxy gets it.
 */
export function isInternalCaller(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (peer === '') return false;
  return INTERNAL.check(peer, isIPv4(peer) ? 'ipv4' : 'ipv6');
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics (Prometheus text format) and the request histogram. Outside the API prefixes, so
 * the X-Requested-With rule does not apply (a scraper is not a browser); METRICS_TOKEN, when set,
 * must come as `Authorization: Bearer <token>`; unset, only internal callers get an answer.
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const metrics = ctx.metrics;
  if (!metrics) throw new Error('registerMetricsRoutes: the context has no metrics (use withMetrics)');

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and query strings would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    metrics.httpDuration.observe({ method, route, status_class: statusClass }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    const token = ctx.env.METRICS_TOKEN;
    if (token && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('metrics need Authorization: Bearer <METRICS_TOKEN>\n');
    }
    if (!token && !isInternalCaller(request)) {
      return reply
        .status(403)
        .header('Cache-Control', 'no-store')
        .type('text/plain')
        .send('metrics are internal: scrape from a private address, or set METRICS_TOKEN\n');
    }
    const body = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
