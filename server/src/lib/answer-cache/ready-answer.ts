import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** Bodies below this go out as they are: gzip's own header and the client's inflating cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

/** zlib's default level: most of level 9's size (JSON listings shrink ~13×) at a fraction of its time. */
const GZIP_LEVEL = 6;

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

/** Makes the ready answer of a JSON text (gzip on libuv's thread pool, so a big listing never stalls the loop). */
export async function readyAnswer(json: string): Promise<ReadyAnswer> {
  const identity = Buffer.allocUnsafeSlow(Buffer.byteLength(json, 'utf8'));
  identity.write(json, 'utf8');
  const compressed = identity.length >= GZIP_MIN_BYTES ? exactCopy(await gzipped(identity, { level: GZIP_LEVEL })) : null;
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
