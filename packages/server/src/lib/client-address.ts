import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** An IPv6 client is counted by its /64, as @fastify/rate-limit counts it (its default). */
export const IPV6_PREFIX = 64;

/**
 * The key a client address is counted under by the throttles and the connection cap. One home,
 * phone or office on IPv6 gets a whole /64 and its devices pick addresses in it at will (privacy
 * extensions pick a new one every day or every connection), so an IPv6 address counts by its /64:
 * `2001:db8:1:2::/64` for every address in it. An IPv4 address, also written IPv4-mapped
 * (`::ffff:10.0.0.1`, how a dual-stack socket reports it), counts as itself. Anything that does not
 * parse as an address is its own key.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  try {
    const parsed = new Address6(address);
    if (parsed.isMapped4()) return parsed.to4().correctForm();
    return `${new Address6(`${parsed.correctForm()}/${IPV6_PREFIX}`).startAddress().correctForm()}/${IPV6_PREFIX}`;
  } catch {
    return address.toLowerCase();
  }
}
