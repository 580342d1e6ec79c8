import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

const YEAR = 365 * 24 * 60 * 60;

/** Which answers are the API's (JSON, and the invoice PDF as an attachment): they get the API's headers and caching. */
const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * Headers every answer carries (helmet): no framing, no MIME sniffing, no referrer leaks, HSTS when the shop is served
 * over https, and the request id. Pages (the web app, the sandbox's pay page) also carry the Content-Security-Policy
 * the web app runs under (scripts only from the shop itself, never inline; styles may be inline for the server-drawn
 * sandbox page) and the headers only a document heeds. API answers (`/api/`: JSON, and the invoice PDF as an
 * attachment) carry the set OWASP's REST Security Cheat Sheet names for APIs, with a policy that lets nothing load
 * (`default-src 'none'; frame-ancestors 'none'`); those that set no caching of their own are not kept (`no-store`).
 */
export async function addSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; corsOrigins: string[] },
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const everyAnswer = {
    hsts: https ? { maxAge: YEAR, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A storefront on another origin (CORS_ORIGINS) shows the shop's images and reads its API.
    crossOriginResourcePolicy: { policy: options.corsOrigins.length > 0 ? 'cross-origin' : 'same-site' },
    crossOriginEmbedderPolicy: false,
  } satisfies FastifyHelmetOptions;
  const pageHeaders = await helmetHeaders({
    ...everyAnswer,
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
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  // What only a document heeds (opener and agent-cluster isolation, DNS prefetching, the old XSS filter, IE's
  // download prompt, Flash's cross-domain files) has no use on JSON; fewer bytes on every API answer.
  const apiHeaders = await helmetHeaders({
    ...everyAnswer,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // Set where helmet sets them (the raw answer, before any route's own), so a route's header of the same name wins; all
  // in one hook when the request arrives (no second hook as the answer leaves: every answer pays for each hook).
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiRequest(request);
    const raw = reply.raw;
    for (const [name, value] of api ? apiHeaders : pageHeaders) raw.setHeader(name, value);
    raw.setHeader('x-request-id', request.id);
    // An API answer not marked cacheable (the public catalogue's are, with their ETags: their cache-control replaces
    // this one) may be someone's own: no browser or proxy keeps it.
    if (api) raw.setHeader('cache-control', 'no-store');
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
