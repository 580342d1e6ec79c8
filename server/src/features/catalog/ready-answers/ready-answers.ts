import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/engine/schema';
import type { CatalogVersion } from '../../../db/versions/catalog-version';
import { catalogVersionReader } from '../../../db/versions/catalog-version-reader';
import { stockMarks } from '../../../db/versions/stock-marks';
import { AnswerCache, callKey, requestKey, type AnswerRecipe } from '../../../lib/answer-cache';
import { dataJsonOf, okJson } from '../../../lib/reply';

/**
 * What a public answer shows, and so which writes make it stale: `products` (names, prices, images, categories:
 * catalog_version.version), `products-and-stock` (those and units in stock: also stock_version), `product` (those,
 * and one product's units in stock: its stock mark, stock-marks.ts, which another product's stock change leaves
 * alone), `discussion` (a product's comments and their authors: comments_version; and version, since a deleted product
 * answers 404), `fixed` (nothing a write changes: the category list).
 */
export type Shows = 'products' | 'products-and-stock' | 'product' | 'discussion' | 'fixed';

/** The stamp of an answer of data read at `version`; `product`'s also has its product's stock mark (readyAnswers' `stamp`). */
function stampOf(version: CatalogVersion | undefined, shows: Exclude<Shows, 'product'>): string {
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

/** Data with the catalogue's versions read in the same statement (one snapshot). */
export type AtVersion<T> = { data: T; version: CatalogVersion };

export type ReadyAnswerRecipe<T> = {
  shows: Shows;
  /** The product whose page the answer is (`shows: 'product'`). */
  productId?: string;
  /**
   * Other products whose units in stock the answer shows (`shows: 'product'`: a variant's page shows its group's):
   * their stock marks are in its stamp too, so a member's checkout makes it stale and another product's does not.
   */
  alsoStockOf?: (data: T) => string[];
  /** The route's 200 schema: the answer is serialised through it exactly as Fastify would (same fields, same order). */
  schema: z.ZodType;
  /** False for a POST call: a ready body only, no ETag or public caching headers. */
  shared?: boolean;
  /**
   * Made alone (AnswerRecipe.madeAlone): a whole listing (no `limit`), whose making holds its products' objects and
   * JSON in the heap (100,000 products in one category: ~245 MB at the peak for a 61 MB answer). With `dataAtVersion`
   * the data is read before the queue (its versions make the stamp): only `data` recipes are read in it.
   */
  madeAlone?: boolean;
} & (
  | {
      /** The answer's data at the versions just read (search takes them so it reads them once per request). */
      data: (version: CatalogVersion | undefined) => Promise<T>;
    }
  | {
      /** The answer's data with the versions it was read at: no separate version read when no answer is kept. */
      dataAtVersion: () => Promise<AtVersion<T>>;
    }
);

/** Answers public catalogue and discussion calls from ready bodies, made again after the writes `shows` names (any process's). */
export type ReadyAnswers = {
  /**
   * The route's options (GET calls), spread into its own. Its onRequest hook reads the versions and sends a ready
   * answer made under them before the request is parsed or validated; otherwise the handler's `answer` makes it, with
   * the versions read here. Ready answers carry their own gzip: @fastify/compress stays off the route (one hook less
   * on every answer).
   */
  route: (shows: Shows) => { onRequest: onRequestAsyncHookHandler; compress: false };
  answer: <T>(request: FastifyRequest, reply: FastifyReply, recipe: ReadyAnswerRecipe<T>) => Promise<void>;
  /**
   * The JSON text a GET of `url` (path and query, as the API call is written) is answered with: the kept answer if made
   * under the versions read now, else made and kept for the call too (a page's HTML carries its first call's answer).
   */
  jsonOf: <T>(url: string, recipe: ReadyAnswerRecipe<T>) => Promise<string>;
  /**
   * The `data` of the answer kept for a GET of `url` (path and query, as the API call is written) as JSON text, if it was
   * made under the versions read now; undefined when none is kept or it is stale (nothing is made).
   */
  keptDataJson: (url: string, shows: Shows, productId?: string) => Promise<string | undefined>;
  /**
   * Makes and keeps the answer of a GET of `url` (path and query, as the API call is written) that a page is about to
   * ask for, when none is kept; nothing is read when one is, under any versions (the call itself checks them).
   */
  prepare: <T>(url: string, recipe: ReadyAnswerRecipe<T>) => Promise<void>;
  /** Closes what reads the versions (the shop stops). */
  close: () => void;
};

/**
 * The catalogue's and discussions' ready answers over one cache (one memory bound for both). Each request reads
 * the versions once, by a read started after it arrived (catalog-version-reader.ts), so a write another process
 * committed before the request is always seen.
 */
export function readyAnswers(db: Kysely<Database>, cache = new AnswerCache()): ReadyAnswers {
  const versions = catalogVersionReader(db);
  const marks = stockMarks(db);
  /** The versions `early` read for a request, for its handler when no ready answer matched. */
  const readEarly = new WeakMap<FastifyRequest, CatalogVersion>();
  /**
   * The other products whose stock a product's last made answer showed (its variant group's members). Which ones can
   * change only by a write that moves `version`, so an answer checked by an older list is stale by its version anyway.
   */
  const stockShownWith = new Map<string, string[]>();
  /** The stamp of `shows` at `version`; a product page's waits only when its stock changes must be read first. */
  function stamp(version: CatalogVersion | undefined, shows: Shows, productId: string | undefined): string | Promise<string> {
    if (shows !== 'product') return stampOf(version, shows);
    if (!version) return 'fixed';
    if (productId === undefined) throw new Error("an answer that shows 'product' names its product");
    const others = stockShownWith.get(productId) ?? [];
    const read = [productId, ...others].map((id) => marks.markOf(id, version));
    const withMarks = (productMarks: string[]) => `${version.token}:${version.version}:p${productMarks.join(',')}`;
    if (read.every((mark): mark is string => typeof mark === 'string')) return withMarks(read);
    return Promise.all(read).then(withMarks);
  }
  /** Notes which other products' stock the answer of `productId` shows, before its stamp is made. */
  function noteStockShown<T>(recipe: ReadyAnswerRecipe<T>, data: T): void {
    if (recipe.shows !== 'product' || !recipe.productId || !recipe.alsoStockOf) return;
    const others = recipe.alsoStockOf(data);
    if (others.length) stockShownWith.set(recipe.productId, others);
    else stockShownWith.delete(recipe.productId);
  }
  /** The cache's recipe: the stamp of the versions the data is read at, and the answer's text made lazily where it can be. */
  async function cacheRecipe<T>(
    recipe: ReadyAnswerRecipe<T>,
    versionReadEarly: CatalogVersion | undefined,
  ): Promise<AnswerRecipe> {
    const { shows, schema, shared = true, madeAlone, productId } = recipe;
    const serialised = (data: unknown) => okJson(schema, data);
    // The data read with its versions, or (lazily: only when nothing is kept) at the versions read before it.
    if ('dataAtVersion' in recipe) {
      const { data, version } = await recipe.dataAtVersion();
      noteStockShown(recipe, data);
      return { stamp: await stamp(version, shows, productId), shared, madeAlone, json: async () => serialised(data) };
    }
    const version = shows === 'fixed' ? undefined : (versionReadEarly ?? (await versions.current()));
    return {
      stamp: await stamp(version, shows, productId),
      shared,
      madeAlone,
      json: async () => serialised(await recipe.data(version)),
    };
  }
  return {
    route: (shows) => ({
      compress: false,
      onRequest: async function readyAnswer(request, reply) {
        if (shows === 'fixed') {
          if (cache.sendKept(request, reply, stampOf(undefined, shows), true)) return reply;
          return;
        }
        // None kept: nothing to check the versions against; the handler reads them (with its data, where it can).
        const key = requestKey(request);
        if (!cache.keeps(key)) return;
        const version = await versions.current();
        // The route's own parameter, not yet validated: only looked up (an unknown id has no mark but the base).
        const productId = shows === 'product' ? (request.params as { id?: string }).id : undefined;
        const now = stamp(version, shows, productId);
        if (cache.sendKept(request, reply, typeof now === 'string' ? now : await now, true, key)) return reply;
        readEarly.set(request, version);
      },
    }),
    async answer(request, reply, recipe) {
      // Every ready answer's bytes are its route's serialiser's: okJson parses with the recipe's schema and stringifies
      // the result, as fastify-type-provider-zod's serializerCompiler does with the route's 200 schema, and the recipe's
      // schema must be that one. Bytes made without a request (a page's first call, jsonOf; a discussion made with its
      // product, prepare) come from the same recipe builders (categoryAnswer, productAnswer...) their routes use here.
      const routeSchema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
      if (routeSchema !== recipe.schema)
        throw new Error(`the ready answer of ${request.routeOptions.url ?? request.url} is not made with its route's 200 schema`);
      await cache.send(request, reply, await cacheRecipe(recipe, readEarly.get(request)));
      // As an async handler that sent does, wait on the reply (settles once the answer is out): Fastify, seeing the
      // handler settle before the answer's async onSend hooks ran, would otherwise send an empty one.
      return reply;
    },
    async jsonOf(url, recipe) {
      const body = await cache.bodyOf(callKey('GET', url), await cacheRecipe(recipe, undefined));
      return body.toString('utf8');
    },
    async keptDataJson(url, shows, productId) {
      const key = callKey('GET', url);
      if (!cache.keeps(key)) return undefined;
      const body = cache.keptBodyOf(key, await stamp(await versions.current(), shows, productId));
      return body && dataJsonOf(body);
    },
    async prepare(url, recipe) {
      const key = callKey('GET', url);
      if (!cache.keeps(key)) await cache.bodyOf(key, await cacheRecipe(recipe, undefined));
    },
    close: versions.close,
  };
}
