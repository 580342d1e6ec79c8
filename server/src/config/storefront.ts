import { getDomain } from 'tldts';
import { ConfigError } from './error';

/**
 * A site as browsers decide SameSite: the scheme and the registrable domain (the public suffix list's eTLD+1: `shop.
 * example.co.in` and `api.example.co.in` are one site); a host without one (localhost, an address) is its own site.
 */
export function siteOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${getDomain(url.hostname) ?? url.hostname}`;
}

export type StorefrontSettings = {
  /** Where the payment return and the order emails go when the calling storefront is not a listed origin. */
  storefrontUrl: string;
  /** The session cookie's SameSite: None (with Secure, https only) when a listed storefront is another site. */
  sessionSameSite: 'lax' | 'none';
};

/**
 * `STOREFRONT_URL` (default: PUBLIC_URL's origin) must be PUBLIC_URL's origin or listed in CORS_ORIGINS: links never
 * lead to an origin the shop does not serve. A listed origin on another site needs the session cookie sent across
 * sites, which browsers allow only to a Secure cookie: SameSite=None over https; over http it stays Lax (the
 * storefront then cannot keep a session: README, split deployment).
 */
export function storefrontSettings(
  publicUrl: string,
  corsOrigins: string[],
  storefrontUrl: string | undefined,
): StorefrontSettings {
  const own = new URL(publicUrl).origin;
  let storefront = own;
  if (storefrontUrl?.trim()) {
    let url: URL;
    try {
      url = new URL(storefrontUrl.trim());
    } catch {
      throw new ConfigError(
        `Invalid configuration: STOREFRONT_URL "${storefrontUrl}" is not an origin like https://shop.example.in`,
      );
    }
    if (url.origin !== own && !corsOrigins.includes(url.origin)) {
      throw new ConfigError(
        `Invalid configuration: STOREFRONT_URL ${url.origin} must be PUBLIC_URL's origin or listed in CORS_ORIGINS`,
      );
    }
    storefront = url.origin;
  }
  const crossSite = corsOrigins.some((origin) => siteOf(origin) !== siteOf(own));
  return { storefrontUrl: storefront, sessionSameSite: crossSite && own.startsWith('https://') ? 'none' : 'lax' };
}

/** The storefront a request comes from: its Origin when that is a listed one, else `fallback` (never an unlisted origin). */
export function storefrontOf(origin: string | undefined, corsOrigins: string[], fallback: string): string {
  return origin && corsOrigins.includes(origin) ? origin : fallback;
}
