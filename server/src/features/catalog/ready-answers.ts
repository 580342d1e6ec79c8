import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/executor';
import { currentCatalogVersion, type CatalogVersion } from '../../db/search/catalog-version';
import type { AnswerCache } from '../../lib/answer-cache';
import { ok } from '../../lib/reply';

/**
 * What a public answer shows, and so which writes make it stale: `products` (names, prices, images, categories:
 * catalog_version.version), `products-and-stock` (those and units in stock: also stock_version), `discussion` (a
 * product's comments and their authors: comments_version; and version, since a deleted product answers 404),
 * `fixed` (nothing a write changes: the category list).
 */
export type Shows = 'products' | 'products-and-stock' | 'discussion' | 'fixed';

function stampOf(version: CatalogVersion | undefined, shows: Shows): string {
  if (!version || shows === 'fixed') return 'fixed';
  const { token, version: products, stockVersion, commentsVersion } = version;
  switch (shows) {
    case 'products':
      return `${token}:${products}`;
    case 'products-and-stock':
      return `${token}:${products}:${stockVersion}`;
    case 'discussion':
      return `${token}:${products}::${commentsVersion}`;
  }
}

export type ReadyAnswerRecipe<T> = {
  shows: Shows;
  /** The route's 200 schema: the answer is serialised through it exactly as Fastify would (same fields, same order). */
  schema: z.ZodType;
  /** The answer's data at the versions just read (search takes them so it reads them once per request). */
  data: (version: CatalogVersion | undefined) => Promise<T>;
  /** False for a POST call: a ready body only, no ETag or public caching headers. */
  shared?: boolean;
};

/** Answers a public catalogue call from ready bodies, made again after the writes `shows` names (any process's). */
export type ReadyAnswers = <T>(request: FastifyRequest, reply: FastifyReply, recipe: ReadyAnswerRecipe<T>) => Promise<void>;

/**
 * The catalogue's and discussions' ready answers over one cache. Each request reads the versions once (a read
 * started after it arrived, shared with the requests beside it), so a write another process committed before the
 * request is always seen.
 */
export function readyAnswers(db: Executor, cache: AnswerCache): ReadyAnswers {
  return async (request, reply, { shows, schema, data, shared = true }) => {
    const version = shows === 'fixed' ? undefined : await currentCatalogVersion(db);
    await cache.send(request, reply, {
      stamp: stampOf(version, shows),
      shared,
      json: async () => JSON.stringify(schema.parse(ok(await data(version)))),
    });
    // As an async handler that sent does, wait on the reply (settles once the answer is out): Fastify, seeing the
    // handler settle before the answer's async onSend hooks ran, would otherwise send an empty one.
    return reply;
  };
}
