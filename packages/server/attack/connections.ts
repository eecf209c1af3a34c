/**
 * Issue #20 item 8: 2,000 idle sockets. Past MAX_CONNECTIONS they are closed at once and a normal
 * request still succeeds; a client sending its headers slowly is closed by the headers timeout.
 * Issue 36 item 6 (oneAddressAttack): 2,000 silent sockets from one address reaching the instance
 * directly, reopened as they are closed, while 40 other clients ask: every one is answered.
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

/** From 127.0.0.1 (the attacked server's trusted proxy) unless `from` names another address. */
function open(port: number, from?: string): Held {
  const socket = net.connect({ port, host: '127.0.0.1', ...(from ? { localAddress: from } : {}) });
  const held: Held = { socket, data: '' };
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

/** The attacker: an address of its own on loopback, not the trusted proxy (127.0.0.1). */
const ATTACKER = '127.0.0.2';
const LEGITIMATE = 40;

/** One GET /healthz from `from`, straight to the instance; its status, or 0 if closed unanswered. */
async function directGet(port: number, from: string, timeoutMs: number): Promise<number> {
  const held = open(port, from);
  held.socket.once('connect', () =>
    held.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
  );
  const deadline = Date.now() + timeoutMs;
  while (held.closedAt === undefined && Date.now() < deadline) await sleep(20);
  held.socket.destroy();
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(held.data)?.[1] ?? 0);
}

export async function oneAddressAttack(target: Target): Promise<Attempt> {
  const name = `One address: ${SOCKETS} silent sockets from ${ATTACKER} reopened as they close (cap ${MAX_CONNECTIONS}), ${LEGITIMATE} other clients`;
  const started = Date.now();
  let stop = false;
  let opened = 0;
  const live = new Set<Held>();
  const hold = (): void => {
    if (stop) return;
    const held = open(target.port, ATTACKER);
    opened += 1;
    live.add(held);
    held.socket.once('close', () => {
      live.delete(held);
      // A refused socket is tried again after a breath, one that timed out at once.
      setTimeout(hold, held.data === '' ? 20 : 0);
    });
  };
  for (let i = 0; i < SOCKETS; i += 1) {
    hold();
    if (i % 200 === 199) await sleep(10);
  }
  await sleep(500);
  // The other clients ask in waves through one headers timeout and beyond, so some ask right
  // when the first silent sockets are closed by the timeout and reopened.
  const statuses: number[] = [];
  const waves = 4;
  for (let wave = 0; wave < waves; wave += 1) {
    const answers = await Promise.all(
      Array.from({ length: LEGITIMATE / waves }, (_, i) =>
        directGet(target.port, `127.0.${wave + 1}.${i + 10}`, 5_000),
      ),
    );
    statuses.push(...answers);
    await sleep(HEADERS_TIMEOUT_MS / 2);
  }
  stop = true;
  const heldAtEnd = live.size;
  for (const held of live) held.socket.destroy();
  const served = statuses.filter((status) => status === 200).length;
  const detail = `${served} of ${LEGITIMATE} other clients answered 200 (${statuses.filter((s) => s !== 200).length} refused or closed); ${opened} sockets opened by ${ATTACKER}, ${heldAtEnd} open at the end; ${Date.now() - started} ms`;
  return { name, ok: served === LEGITIMATE, detail };
}
