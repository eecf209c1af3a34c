/**
 * A closed-loop HTTP load generator over keep-alive connections (the benchmarks' client): each
 * worker sends its next request when the previous one answered.
 */
import http from 'node:http';
import net from 'node:net';

export interface Answer {
  status: number;
  body: string;
}

export interface Result {
  name: string;
  requests: number;
  failures: number;
  firstFailure: string | null;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function request(
  agent: http.Agent,
  port: number,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
  timeoutMs = 30_000,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export interface Sample {
  latencies: number[];
  failures: number;
  firstFailure: string | null;
  seconds: number;
}

/**
 * Runs `send` from `concurrency` workers for `seconds`; each worker starts its next request when the
 * previous one answered (closed loop). `check` answers an error text, or null when the answer is right.
 */
export function load(
  concurrency: number,
  seconds: number,
  send: (worker: number) => Promise<Answer>,
  check: (answer: Answer) => string | null,
): Promise<Sample> {
  const end = performance.now() + seconds * 1000;
  return loop(concurrency, () => performance.now() < end, send, check);
}

/** The closed loop of `load`, run while `going` answers true (checked before each request). */
export async function loop(
  concurrency: number,
  going: () => boolean,
  send: (worker: number) => Promise<Answer>,
  check: (answer: Answer) => string | null,
): Promise<Sample> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (going()) {
        const t0 = performance.now();
        let problem: string | null;
        try {
          problem = check(await send(worker));
        } catch (error) {
          problem = String(error);
        }
        latencies.push(performance.now() - t0);
        if (problem !== null) {
          failures += 1;
          firstFailure ??= problem;
        }
      }
    }),
  );
  return { latencies, failures, firstFailure, seconds: (performance.now() - started) / 1000 };
}

/** One route's figures over all its rounds: total requests over total time, percentiles of all. */
export function summarize(name: string, samples: readonly Sample[]): Result {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  return {
    name,
    requests: latencies.length,
    failures: samples.reduce((sum, sample) => sum + sample.failures, 0),
    firstFailure: samples.find((sample) => sample.firstFailure !== null)?.firstFailure ?? null,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

export const rateOf = (sample: Sample) => sample.latencies.length / sample.seconds;
