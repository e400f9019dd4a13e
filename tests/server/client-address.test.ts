// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, type TrustProxy } from '../../server/abuse/client-address.ts';
import { readConfig } from '../../server/config.ts';

// Which address the rate limits count a request under, for each TRUST_PROXY setting.
async function addressOf(options: {
  trustProxy: TrustProxy;
  peer?: string;
  forwardedFor?: string;
}): Promise<string | null> {
  const app = new Hono();
  app.get('/', (c) => c.json({ address: clientAddress(c, options.trustProxy) }));
  const headers = options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : undefined;
  // @hono/node-server hands the app the Node request, whose socket has the peer's address.
  const env = options.peer ? { incoming: { socket: { remoteAddress: options.peer } } } : undefined;
  const response = await app.request('/', { headers }, env);
  return ((await response.json()) as { address: string | null }).address;
}

describe('the client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(
      await addressOf({ trustProxy: 0, peer: '192.0.2.10', forwardedFor: '203.0.113.5' }),
    ).toBe('192.0.2.10');
  });

  it('trusts a proxy on this machine by default, and only its own entry', async () => {
    expect(
      await addressOf({
        trustProxy: 'loopback',
        peer: '127.0.0.1',
        forwardedFor: '203.0.113.5, 192.0.2.77',
      }),
    ).toBe('192.0.2.77');
    // A request from elsewhere is not a local proxy's: its header is not believed.
    expect(
      await addressOf({ trustProxy: 'loopback', peer: '192.0.2.10', forwardedFor: '203.0.113.5' }),
    ).toBe('192.0.2.10');
  });

  it('takes the entry the outermost of N trusted proxies wrote', async () => {
    const forwardedFor = '10.9.9.9, 192.0.2.77, 10.0.0.2';
    expect(await addressOf({ trustProxy: 2, peer: '10.0.0.3', forwardedFor })).toBe('192.0.2.77');
    expect(await addressOf({ trustProxy: 1, peer: '10.0.0.3', forwardedFor })).toBe('10.0.0.2');
    // Not an address: the peer is counted instead.
    expect(await addressOf({ trustProxy: 1, peer: '10.0.0.3', forwardedFor: 'unknown' })).toBe(
      '10.0.0.3',
    );
  });

  it('is unknown for a request that came through no socket and no trusted header', async () => {
    expect(await addressOf({ trustProxy: 'loopback' })).toBeNull();
    expect(await addressOf({ trustProxy: 1, forwardedFor: '192.0.2.1' })).toBe('192.0.2.1');
  });

  it('counts IPv6 clients by their /64 and IPv4 in IPv6 as IPv4', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1:5678')).toBeNull();
    expect(addressKey("' OR 1=1--")).toBeNull();
  });

  it('is set by TRUST_PROXY: a number of proxies, or loopback by default', () => {
    expect(readConfig({}).trustProxy).toBe('loopback');
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
