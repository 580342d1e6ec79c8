import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** TRUST_PROXY parsed (config/network.ts): no proxy, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as Fastify takes it; a hop count becomes "trust the nearest N addresses" (proxy-addr's rule). */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** The headers a proxy or load balancer adds to say whom it forwards for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export const UNTRUSTED_PROXY_WARNING =
  'requests arrive through a proxy (they carry X-Forwarded-For, Forwarded or X-Real-IP) but TRUST_PROXY is unset: ' +
  "rate limits and sign-in lockouts see the proxy's address, so every client shares one; set TRUST_PROXY to the " +
  "proxy hop count (1 behind one load balancer) or the proxies' addresses";

/**
 * With TRUST_PROXY unset, the first request that carries a forwarding header logs one warning per process: behind a
 * proxy, every client would share the proxy's address. Each request costs a few header lookups until then, none after.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trust: TrustProxy): void {
  if (trust !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) {
      warned = true;
      request.log.warn(UNTRUSTED_PROXY_WARNING);
    }
    done();
  });
}
