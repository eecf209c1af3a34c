import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { APP_TYPES } from '@lotto/domain/app-type';
import { CREDIT_CYCLES } from '@lotto/domain/weekly-cycle';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The embedded default: a SQLite file under ./data of the directory the server starts in. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/lotto.db';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'expected an IANA time zone such as Asia/Kuala_Lumpur' },
);

const BOOLEAN_WORDS = new Set(['true', 'false', '1', '0', 'yes', 'no']);

/**
 * TRUST_PROXY: `true` or `false`, or the proxies' addresses and ranges, comma-separated
 * (`127.0.0.1`, `10.0.0.0/8`, `loopback`, `linklocal`, `uniquelocal`: @fastify/proxy-addr's names,
 * what Fastify itself reads). A list trusts X-Forwarded-For only from those peers and lets the
 * connection cap per address (MAX_CONNECTIONS_PER_ADDRESS) tell the proxy from its clients.
 */
const trustProxy = z.string().transform((text, ctx): boolean | string[] => {
  const word = text.trim().toLowerCase();
  if (BOOLEAN_WORDS.has(word)) return word === 'true' || word === '1' || word === 'yes';
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  try {
    proxyAddr.compile(list);
    return list;
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `expected true, false or proxy addresses such as 127.0.0.1,10.0.0.0/8 (${(error as Error).message})`,
    });
    return z.NEVER;
  }
});

const databaseUrl = z.string().refine((url) => /^sqlite:.+/.test(url) || /^postgres(ql)?:\/\/.+/.test(url), {
  message: 'expected sqlite:/path/to/file.db or postgres://user@host:port/database',
});

/**
 * RESULT_SOURCE_REDIRECT_HOSTS: hosts a result source of a format may redirect to, besides its own
 * and the built-in ones (features/results/sync/result-fetch.ts), as
 * `damacai=files.example.com,*.cdn.example;magnum=...`.
 */
const redirectHosts = z.string().transform((text, ctx): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const part of text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '')) {
    const match = /^([a-z]+)=([^=]+)$/.exec(part);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: `expected format=host,host;format=host, got "${part}"` });
      return z.NEVER;
    }
    out[match[1]!] = match[2]!
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
  }
  return out;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: databaseUrl.default(DEFAULT_DATABASE_URL),
  APP_TYPE: z.enum(APP_TYPES).default('normal'),
  TZ_DRAWS: timeZone.default('Asia/Kuala_Lumpur'),
  // The weekly cycle (issue 41, docs/rules.md "Weekly cycle"): `none` keeps give/take credit;
  // `weekly` gives each user a weekly limit and resets wallets on Monday.
  CREDIT_CYCLE: z.enum(CREDIT_CYCLES).default('none'),
  // How often the Monday reset checks whether a week has ended and settled (weekly mode).
  WEEKLY_RESET_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  // End-to-end tests only (config/test-clock.ts): a file holding how many ms the clock runs ahead.
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().min(1).default(path.resolve(here, '../../../web/dist')),
  // When set, GET /metrics wants `Authorization: Bearer <token>`.
  // Requests per minute from one client address: all calls, and /Account/Login alone
  // (@fastify/rate-limit; docs/reliability.md "Rate limits"). 0 turns a limit off.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(30),
  // Connection limits (docs/deploy.md "Limits"): a slow or idle client cannot hold the server.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(72_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  // Open connections per client address, on the socket (http/connection-cap.ts); trusted proxies
  // are not counted. 0 turns the cap off.
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(50),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(64 * 1024 * 1024)
    .default(256 * 1024),
  // Fetching results from the configured sources (issue 43; docs/results-import.md).
  RESULT_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  RESULT_SOURCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .max(64 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  RESULT_SOURCE_REDIRECT_HOSTS: redirectHosts.default({}),
  // Result sources are fetched over HTTPS only, but for 127.0.0.1 and localhost (a publisher's file
  // served on the same machine); true lets plain http to any host, for development and tests only.
  RESULT_SOURCE_ALLOW_HTTP: booleanText.default(false),
  // How often the result sync's lease holder looks for due polls (each source is still fetched at
  // most once per 2-minute slot); the e2e specs shorten it. Demo mode's generated results can be
  // turned off (DEMO_DRAWS=false) so that a spec's sources give a draw's result, not the demo.
  RESULT_SYNC_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  DEMO_DRAWS: booleanText.default(true),
  // Counter claims (issue 44): a winning ticket may be claimed this many days after its draw, and
  // the claimants' ID photos are kept in this folder (default: claim-photos beside the SQLite file,
  // or ./data/claim-photos with PostgreSQL).
  CLAIM_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  CLAIM_PHOTO_DIR: z.string().min(1).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'expected 16 to 200 printable characters without spaces')
    .optional(),
  // Orders from chat (issue 42, docs/deploy.md "Telegram"): no bot without a token.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'expected the token BotFather gave, e.g. 123456:ABC-DEF...')
    .optional(),
  /** Telegram's secret_token: 1-256 of A-Z a-z 0-9 _ - (its own rule); also the webhook path's last part */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, 'expected 16 to 256 of A-Z, a-z, 0-9, _ and -')
    .optional(),
  /** grammY's apiRoot: a self-hosted Bot API server, or the tests' fake one */
  TELEGRAM_API_ROOT: z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
    .default('https://api.telegram.org'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

const refinedSchema = envSchema
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .refine((env) => env.TELEGRAM_BOT_TOKEN === undefined || env.TELEGRAM_WEBHOOK_SECRET !== undefined, {
    message: 'TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_BOT_TOKEN (the webhook checks it)',
    path: ['TELEGRAM_WEBHOOK_SECRET'],
  });

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Parses the environment once at start-up. Empty strings count as unset so that a blank line in
 * .env does not override a default. Throws EnvError listing every problem at once.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = refinedSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = result.data;
  // Demo data is on by default only for the embedded default database.
  const seedDemo = env.SEED_DEMO ?? env.DATABASE_URL === DEFAULT_DATABASE_URL;
  return { ...env, SEED_DEMO: seedDemo };
}
