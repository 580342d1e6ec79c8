import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { failure } from './lib/reply';
import type { UploadsStore } from './lib/uploads';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves uploads (immutable: every file name is a fresh id) and the built web app, with `index.html` for
 * client routes. API paths that match nothing answer the JSON 404 envelope.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  config: Config,
  uploads: UploadsStore,
  allowedMethodsOf: (pathname: string) => string[] | undefined = () => undefined,
): Promise<void> {
  await uploads.serve(app);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache headers come from setHeaders below, not the plugin's max-age=0 default.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; everything else is revalidated.
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): only the API is served; run "npm run build"`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A client route, not a missing file: a stale bundle must answer 404, never index.html posing as a script.
    const wantsPage = request.method === 'GET' && !/^\/(api|uploads|assets)\//.test(pathname) && !/\.\w+$/.test(pathname);
    if (wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDistDir);
    }
    const allowed = allowedMethodsOf(pathname);
    if (allowed && !allowed.includes(request.method)) {
      return reply.code(405).header('allow', allowed.join(', ')).send(failure(`${request.method} is not allowed here; use ${allowed.join(' or ')}`));
    }
    return reply.code(404).send(failure(`No route ${request.method} ${pathname}`));
  });
}
