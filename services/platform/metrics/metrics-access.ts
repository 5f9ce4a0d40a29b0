import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { MetricsConfig } from '../config';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `::ffff:10.0.0.1` (an IPv4 client of a server listening on `::`) is checked as 10.0.0.1. */
function plainAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  const family = isIP(address);
  return family ? { address, family: family === 4 ? 'ipv4' : 'ipv6' } : undefined;
}

/** Who asks: the address Fastify took (`request.ip`), and whether it came through a proxy it does not trust. */
export interface MetricsCaller {
  ip: string;
  /** Forwarding headers that TRUST_PROXY did not resolve: the address is a proxy's, not the client's. */
  untrustedProxy: boolean;
  authorization: string | undefined;
}

/**
 * Who may read /metrics: a client whose address is in METRICS_ALLOW_FROM (the scraper on the
 * deployment's network), or anyone with `Authorization: Bearer <METRICS_TOKEN>`. The address is
 * Fastify's `request.ip`, so X-Forwarded-For counts only from a proxy TRUST_PROXY names; a request
 * forwarded by a proxy it does not name is judged by its token alone, since the address it shows
 * (often 127.0.0.1) is the proxy's.
 */
export class MetricsAccess {
  private readonly allowed = new BlockList();
  private readonly token: Buffer | undefined;

  constructor(config: MetricsConfig) {
    for (const entry of config.allowFrom) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) this.allowed.addAddress(address, family);
      else this.allowed.addSubnet(address, Number(prefix), family);
    }
    this.token = config.token ? digest(config.token) : undefined;
  }

  allows({ ip, untrustedProxy, authorization }: MetricsCaller): boolean {
    const client = plainAddress(ip);
    if (client && !untrustedProxy && this.allowed.check(client.address, client.family)) return true;
    const given = /^bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    // Compared as digests: equal lengths, and no early exit that times how much of the token was right.
    return this.token !== undefined && given !== undefined && timingSafeEqual(digest(given), this.token);
  }
}
