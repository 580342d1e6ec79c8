import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { fullImageUrlOf, isAdminPage } from '@voltcart/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { GZIP_MIN_BYTES } from './lib/answer-cache/ready-answer';
import { takesGzip } from './lib/answer-cache/send-ready-answer';
import { failure } from './lib/reply';
import { markRoutesPublic } from './lib/route-access';
import { sessionCookieName } from './lib/sessions';
import type { UploadsStore } from './lib/uploads';
import { keyOfUrl, UPLOADS_PREFIX } from './lib/uploads/store';
import { keptPages as keptPagesOf, pageToSend, type PageToSend } from './kept-pages/kept-pages';
import { loadPageRenderer } from './page-render';
import { loadPageTemplate } from './page-template';
import { loadRouteChunkLinks } from './web-route-chunks';
import { isDatabaseUnavailable } from './db/engine/unavailable';
import { escapeHtml } from './lib/escape-html';
import { UNAVAILABLE_RETRY_SECONDS, unavailablePage } from './unavailable-page';

/**
 * What one page is answered with: its status, its head section (`undefined` keeps the template's own) and the web app's
 * state it is rendered with (as JSON, and as the script that carries it in the page).
 */
export type PageHeadOf = (
  pathname: string,
  query: URLSearchParams,
) => Promise<{ status: number; headHtml: string | undefined; stateJson: string; stateHtml: string }>;

const YEAR = 365 * 24 * 60 * 60;
const DAY = 24 * 60 * 60;
const MEDIUM_IMAGE = /^\/uploads\/[^?]+-medium\.webp(\?|$)/;

/**
 * Serves uploads (immutable: every file name is a fresh id) and the built web app, with `index.html` for
 * client routes, its head written per page by `pageHeadOf` (title, description, canonical, Open Graph, JSON-LD;
 * an unknown product answers 404) and, where the build has its server entry, the shopper's page rendered inside it
 * with the state the browser hydrates (page-render.ts); the admin area is the browser's alone. API paths that match
 * nothing answer the JSON 404 envelope.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  config: Config,
  uploads: UploadsStore,
  allowedMethodsOf: (pathname: string) => string[] | undefined = () => undefined,
  pageHeadOf: PageHeadOf = async () => ({ status: 200, headHtml: undefined, stateJson: '{}', stateHtml: '' }),
): Promise<void> {
  // Images stored before the medium size existed have only full and thumbnail: a srcset naming their medium size
  // gets the full image instead (a day's cache: the answer never changes, but a redirect is cheap to revalidate).
  // Every request passes this hook: the others go on at once (callback style: no promise, no microtask turn).
  app.addHook('onRequest', (request, reply, done) => {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith(UPLOADS_PREFIX) || !MEDIUM_IMAGE.test(url)) return done();
    const mediumPath = url.split('?')[0]!;
    const key = keyOfUrl(mediumPath);
    const full = fullImageUrlOf(mediumPath);
    if (!key || !full) return done();
    uploads.exists(key).then((exists) => {
      if (exists) return done();
      reply.code(302).header('location', full).header('cache-control', `public, max-age=${DAY}`).send();
    }, done);
  });
  // Images anyone may load: every route the store declares is public.
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await uploads.serve(scope);
  });

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const template = hasWeb ? loadPageTemplate(indexHtml) : undefined;
  const routeChunkLinks = loadRouteChunkLinks(config.webDistDir);
  const renderPage = hasWeb ? await loadPageRenderer(config.webDistDir) : undefined;
  const sessionCookie = sessionCookieName(config.secureCookies);
  const keptPages = keptPagesOf(config.keptPagesBytes);
  if (hasWeb) {
    // The built web app's files, anyone's: every route the plugin declares is public.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: config.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        // Cache headers come from setHeaders below, not the plugin's max-age=0 default.
        cacheControl: false,
        setHeaders(res, filePath) {
          // Hashed bundles never change; everything else is revalidated.
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? `public, max-age=${YEAR}, immutable` : 'no-cache',
          );
        },
      });
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): only the API is served; run "npm run build"`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A client route, not a missing file: a stale bundle must answer 404, never index.html posing as a script.
    const wantsPage = request.method === 'GET' && !/^\/(api|uploads|assets)\//.test(pathname) && !/\.\w+$/.test(pathname);
    if (wantsPage && template) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      let page;
      try {
        page = await pageHeadOf(pathname, new URLSearchParams(request.url.slice(pathname.length)));
      } catch (error) {
        // The database is away: a small page that says so and tries again, answered at once.
        if (isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, 'database unavailable: answered the page "We\'ll be right back"');
          reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
          return sendPage(request, reply, pageToSend(503, unavailablePage(template.asBuilt, escapeHtml(request.url))));
        }
        // The catalogue did not answer: the web app still loads and shows its own error.
        request.log.error({ err: error }, 'could not write the page head');
        return sendPage(request, reply, pageToSend(503, template.asBuilt));
      }
      const withSession = request.headers.cookie?.includes(`${sessionCookie}=`) ?? false;
      const key = `${withSession ? 'session' : 'none'} ${request.url}`;
      const kept = keptPages.find(key, page.stateJson);
      if (kept) return sendPage(request, reply, kept);
      // A missing product or category is the 404 page: its chunks are not the page's.
      const chunks = page.status === 200 ? routeChunkLinks(pathname) : '';
      const headHtml = page.headHtml && chunks ? `${page.headHtml}\n    ${chunks}` : page.headHtml;
      // Without a render (no server entry, the admin area, a render that failed) the browser renders the page, from the
      // same state.
      let rootHtml: string | undefined;
      if (renderPage && !isAdminPage(pathname)) {
        try {
          rootHtml = await renderPage(request.url, page.stateJson, request.log);
        } catch (error) {
          request.log.error({ err: error }, 'could not render the page');
        }
      }
      const html = template.withParts({ headHtml, rootHtml, stateHtml: page.stateHtml, withSession });
      // A page the browser renders is not kept: its render is tried again on the next request.
      return sendPage(
        request,
        reply,
        rootHtml !== undefined ? keptPages.keep(key, page.stateJson, page.status, html) : pageToSend(page.status, html),
      );
    }
    const allowed = allowedMethodsOf(pathname);
    if (allowed && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(failure('method_not_allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}`));
    }
    return reply.code(404).send(failure('not_found', `No route ${request.method} ${pathname}`));
  });
}

/**
 * Sends a page, gzipped when the client takes gzip: @fastify/compress compresses routes' answers, and pages are
 * answered by the not-found handler, which is no route (the home page is ~230 KB, ~25 gzipped).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageToSend): FastifyReply {
  reply.code(page.status);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (page.length < GZIP_MIN_BYTES || !takesGzip(request.headers['accept-encoding'])) return reply.send(page.html());
  return reply.header('content-encoding', 'gzip').send(page.gzipped());
}
