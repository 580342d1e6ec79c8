import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../lib/trust-proxy';
import { ConfigError } from './error';

/** `CORS_ORIGINS`: a comma-separated list of exact origins (`https://shop.example.in`); never `*` or `null`. */
export function parseCorsOrigins(text: string | undefined): string[] {
  if (!text?.trim()) return [];
  return text.split(',').map((entry) => {
    const candidate = entry.trim();
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      throw new ConfigError(
        `Invalid configuration: CORS_ORIGINS entry "${candidate}" is not an origin like https://shop.example.in`,
      );
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== candidate.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid configuration: CORS_ORIGINS entry "${candidate}" is not an origin like https://shop.example.in`,
      );
    }
    return url.origin;
  });
}

/**
 * `TRUST_PROXY`: unset/`false` trusts no proxy (the socket's address counts); a whole number trusts that many
 * hops; otherwise a comma-separated list of proxy addresses or CIDR ranges. Never `true`: that would let any
 * client choose its address with X-Forwarded-For.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === 'off' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !bitsOk || rest.length > 0) {
      throw new ConfigError(`Invalid configuration: TRUST_PROXY entry "${entry}" is not a hop count, an address or a CIDR range`);
    }
  }
  return entries;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** A URL's host that names this machine (`localhost`, 127.0.0.0/8, `::1`, also written IPv4-mapped): traffic never leaves it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const version = isIP(host);
  return version !== 0 && LOOPBACK.check(host, version === 6 ? 'ipv6' : 'ipv4');
}
