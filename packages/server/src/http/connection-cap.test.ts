import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from '../app.js';

/**
 * Issue 36 item 6: one address cannot fill the connection cap. On real sockets (the cap acts as a
 * socket is accepted, before any HTTP): 127.0.0.1 plays the trusted proxy, 127.0.0.2 an attacker
 * reaching the instance directly, 127.0.0.3 and on other clients.
 */

const CAP = 3;
const REQUEST = 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';

describe.each(TEST_DIALECTS)('connections per address on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: {
      MAX_CONNECTIONS: '20',
      MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
      TRUST_PROXY: '127.0.0.1',
      HEADERS_TIMEOUT_MS: '5000',
    },
  });
  let app: FastifyInstance;
  let port = 0;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.close();
  });

  interface Connection {
    socket: net.Socket;
    connected: Promise<void>;
    /** what the server sent before the connection closed ('' if nothing) */
    closed: Promise<string>;
  }

  function connect(from: string, send?: string): Connection {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    const connected = new Promise<void>((resolve) =>
      socket.once('connect', () => {
        if (send) socket.write(send);
        resolve();
      }),
    );
    return {
      socket,
      connected,
      closed: new Promise((resolve) => socket.on('close', () => resolve(received))),
    };
  }

  async function holdSilent(from: string, count: number): Promise<Connection[]> {
    const held = Array.from({ length: count }, () => connect(from));
    await Promise.all(held.map((c) => c.connected));
    return held;
  }

  it(`closes the ${CAP + 1}th connection of one address unanswered, while other addresses are served`, async () => {
    const held = await holdSilent('127.0.0.2', CAP);
    // One more from the same address, sending a whole request at once: closed, nothing read.
    const refused = await Promise.all([1, 2].map(() => connect('127.0.0.2', REQUEST).closed));
    expect(refused).toEqual(['', '']);
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^lotto_connections_refused_total 2$/m);
    // Another client is served meanwhile.
    expect(await connect('127.0.0.3', REQUEST).closed).toMatch(/^HTTP\/1\.1 200/);
    // When one of the silent ones goes, the address gets its place back.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await connect('127.0.0.2', REQUEST).closed).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.socket.destroy();
  });

  it('does not cap the trusted proxy: its connections carry every client', async () => {
    const held = await holdSilent('127.0.0.1', CAP + 2);
    expect(await connect('127.0.0.1', REQUEST).closed).toMatch(/^HTTP\/1\.1 200/);
    for (const c of held) c.socket.destroy();
  });

  it('holds against silent sockets reopened as they close: every other client is served', async () => {
    // The attack of issue 36: 2,000 silent sockets from one address, each reopened when closed,
    // against a cap of 20 for the whole server (here 200 sockets).
    let stop = false;
    const flood = (): void => {
      if (stop) return;
      const c = connect('127.0.0.4');
      void c.closed.then(flood);
    };
    for (let i = 0; i < 200; i += 1) flood();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => connect(`127.0.1.${i + 1}`, REQUEST).closed),
    );
    stop = true;
    for (const socket of sockets) socket.destroy();
    expect(answers.filter((answer) => /^HTTP\/1\.1 200/.test(answer))).toHaveLength(10);
  });
});
