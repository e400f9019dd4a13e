import { isIP, isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The address a request comes from, as the rate limits count it. It is the socket's peer unless
// the server is told that proxies stand in front of it (TRUST_PROXY): then each proxy appended
// the address it was reached from to X-Forwarded-For, and the client is the entry the outermost
// trusted proxy wrote, counted from the right. Entries further left were written by whoever sent
// the request and are never trusted (a client could name any address there).
// - TRUST_PROXY unset or `loopback`: one proxy is trusted when the peer is this machine (nginx on
//   the same host, as the README shows) or there is no peer at all (a request made inside the
//   process); a request from elsewhere is counted by its peer.
// - TRUST_PROXY=N: N proxies (e.g. a load balancer and nginx) are always in front.
// - TRUST_PROXY=0: no proxy; X-Forwarded-For is ignored.
// An IPv6 client is counted by its /64 network: one subscriber holds a whole /64 and could
// otherwise take a new address for every attempt.
export type TrustProxy = number | 'loopback';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any, any, any>;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's peer; null for a request that came through no socket (`app.request` in tests). */
function peerOf(c: AnyContext): string | null {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return null;
  return getConnInfo(c).remote.address ?? null;
}

/** The client's IP address as sent (the session history shows it), or null when unknown. */
export function clientIp(c: AnyContext, trustProxy: TrustProxy): string | null {
  const peer = peerOf(c);
  const hops = trustProxy === 'loopback' ? (!peer || LOOPBACK.test(peer) ? 1 : 0) : trustProxy;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry !== undefined && addressKey(entry) !== null) return entry;
  }
  return peer;
}

/** The key the rate limits count the client under, or null when its address is unknown. */
export function clientAddress(c: AnyContext, trustProxy: TrustProxy): string | null {
  const ip = clientIp(c, trustProxy);
  return ip === null ? null : addressKey(ip);
}

/** The key an address is counted under: IPv4 as it is, IPv6 as its /64; null when not an IP. */
export function addressKey(text: string): string | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return null;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The eight 16-bit groups of a valid IPv6 address, without leading zeros (a dotted IPv4 tail, which
 * a /64 never reaches, is counted as two zero groups).
 */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
