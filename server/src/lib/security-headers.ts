import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Headers every answer carries (helmet): a Content-Security-Policy the web app runs under (scripts only from
 * the shop itself, never inline; styles may be inline for the server-drawn sandbox page), no framing, no
 * MIME sniffing, no referrer leaks, HSTS when the shop is served over https, and the request id; API answers that
 * set no caching of their own are not kept (`no-store`).
 */
export async function addSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; corsOrigins: string[] }): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const headers = await helmetHeaders({
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
  // Set where helmet sets them (the raw answer, before any route's own), so a route's header of the same name wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    // An API answer not marked cacheable (the public catalogue's are, with their ETags) may be someone's own: no browser
    // or proxy keeps it.
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}

/** What every answer carries from the shop itself, not from helmet. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The headers helmet sets with these options, worked out once: @fastify/helmet rebuilds helmet (parsing every CSP
 * directive) on every request, a measurable share of a small answer's cost, for headers that never change here.
 * Helmet stays the one that decides them: a throwaway app with the plugin answers once and its headers are kept.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', async () => '');
    const answer = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(answer.headers).flatMap(([name, value]) =>
      NOT_HELMETS.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
    );
  } finally {
    await probe.close();
  }
}
