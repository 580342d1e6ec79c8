import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerCache, INFLATED_BEFORE_KEPT_PLAIN } from './answer-cache';

// The cache on a bare Fastify app: what it keeps, how much, and when it makes an answer again.

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app whose GET /things/:n answers a JSON body of about `size` bytes, made by counting `made`. */
function appWith(
  cache: AnswerCache,
  options: { size?: number; letter?: string; noise?: boolean; stamp?: () => string; fail?: (n: string) => boolean } = {},
) {
  const made: string[] = [];
  app = Fastify();
  app.get<{ Params: { n: string } }>('/things/:n', async (request, reply) => {
    await cache.send(request, reply, {
      stamp: options.stamp?.() ?? 'v1',
      shared: true,
      json: async () => {
        made.push(request.params.n);
        if (options.fail?.(request.params.n)) throw new Error('no such thing');
        const size = options.size ?? 10;
        const filler = options.noise ? randomBytes(size / 2).toString('hex') : (options.letter ?? 'x').repeat(size);
        return JSON.stringify({ thing: request.params.n, filler });
      },
    });
    return reply;
  });
  return { made, get: (n: number | string, query = '') => app!.inject({ method: 'GET', url: `/things/${n}${query}` }) };
}

describe('the ready answers cache', () => {
  it('holds at most its byte bound, however many different answers are asked for', async () => {
    const cache = new AnswerCache({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    // Bodies that gzip shrinks by half only (3 KB of hex), as its gzip is what is kept.
    const { made, get } = appWith(cache, { size: 3000, noise: true });
    for (let n = 0; n < 200; n += 1) {
      expect((await get(n)).statusCode).toBe(200);
      expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.size).toBeLessThan(200);
    // The first ones went to make room: asked again, they are made again.
    expect((await get(0)).json().thing).toBe('0');
    expect(made.filter((n) => n === '0')).toHaveLength(2);
    expect((await get(199)).statusCode).toBe(200);
    expect(made.filter((n) => n === '199')).toHaveLength(1);
  });

  it('makes an answer once for requests that miss together, and again when its stamp changes', async () => {
    let stamp = 'v1';
    const { made, get } = appWith(new AnswerCache(), { stamp: () => stamp });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(1)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(made).toEqual(['1']);
    // The same query in another order is the same answer.
    await get(1, '?a=1&b=2');
    await get(1, '?b=2&a=1');
    expect(made).toEqual(['1', '1']);
    stamp = 'v2';
    await get(1);
    expect(made).toEqual(['1', '1', '1']);
  });

  it('never keeps a failure: the next request tries again', async () => {
    const { made, get } = appWith(new AnswerCache(), { fail: (n) => n === 'bad' });
    expect((await get('bad')).statusCode).toBe(500);
    expect((await get('bad')).statusCode).toBe(500);
    expect(made).toEqual(['bad', 'bad']);
  });

  it("keeps a gzipped answer's gzip alone, inflates it for a client that takes no gzip, and keeps it plain once asked often", async () => {
    const cache = new AnswerCache();
    const { made, get } = appWith(cache, { size: 5000 });
    const plain = await get(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ thing: '1', filler: 'x'.repeat(5000) });
    // Kept: its gzip, far smaller than its plain bytes.
    const gzippedOnly = cache.bytes;
    expect(gzippedOnly).toBeLessThan(plain.rawPayload.length);
    const gzipped = await app!.inject({ method: 'GET', url: '/things/1', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(cache.bytes).toBe(gzippedOnly);
    // Sent inflated to clients that take no gzip (the same bytes and tag each time), then kept plain beside its gzip.
    for (let n = 1; n < INFLATED_BEFORE_KEPT_PLAIN; n += 1) {
      const again = await get(1);
      expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
      expect(again.headers.etag).toBe(plain.headers.etag);
      expect(cache.bytes).toBe(gzippedOnly);
    }
    expect((await get(1)).rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(cache.bytes).toBe(gzippedOnly + plain.rawPayload.length);
    expect((await get(1)).rawPayload.equals(plain.rawPayload)).toBe(true);
    const zippedAgain = await app!.inject({ method: 'GET', url: '/things/1', headers: { 'accept-encoding': 'gzip' } });
    expect(zippedAgain.rawPayload.equals(gzipped.rawPayload)).toBe(true);
    expect(cache.bytes).toBe(gzippedOnly + plain.rawPayload.length);
    expect(made).toEqual(['1']);
  });

  it('keeps a body too small to gzip as it is, and sends it as it is to every client', async () => {
    const cache = new AnswerCache();
    const { get } = appWith(cache, { size: 200 });
    const plain = await get(1);
    const taking = await app!.inject({ method: 'GET', url: '/things/1', headers: { 'accept-encoding': 'gzip' } });
    expect(taking.headers['content-encoding']).toBeUndefined();
    expect(taking.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(cache.bytes).toBeGreaterThan(plain.rawPayload.length);
  });

  it('answers the same bytes, length and tag from the cache as when made, for ASCII text and for any other', async () => {
    for (const letter of ['x', '₹']) {
      const { made, get } = appWith(new AnswerCache(), { size: 3000, letter });
      const first = await get(1);
      const again = await get(1);
      expect(made).toEqual(['1']);
      for (const answer of [first, again]) {
        expect(answer.json()).toEqual({ thing: '1', filler: letter.repeat(3000) });
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        const sha1 = createHash('sha1').update(answer.rawPayload).digest('base64url');
        expect(answer.headers.etag).toBe(`"${sha1}"`);
      }
      const gzipped = await app!.inject({ method: 'GET', url: '/things/1', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gzipped.rawPayload).equals(first.rawPayload)).toBe(true);
      await app!.close();
    }
  });

  it('makes the answers that ask to be made alone one after another, from data to ready bytes, and others side by side', async () => {
    const cache = new AnswerCache();
    const madeSideBySide = async (madeAlone: boolean) => {
      let running = 0;
      let most = 0;
      // Bodies above 64 KB, whose gzip is made off the loop, as a whole listing's is.
      const recipe = (n: number) => ({
        stamp: `v-${madeAlone}`,
        shared: true,
        madeAlone,
        json: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
          return JSON.stringify({ n, filler: 'x'.repeat(100_000) });
        },
      });
      const bodies = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          cache
            .bodyOf(`GET /listing/${madeAlone}/${n}`, recipe(n))
            .then((body) => JSON.parse(body.toString('utf8')) as { n: number }),
        ),
      );
      expect(bodies.map((body) => body.n)).toEqual([1, 2, 3, 4]);
      return most;
    };
    expect(await madeSideBySide(true)).toBe(1);
    expect(await madeSideBySide(false)).toBe(4);
  });
});
