import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TestBrowser } from './http-client.js';
import { REPORT_PASSWORD } from './report-world.js';

/** A normal-mode cart of one number on Magnum: `types` like { B: '1' }. */
export function magnumCart(
  date: string,
  number: string,
  types: Record<string, string>,
  remark = '',
  phone = '',
) {
  return {
    name: '4D',
    dates: [{ value: date }],
    betList: [
      {
        number,
        pattern: 'NORMAL',
        betType: Object.entries(types).map(([shortCode, amount]) => ({ shortCode, amount })),
        poolList: [1],
      },
    ],
    remark,
    phone,
  };
}

export async function loggedIn(app: FastifyInstance, username: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  const answer = await browser.login(username, REPORT_PASSWORD);
  expect(answer.json(), username).toMatchObject({ success: true });
  return browser;
}

/** Places a one-ticket order and answers its ticket id. */
export async function sell(browser: TestBrowser, body: object): Promise<string> {
  const answer = (await browser.postJson('/Order/MakeOrder', body)).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
  return answer.data.ticketXId[0] as string;
}

/** Prints a ticket's slip: answers MarkPrinted's data. */
export async function print(browser: TestBrowser, ticketId: string) {
  const answer = (await browser.postJson('/Order/MarkPrinted', { ticketId })).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.data as { printCount: number; copy: number; pin: string | null };
}
