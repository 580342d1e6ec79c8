import type { FastifyInstance } from 'fastify';
import { refuseControlCharacters } from './control-characters';
import { allowListedOrigins } from './cors';
import { addCrossSiteGuard } from './cross-site-guard';
import { trackRouteMethods } from './method-not-allowed';
import { addSecurityHeaders } from './security-headers';

/**
 * What guards every call before a feature sees it: security headers, CORS for listed origins only, the
 * cross-site write guard, and JSON or multipart bodies only (a text/plain body answers 415).
 * Returns the methods each known path allows, for 405 answers. Register before any route.
 */
export async function registerHttpSafety(app: FastifyInstance, config: { publicUrl: string; corsOrigins: string[] }) {
  const allowedMethodsOf = trackRouteMethods(app);
  app.removeContentTypeParser('text/plain');
  await addSecurityHeaders(app, config);
  await allowListedOrigins(app, config.corsOrigins);
  addCrossSiteGuard(app, config);
  refuseControlCharacters(app);
  return allowedMethodsOf;
}
