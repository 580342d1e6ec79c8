import { apiPaths } from '@voltcart/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { failure } from './reply';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET calls of the spec that change state (its client signs out with a GET): guarded like a POST. */
const STATE_CHANGING_GETS = new Set<string>([apiPaths.auth.logout]);
/** Calls that prove themselves another way (PhonePe and the couriers sign their webhooks). */
const EXEMPT_PATHS = new Set<string>([apiPaths.payment.webhook, apiPaths.shipping.webhook]);

/**
 * Refuses writes that a browser sends on behalf of another site (CSRF), whatever the cookie's SameSite:
 * `Sec-Fetch-Site` says where a browser request comes from; older browsers send only `Origin`. Requests
 * with neither (scripts, curl, servers) and bearer-token calls carry no ambient credentials, so they pass.
 */
export function addCrossSiteGuard(app: FastifyInstance, options: { publicUrl: string; corsOrigins: string[] }): void {
  const trusted = new Set([new URL(options.publicUrl).origin, ...options.corsOrigins]);

  // Callback style: it runs on every request, and an async hook costs each a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    // HEAD runs a GET's handler without its body: it must never sign anyone out.
    if (request.method === 'HEAD' && STATE_CHANGING_GETS.has(request.url.split('?')[0]!)) {
      reply.code(405).header('allow', 'GET, POST').send(failure('method_not_allowed', 'HEAD is not allowed here'));
      return;
    }
    if (!isCrossSiteWrite(request, trusted)) return done();
    request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'] }, 'cross-site write refused');
    done(new AppError('not_allowed', 'This request came from another site and was refused'));
  });
}

function isCrossSiteWrite(request: FastifyRequest, trusted: Set<string>): boolean {
  const pathname = request.url.split('?')[0]!;
  const changesState = !SAFE_METHODS.has(request.method) || (request.method === 'GET' && STATE_CHANGING_GETS.has(pathname));
  if (!changesState || EXEMPT_PATHS.has(pathname)) return false;
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return false;
  const origin = request.headers.origin;
  if (origin && trusted.has(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (site === 'same-origin' || site === 'none') return false;
  // No Sec-Fetch-Site: an Origin we do not know (including "null") is another site's page.
  return origin !== undefined;
}
