/**
 * The client side of the suite: logins, the orders it sends (POST /Order/MakeOrderAdvanced, each
 * with its own Idempotency-Key) and what each one was answered. An order answered success is
 * acknowledged; one whose connection broke (its server was killed) is unacknowledged until a
 * retry with the same key and body is answered.
 */
import type http from 'node:http';
import { request } from '../bench/http-load.js';
import { loginCookie } from '../bench/server-process.js';
import { PASSWORD } from './setup.js';

export interface OrderSpec {
  key: string;
  username: string;
  body: string;
}

export interface Ack {
  ticketIds: number[];
  betStatus: string;
}

export interface Ledger {
  acked: Map<string, Ack>;
  unacked: Map<string, OrderSpec>;
  /** answers that were neither a receipt nor a broken connection: each one is a defect */
  refused: string[];
  latencies: number[];
}

export const newLedger = (): Ledger => ({ acked: new Map(), unacked: new Map(), refused: [], latencies: [] });

/** Logs every user in (sessions live in the database, so any server accepts them). */
export async function loginAll(
  agent: http.Agent,
  ports: number[],
  usernames: string[],
): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (let i = 0; i < usernames.length; i += 10) {
    await Promise.all(
      usernames.slice(i, i + 10).map(async (username, j) => {
        cookies.set(username, await loginCookie(agent, ports[(i + j) % ports.length]!, username, PASSWORD));
      }),
    );
  }
  return cookies;
}

/**
 * Order `n`: two Big bets on the open Magnum draw, the first on one of the limited numbers most of
 * the time (so their limits run out and later orders are cut or sold out), the second elsewhere.
 */
export function orderSpec(
  prefix: string,
  n: number,
  usernames: string[],
  limited: string[],
  drawDate: string,
): OrderSpec {
  const day = drawDate.slice(8, 10);
  const first = n % 5 === 4 ? String((n * 7919) % 10_000).padStart(4, '0') : limited[n % limited.length]!;
  const second = String((n * 104_729 + 17) % 10_000).padStart(4, '0');
  const amount = 1 + (n % 3);
  return {
    key: `${prefix}-${n}`,
    username: usernames[n % usernames.length]!,
    body: JSON.stringify({ str2: `D${day}\n#1\n${first}#B${amount}\n${second}#B1`, remark: `load ${n}` }),
  };
}

export type Outcome =
  { kind: 'ack'; ack: Ack } | { kind: 'broken'; error: string } | { kind: 'refused'; text: string };

export async function sendOrder(
  agent: http.Agent,
  port: number,
  cookie: string,
  spec: OrderSpec,
): Promise<Outcome> {
  let answer;
  try {
    answer = await request(
      agent,
      port,
      'POST',
      '/Order/MakeOrderAdvanced',
      { cookie: `lotto_sid=${cookie}`, 'content-type': 'application/json', 'idempotency-key': spec.key },
      spec.body,
    );
  } catch (error) {
    return { kind: 'broken', error: String(error) };
  }
  if (answer.status === 200) {
    let parsed: { success?: boolean; data?: { betStatus?: string; ticketXId?: (string | number)[] } };
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      // The server died while answering: the client never saw a receipt.
      return { kind: 'broken', error: `cut-off answer: ${answer.body.slice(0, 80)}` };
    }
    if (parsed.success && parsed.data?.betStatus && parsed.data.ticketXId) {
      return {
        kind: 'ack',
        ack: { betStatus: parsed.data.betStatus, ticketIds: parsed.data.ticketXId.map(Number) },
      };
    }
  }
  return { kind: 'refused', text: `${spec.key}: HTTP ${answer.status} ${answer.body.slice(0, 300)}` };
}

/** Records one outcome; a receipt for a key answered before must name the same tickets. */
export function record(ledger: Ledger, spec: OrderSpec, outcome: Outcome): void {
  if (outcome.kind === 'ack') {
    const before = ledger.acked.get(spec.key);
    if (before && before.ticketIds.join(',') !== outcome.ack.ticketIds.join(',')) {
      ledger.refused.push(
        `${spec.key}: a retry answered tickets ${outcome.ack.ticketIds} after ${before.ticketIds}`,
      );
    }
    ledger.acked.set(spec.key, outcome.ack);
    ledger.unacked.delete(spec.key);
  } else if (outcome.kind === 'broken') {
    if (!ledger.acked.has(spec.key)) ledger.unacked.set(spec.key, spec);
  } else {
    ledger.refused.push(outcome.text);
  }
}
