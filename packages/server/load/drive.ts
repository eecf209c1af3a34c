/**
 * Drives orders at the servers: a fixed number with a fixed number in flight (the load part), or
 * until told to stop (the crash rounds), and the retries of what was never answered.
 */
import type http from 'node:http';
import { orderSpec, record, sendOrder, type Ledger, type OrderSpec } from './orders.js';
import type { Seeded } from './setup.js';

export interface Target {
  agent: http.Agent;
  ports: () => number[];
  cookies: Map<string, string>;
  seeded: Seeded;
  ledger: Ledger;
  prefix: string;
}

export function specFor(target: Target, n: number): OrderSpec {
  const { usernames, limits, drawDate } = target.seeded;
  return orderSpec(target.prefix, n, usernames, [...limits.keys()], drawDate);
}

async function sendOne(target: Target, spec: OrderSpec, port: number): Promise<boolean> {
  const t0 = performance.now();
  const outcome = await sendOrder(target.agent, port, target.cookies.get(spec.username)!, spec);
  if (outcome.kind === 'ack') target.ledger.latencies.push(performance.now() - t0);
  record(target.ledger, spec, outcome);
  return outcome.kind !== 'broken';
}

/** Orders `from`..`from + count - 1`, `inFlight` at a time, spread over the servers. Answers seconds taken. */
export async function fireOrders(
  target: Target,
  from: number,
  count: number,
  inFlight: number,
): Promise<number> {
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < from + count) {
        const n = next;
        next += 1;
        const ports = target.ports();
        await sendOne(target, specFor(target, n), ports[n % ports.length]!);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Keeps `inFlight` orders going from `from` on until `stop()` resolves; a worker whose connection
 * broke (its server was killed) stops. Answers the next unused order number once all settled.
 */
export async function fireUntil(
  target: Target,
  from: number,
  inFlight: number,
  stop: Promise<void>,
): Promise<number> {
  let next = from;
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (!stopped) {
        const n = next;
        next += 1;
        const ports = target.ports();
        if (!(await sendOne(target, specFor(target, n), ports[n % ports.length]!))) return;
      }
    }),
  );
  return next;
}

/** Sends every unacknowledged order again with its own key and body until each is answered. */
export async function retryUnacked(target: Target, port: number, inFlight: number): Promise<number> {
  let retried = 0;
  for (let attempt = 0; attempt < 5 && target.ledger.unacked.size > 0; attempt += 1) {
    const pending = [...target.ledger.unacked.values()];
    retried += pending.length;
    for (let i = 0; i < pending.length; i += inFlight) {
      await Promise.all(pending.slice(i, i + inFlight).map((spec) => sendOne(target, spec, port)));
    }
  }
  return retried;
}
