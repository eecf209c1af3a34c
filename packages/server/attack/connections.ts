/**
 * Issue #20 item 8: 2,000 idle sockets. Past MAX_CONNECTIONS they are closed at once and a normal
 * request still succeeds; a client sending its headers slowly is closed by the headers timeout.
 */
import net from 'node:net';
import { sleep } from '../bench/http-load.js';
import { Client, type Attempt } from './client.js';
import { HEADERS_TIMEOUT_MS, MAX_CONNECTIONS, type Target } from './server.js';

const SOCKETS = 2_000;

interface Held {
  socket: net.Socket;
  closedAt?: number;
  data: string;
}

function open(port: number): Held {
  const held: Held = { socket: net.connect(port, '127.0.0.1'), data: '' };
  held.socket.setEncoding('utf8');
  held.socket.on('data', (chunk: string) => (held.data += chunk));
  held.socket.on('error', () => undefined);
  held.socket.on('close', () => (held.closedAt ??= Date.now()));
  return held;
}

export async function connectionsAttack(target: Target): Promise<Attempt> {
  const name = `Connections: ${SOCKETS} idle sockets (cap ${MAX_CONNECTIONS}), slow headers`;
  const problems: string[] = [];
  const started = Date.now();
  const sockets: Held[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    sockets.push(open(target.port));
    if (i % 200 === 199) await sleep(10);
  }
  // Well inside the headers timeout: only the cap can have closed them yet.
  await sleep(Math.min(1_000, HEADERS_TIMEOUT_MS / 2));
  const closedEarly = sockets.filter((s) => s.closedAt !== undefined).length;
  if (closedEarly < SOCKETS - MAX_CONNECTIONS) {
    problems.push(`only ${closedEarly} of ${SOCKETS} closed at once (cap ${MAX_CONNECTIONS})`);
  }
  // The server answers a normal client once the idle ones are gone (ours, or by its timeout).
  for (const s of sockets) s.socket.destroy();
  await sleep(200);
  const normal = await new Client(target.port)
    .get('/healthz')
    .catch((e: Error) => ({ status: 0, body: e.message }));
  if (normal.status !== 200)
    problems.push(`a normal request afterwards answered ${normal.status} ${normal.body.slice(0, 100)}`);

  // A client that starts its headers and never finishes them.
  const slow = open(target.port);
  await new Promise((resolve) => slow.socket.once('connect', resolve));
  const slowFrom = Date.now();
  slow.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
  const trickle = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 500);
  const limit = HEADERS_TIMEOUT_MS * 2 + 3_000;
  while (slow.closedAt === undefined && Date.now() - slowFrom < limit) await sleep(100);
  clearInterval(trickle);
  const slowMs = (slow.closedAt ?? Date.now()) - slowFrom;
  if (slow.closedAt === undefined)
    problems.push(`a client trickling its headers was still open after ${limit} ms`);
  slow.socket.destroy();
  const detail = `${closedEarly} of ${SOCKETS} closed at once, normal request ${normal.status}, slow headers closed after ${slowMs} ms (${/^HTTP\/1\.1 (\d{3})/.exec(slow.data)?.[1] ?? 'no answer'}); ${Date.now() - started} ms`;
  return {
    name,
    ok: problems.length === 0,
    detail: problems.length ? `${problems.join('; ')} (${detail})` : detail,
  };
}
