import { pagePaths } from '@voltcart/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/engine/executor';
import { failure } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import { robotsTxt } from './robots';
import { sitemapPartXml, sitemapXml } from './sitemap';

/** Crawlers may keep these for a few minutes: a new product shows up in the sitemap soon enough. */
const CRAWLER_CACHE = 'public, max-age=300';
const XML = 'application/xml; charset=utf-8';

export function seoRoutes(deps: { db: Executor; publicUrl: string }): FastifyPluginAsync {
  return async (app) => {
    app.get(pagePaths.sitemap, { schema: { hide: true }, ...publicRoute }, async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', CRAWLER_CACHE)
        .send(await sitemapXml(deps.db, deps.publicUrl)),
    );
    // A crawler's address, not an API call: anything but "<n>.xml" of an existing part is simply not there.
    app.get<{ Params: { part: string } }>(
      '/sitemap/:part',
      { schema: { hide: true }, ...publicRoute },
      async (request, reply) => {
        const part = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part)?.[1];
        const xml = part === undefined ? undefined : await sitemapPartXml(deps.db, deps.publicUrl, Number(part));
        if (xml === undefined)
          return reply
            .code(404)
            .send(failure('not_found', `No sitemap part ${request.params.part}; the sitemap is ${pagePaths.sitemap}`));
        return reply.type(XML).header('cache-control', CRAWLER_CACHE).send(xml);
      },
    );
    app.get(pagePaths.robots, { schema: { hide: true }, ...publicRoute }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(deps.publicUrl)),
    );
  };
}
