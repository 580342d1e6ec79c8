import type { FastifyReply, FastifyRequest } from 'fastify';
import { oneAtATime } from '../one-at-a-time';
import { AnswerSlabs } from './answer-slabs';
import { inflated, readyAnswer, SYNC_GZIP_MAX_BYTES, type ReadyAnswer } from './ready-answer';
import { sendReadyAnswer } from './send-ready-answer';

/** How to answer one request from the cache, or make the answer when the cache has none for the current data. */
export type AnswerRecipe = {
  /**
   * The versions of what the answer shows, read for this request before anything else: a ready answer made under
   * another stamp is made again. Equal stamps must mean equal data (the caller's version counters).
   */
  stamp: string;
  /** The answer's JSON text, made from the database; a failure (a 404, a lost database) is answered, never kept. */
  json: () => Promise<string>;
  /** The same for everyone (public GET calls): ETag, 304 and public caching headers. */
  shared: boolean;
  /** False for a stamp of one client's answer (a shopper's cart): kept as it is, not among the shared stamps. */
  sharesStamp?: boolean;
  /**
   * Made one at a time with the other answers that say so, from reading the data to the ready bytes (gzip included):
   * an answer whose making takes heap in proportion to the data (a whole listing) then never adds up with another.
   */
  madeAlone?: boolean;
};

/** An answer as made, with the stamp it was made under (the cache keeps a copy of its bytes). */
type Made = ReadyAnswer & { stamp: string };

/**
 * A gzipped answer sent inflated this many times (to clients that do not take gzip) gets its plain bytes kept beside
 * its gzip: inflating one costs ~17 µs for a product's answer, ~1 ms for a whole category's (kept at once, over
 * SYNC_GZIP_MAX_BYTES), and an answer asked for by such clients over and over (another service polling a listing)
 * would pay it each time. A product's page, read a few times a minute by a client that does not take gzip, keeps
 * its gzip alone.
 */
export const INFLATED_BEFORE_KEPT_PLAIN = 8;

/** How many different stamps the cache shares at most (a stamp lives until the next write of what it names). */
const STAMPS_SHARED = 64;

/**
 * 56 MB of resident memory (bodies and entries honestly counted): every listing, search and home row in use and the
 * bench's ~24,000 product and comment answers (12,000 products read at random: 19.6 MB of JSON, ~8.6 MB kept as
 * gzip, packed in slabs; one Buffer each took ~2,200 bytes an answer). The bound now holds far more than that working
 * set, for a bigger catalogue. A bound below the working set costs
 * memory rather than saving it: each miss then makes garbage, which grows V8's heap further than the bytes saved
 * (bench:api's product scenario on SQLite, answers kept one Buffer each: 40 MB gave 137 µs a request and a 196 MB
 * peak, 56 MB 96 µs and 195 MB).
 */
export const DEFAULT_ANSWER_CACHE_LIMITS = { maxEntries: 50_000, maxBytes: 56 * 1024 * 1024 };

/**
 * Ready-to-send answers of public calls, by method, path and parsed query: a hit costs a Map lookup and writing a
 * Buffer (no query of the data, no serialising; gzip at most once). Each answer is kept with the stamp it was made under and
 * served only while the caller's stamp for the request is the same.
 */
export class AnswerCache {
  private readonly kept: AnswerSlabs;
  /** Answers being made, by stamp and key: requests that miss together make one answer (a listing just gone stale). */
  private readonly making = new Map<string, Promise<Made>>();
  /**
   * The stamps of answers made lately, each kept as one string: the thousands of answers made between two writes
   * share it instead of holding a copy each (~64 bytes an answer). Emptied when it holds STAMPS_SHARED.
   */
  private readonly stamps = new Map<string, string>();
  /** The queue of the answers made alone (AnswerRecipe.madeAlone). */
  private readonly alone = oneAtATime();

  /**
   * `finish` is what every answer's JSON text passes through before it is kept, as the app's onSend does to answers
   * made per request (absolute upload URLs for a storefront elsewhere).
   */
  constructor(
    limits: { maxEntries: number; maxBytes: number } = DEFAULT_ANSWER_CACHE_LIMITS,
    private readonly finish: (json: string) => string = (json) => json,
  ) {
    this.kept = new AnswerSlabs(limits);
  }

  /** Answers found kept (hits) and made because none was (misses), for the metrics. */
  readonly stats = { hits: 0, misses: 0 };

