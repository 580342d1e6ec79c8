import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip, gzipSync, type ZlibOptions } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * Bodies below this go out as they are: gzip's own header and the client's inflating cost more than they save; and a
 * kept answer that small is sent as it is to a client that takes no gzip, never inflated (bench:api's product pages
 * with 256 here: ~20% more of the shop's CPU a request, most of its answers inflated for its clients).
 */
export const GZIP_MIN_BYTES = 1024;

/** A ready answer's gzip is kept when it is at most this share of its bytes; else it goes out as it is to every client. */
const GZIP_KEPT_SHARE = 0.75;

/** zlib's default level: most of level 9's size (JSON listings shrink ~13×) at a fraction of its time. */
const GZIP_LEVEL = 6;

/** Bodies up to this are gzipped on the loop when made (tens of microseconds); bigger ones on libuv's thread pool. */
export const SYNC_GZIP_MAX_BYTES = 64 * 1024;

/**
 * An answer ready to send: its JSON body as bytes, its gzip (made with it), and a strong ETag of the bytes.
 */
export type ReadyAnswer = {
  identity: Buffer;
  /** Null for a body below GZIP_MIN_BYTES or that gzip hardly shrinks (it goes out as it is to every client). */
  gzip: Buffer | null;
  /** Quoted, strong: the same bytes have the same tag in every process. */
  etag: string;
};

/**
 * Makes the ready answer of a JSON text, gzipped at once when it is big enough (browsers all take gzip, and the
 * cache keeps a gzipped answer's gzip only: see AnswerSlabs). A big body is gzipped off the loop, so it never stalls
 * other requests.
 */
export async function readyAnswer(json: string): Promise<ReadyAnswer> {
  const identity = Buffer.from(json, 'utf8');
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  if (identity.length < GZIP_MIN_BYTES) return { identity, gzip: null, etag };
  const options = gzipOptions(identity.length);
  const compressed = identity.length > SYNC_GZIP_MAX_BYTES ? await gzipAsync(identity, options) : gzipSync(identity, options);
  return { identity, gzip: compressed.length <= identity.length * GZIP_KEPT_SHARE ? compressed : null, etag };
}

/** The plain bytes of a gzip this module made (a kept answer asked for by a client that does not take gzip). */
export function inflated(gzipped: Buffer): Buffer {
  return gunzipSync(gzipped);
}

/**
 * gzip at GZIP_LEVEL. A window no bigger than the body compresses it the same, and zlib then sets up (allocates and
 * clears) a fraction of its default 256 KB of state: most answers are a few KB.
 */
function gzipOptions(length: number): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length))));
  return { level: GZIP_LEVEL, windowBits, memLevel: windowBits < 14 ? 6 : 8 };
}
