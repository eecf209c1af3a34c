import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { addressKey } from '../lib/client-address.js';

export interface ConnectionCapOptions {
  /** open connections per client address; 0 turns the cap off */
  max: number;
  /** TRUST_PROXY: the peers that are proxies, not clients (config/env.ts) */
  trustProxy: boolean | string[];
  /** called for every connection closed by the cap (a metric) */
  onRefused?: () => void;
}

/**
 * Whether a peer is a trusted proxy, by the same rule (and library) Fastify uses to believe its
 * X-Forwarded-For: true trusts every peer, a list its addresses and ranges.
 */
export function trustedProxy(trustProxy: boolean | string[]): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trust = proxyAddr.compile(trustProxy);
  return (address) => trust(address, 0);
}

/**
 * Caps the open connections of one client address (issue 36 item 6): one address holding
 * thousands of silent sockets, reopened as the headers timeout closes them, otherwise fills
 * MAX_CONNECTIONS and every other client is refused. It acts on the socket, as it is accepted and
 * before a byte of HTTP is read: past the cap the new socket is destroyed at once, unanswered.
 *
 * A socket knows only its peer, not the client behind a proxy: the proxy's own connections carry
 * every client, so a trusted proxy (TRUST_PROXY) is not capped here; it caps its clients itself
 * (nginx `limit_conn`, deploy/nginx/lotto.conf). With TRUST_PROXY=true every peer is a proxy and
 * nothing is capped: name the proxy's address instead (docs/deploy.md "Limits"). An IPv6 peer
 * counts by its /64 (lib/client-address.ts). Answers whether the cap is on.
 */
export function capConnectionsPerAddress(server: Server, options: ConnectionCapOptions): boolean {
  if (options.max <= 0 || options.trustProxy === true) return false;
  const isProxy = trustedProxy(options.trustProxy);
  const open = new Map<string, number>();
  // Before Node's HTTP listener: the refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    // No address: the peer is gone already (Node destroys such a socket itself).
    if (peer === undefined || isProxy(peer)) return;
    const key = addressKey(peer);
    const count = open.get(key) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      options.onRefused?.();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return true;
}