  /** Bytes the kept answers hold in memory (bodies, keys and the entries' objects). */
  get bytes(): number {
    return this.kept.bytes;
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * Sends the kept answer of this request if it was made under `stamp`; answers whether it did. Cheap enough for an
   * onRequest hook: a hit then skips parsing, validation and the handler (an answer is kept only for a request that
   * passed them, and the same request passes them again).
   */
  sendKept(request: FastifyRequest, reply: FastifyReply, stamp: string, shared: boolean, key = requestKey(request)): boolean {
    const entry = this.keptEntry(key, stamp);
    if (entry === -1) return false;
    this.sendEntry(request, reply, entry, shared);
    return true;
  }

  /**
   * Whether an answer is kept under `key` (requestKey), under any stamp (none: the caller need not read its versions to
   * check); the caller passes the same key on to sendKept rather than making it twice.
   */
  keeps(key: string): boolean {
    return this.kept.has(key);
  }

  /**
   * Sends the answer, kept or made (the route handler then returns `reply`, as Fastify asks of async handlers that
   * send). `key` tells apart answers that the request's method and URL do not (one shopper's from another's).
   */
  async send(request: FastifyRequest, reply: FastifyReply, recipe: AnswerRecipe, key = requestKey(request)): Promise<void> {
    const entry = this.keptEntry(key, recipe.stamp);
    if (entry !== -1) this.sendEntry(request, reply, entry, recipe.shared);
    else {
      const made = await this.make(key, recipe);
      sendReadyAnswer(
        request,
        reply,
        { etag: made.etag, gzip: made.gzip, identity: () => made.identity },
        { shared: recipe.shared },
      );
    }
  }

  /** The body kept under `key` (callKey) if made under the recipe's stamp, else made now (and kept): the same bytes a request with that key is sent. */
  async bodyOf(key: string, recipe: AnswerRecipe): Promise<Buffer> {
    const entry = this.keptEntry(key, recipe.stamp);
    return entry !== -1 ? this.plainOf(entry) : (await this.make(key, recipe)).identity;
  }

  /** The body kept under `key` (callKey) if it was made under `stamp`, else undefined (nothing is made). */
  keptBodyOf(key: string, stamp: string): Buffer | undefined {
    const entry = this.keptEntry(key, stamp);
    return entry === -1 ? undefined : this.plainOf(entry);
  }

  /** The entry kept under `key` if it was made under `stamp`, else -1. */
  private keptEntry(key: string, stamp: string): number {
    const entry = this.kept.find(key);
    const found = entry !== -1 && this.kept.stampOf(entry) === stamp ? entry : -1;
    if (found !== -1) this.stats.hits += 1;
    return found;
  }

  /** Sends a kept answer: its gzip, or its plain bytes to a client that does not take gzip (plainOf). */
  private sendEntry(request: FastifyRequest, reply: FastifyReply, entry: number, shared: boolean): void {
    sendReadyAnswer(
      request,
      reply,
      { etag: this.kept.etagOf(entry), gzip: this.kept.gzipOf(entry), identity: () => this.plainOf(entry) },
      { shared },
    );
  }

  /**
   * A kept entry's plain bytes: kept, or its gzip inflated (and kept from then on when it was inflated often, or is
   * big: INFLATED_BEFORE_KEPT_PLAIN).
   */
  private plainOf(entry: number): Buffer {
    const plain = this.kept.plainOf(entry);
    if (plain) return plain;
    const made = inflated(this.kept.gzipOf(entry)!);
    if (this.kept.countInflated(entry) >= INFLATED_BEFORE_KEPT_PLAIN || made.length > SYNC_GZIP_MAX_BYTES)
      this.kept.setPlain(entry, made);
    return made;
  }

  private sharedStamp(stamp: string): string {
    const known = this.stamps.get(stamp);
    if (known !== undefined) return known;
    if (this.stamps.size >= STAMPS_SHARED) this.stamps.clear();
    this.stamps.set(stamp, stamp);
    return stamp;
  }

  private make(key: string, recipe: AnswerRecipe): Promise<Made> {
    const makingKey = `${recipe.stamp} ${key}`;
    const already = this.making.get(makingKey);
    if (already) return already;
    this.stats.misses += 1;
    const stamp = recipe.sharesStamp === false ? recipe.stamp : this.sharedStamp(recipe.stamp);
    const build = async (): Promise<Made> => ({ ...(await readyAnswer(this.finish(await recipe.json()))), stamp });
    const made = recipe.madeAlone ? this.alone(build) : build();
    this.making.set(makingKey, made);
    const done = () => this.making.delete(makingKey);
    made.then((answer) => {
      done();
      this.kept.set(key, answer);
    }, done);
    return made;
  }
}

/**
 * The request as the cache tells answers apart: method (HEAD as GET), path, and the query's parameters in name
 * order, as sent (the key is known before the route parses anything), so `?offset=0&limit=4` and `?limit=4&offset=0`
 * share an answer.
 */
export function requestKey(request: FastifyRequest): string {
  return callKey(request.method, request.url);
}

/** The key of a call by its method and URL (path and query, as a client sends them): requestKey's. */
export function callKey(requestMethod: string, url: string): string {
  const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
  const mark = url.indexOf('?');
  if (mark === -1) return `${method} ${url}`;
  const parameters = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean);
  return `${method} ${url.slice(0, mark)}?${parameters.length > 1 ? parameters.sort().join('&') : parameters.join('&')}`;
}
