// Issue 21, item 4: who may read /metrics (the allowed network, or the bearer token), and the labels
// that keep its series bounded.
import { describe, expect, it } from 'vitest';
import { MetricsAccess, moduleOfFlow } from '../../services/platform/metrics';

const TOKEN = 'a-metrics-token-of-forty-characters-0123';
const access = new MetricsAccess({ allowFrom: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'], token: TOKEN, temporalBindAddress: undefined });
const from = (ip: string, authorization?: string, untrustedProxy = false) => access.allows({ ip, authorization, untrustedProxy });

describe('access to /metrics', () => {
  it.each([
    ['an address in an allowed range', '10.20.30.40'],
    ['an allowed address', '127.0.0.1'],
    ['an IPv4 client of a server listening on ::', '::ffff:10.1.2.3'],
    ['an IPv6 address in an allowed range', 'fd00::17'],
  ])('is open to %s without a token', (_what, ip) => {
    expect(from(ip)).toBe(true);
  });

  it.each([
    ['another address', '192.0.2.1'],
    ['the next address after a range', '11.0.0.0'],
    ['another loopback address than the one allowed', '127.0.0.2'],
    ['an IPv6 address outside the ranges', '2001:db8::1'],
    ['no address at all', ''],
  ])('is closed to %s without a token', (_what, ip) => {
    expect(from(ip)).toBe(false);
  });

  it('is open to anyone with the bearer token, in any case of its scheme', () => {
    expect(from('192.0.2.1', `Bearer ${TOKEN}`)).toBe(true);
    expect(from('192.0.2.1', `bearer ${TOKEN}`)).toBe(true);
  });

  it('is closed to a wrong token, a prefix of it, or another scheme', () => {
    expect(from('192.0.2.1', `Bearer ${TOKEN}0`)).toBe(false);
    expect(from('192.0.2.1', `Bearer ${TOKEN.slice(0, 20)}`)).toBe(false);
    expect(from('192.0.2.1', `Basic ${TOKEN}`)).toBe(false);
  });

  it('judges a request forwarded by a proxy TRUST_PROXY does not name by its token alone (its address is the proxy’s)', () => {
    expect(from('127.0.0.1', undefined, true)).toBe(false);
    expect(from('127.0.0.1', `Bearer ${TOKEN}`, true)).toBe(true);
  });

  it('takes no token at all when none is configured', () => {
    const tokenless = new MetricsAccess({ allowFrom: [], token: undefined, temporalBindAddress: undefined });
    expect(tokenless.allows({ ip: '127.0.0.1', untrustedProxy: false, authorization: 'Bearer undefined' })).toBe(false);
  });
});

describe('the module label of a command', () => {
  it('is the catalogue module its flow belongs to, and `other` for anything else', () => {
    expect(moduleOfFlow('setup1-1869012345678901234')).toBe('setup1');
    expect(moduleOfFlow('no-such-module-123')).toBe('other');
    expect(moduleOfFlow('setup1')).toBe('other');
  });
});
