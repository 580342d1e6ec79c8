import { pagePaths } from '@voltcart/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/executor';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** Crawlers may keep these for a few minutes: a new product shows up in the sitemap soon enough. */
const CRAWLER_CACHE = 'public, max-age=300';

export function seoRoutes(deps: { db: Executor; publicUrl: string }): FastifyPluginAsync {
  return async (app) => {
    app.get(pagePaths.sitemap, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(await sitemapXml(deps.db, deps.publicUrl)),
    );
    app.get(pagePaths.robots, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(deps.publicUrl)),
    );
  };
}
