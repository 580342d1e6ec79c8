import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/** TRUST_PROXY as Fastify takes it; a hop count becomes "trust the nearest N addresses" (proxy-addr's rule). */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
