import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import type { AppContext } from '../context.js';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from './http-client.js';

/**
 * What the report route tests set up alike: their users (a house with agents and players under it),
 * one logged-in browser per user, and the draw days of the test clock, which starts on Sunday
 * 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws that day and on Wednesday 25, 9 Lotto every day;
 * both close at 19:00.
 */
export const SUNDAY = '20261122';
export const MONDAY = '20261123';
export const WEDNESDAY = '20261125';
export const HOUR = 3600_000;

export const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
export const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
/** A Magnum result for Sunday: 1234 first, 5678 second, 9012 third. */
export const MAGNUM_SUNDAY = {
  pool: 'mg',
  date: SUNDAY,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

export const REPORT_PASSWORD = 'secret-pass';

/** `[username, role, parent, package]`: no parent is the house's tree, no package the default. */
export type ReportUser = readonly [
  username: string,
  role: 'admin' | 'agent' | 'player',
  parent?: string,
  packageName?: string,
];

/** Creates the users in order with REPORT_PASSWORD and `credit` each (the admins none). */
export async function createReportUsers(
  ctx: AppContext,
  users: readonly ReportUser[],
  credit = cents(100_000_00),
): Promise<void> {
  const actor = { id: null, name: 'test' };
  for (const [username, role, parent, packageName] of users) {
    await createUser(ctx, {
      username,
      password: REPORT_PASSWORD,
      role,
      parent,
      packageName,
      credit: role === 'admin' ? undefined : credit,
      actor,
    });
  }
}

/**
 * One browser per user: `logInAll` logs each in anew (again after the clock has passed the 20 idle
 * minutes a session lasts), `as` answers a user's browser, `call` asks as that user (a GET without
 * a body, else a JSON POST) and answers the status and the parsed envelope.
 */
export function reportBrowsers(usernames: readonly string[]) {
  const browsers = new Map<string, TestBrowser>();
  const as = (username: string): TestBrowser => browsers.get(username)!;
  return {
    as,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope freely
    async call(username: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
      const response =
        body === undefined ? await as(username).get(url) : await as(username).postJson(url, body);
      return { status: response.statusCode, body: response.json() };
    },
    async logInAll(app: FastifyInstance): Promise<void> {
      for (const username of usernames) {
        const browser = new TestBrowser(app);
        await browser.login(username, REPORT_PASSWORD);
        browsers.set(username, browser);
      }
    },
  };
}
