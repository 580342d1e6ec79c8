import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Headers every answer carries (helmet): a Content-Security-Policy the web app runs under (scripts only from
 * the shop itself, never inline; styles may be inline for the server-drawn sandbox page), no framing, no
 * MIME sniffing, no referrer leaks, HSTS when the shop is served over https, and the request id.
 */
export async function addSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; corsOrigins: string[] }): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: YEAR, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // A storefront on another origin (CORS_ORIGINS) shows the shop's images.
    crossOriginResourcePolicy: { policy: options.corsOrigins.length > 0 ? 'cross-origin' : 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
