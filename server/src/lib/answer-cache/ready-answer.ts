import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync, type ZlibOptions } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Bodies below this go out as they are: gzip's own header and the client's inflating cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

/** zlib's default level: most of level 9's size (JSON listings shrink ~13×) at a fraction of its time. */
const GZIP_LEVEL = 6;

/** Bodies up to this are gzipped on the loop (tens of microseconds); bigger ones on libuv's thread pool. */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;

/** An answer ready to send: its JSON body as bytes, gzipped once, and a strong ETag of the bytes. */
export type ReadyAnswer = {
  identity: Buffer;
  /** Absent for a body below GZIP_MIN_BYTES. */
  gzip: Buffer | null;
  /** Quoted, strong: the same bytes have the same tag in every process. */
  etag: string;
  /** What it holds in memory, for the cache's byte bound. */
  bytes: number;
};

/** Makes the ready answer of a JSON text (a big listing's gzip runs off the loop, so it never stalls other requests). */
export async function readyAnswer(json: string): Promise<ReadyAnswer> {
  const identity = Buffer.allocUnsafeSlow(Buffer.byteLength(json, 'utf8'));
  identity.write(json, 'utf8');
  const compressed = identity.length >= GZIP_MIN_BYTES ? exactCopy(await gzipOf(identity)) : null;
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: compressed, etag, bytes: identity.length + (compressed?.length ?? 0) };
}

/**
 * The bytes in memory of their own size. Small Buffers are slices of a shared slab (8 KB for Buffer.from, zlib's
 * 16 KB output chunk): kept for long, each would pin its whole slab, and thousands of small answers would hold
 * many times the bytes the cache counts.
 */
function exactCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * gzip at GZIP_LEVEL. A window no bigger than the body compresses it the same, and zlib then sets up (allocates and
 * clears) a fraction of its default 256 KB of state: most answers are a few KB.
 */
function gzipOf(body: Buffer): Promise<Buffer> {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(body.length))));
  const options: ZlibOptions = { level: GZIP_LEVEL, windowBits, memLevel: windowBits < 14 ? 6 : 8 };
  return body.length <= SYNC_GZIP_MAX_BYTES ? Promise.resolve(gzipSync(body, options)) : gzipAsync(body, options);
}
