import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync, type ZlibOptions } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Bodies below this go out as they are: gzip's own header and the client's inflating cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

/** zlib's default level: most of level 9's size (JSON listings shrink ~13×) at a fraction of its time. */
const GZIP_LEVEL = 6;

/** Bodies up to this are gzipped on the loop, at the first client that takes gzip; bigger ones on libuv's thread pool when made. */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;

/**
 * What a Buffer costs in memory beyond its bytes: its two V8 objects (the view and its ArrayBuffer) and the native
 * backing store with its bookkeeping and malloc's rounding (measured: 400–500 bytes a Buffer of a few KB). The bytes
 * stay outside V8's heap on purpose: V8 lets its heap grow to a multiple of what is live in it before collecting
 * (up to 4× under load), so bodies kept as strings in the heap, though ~300 bytes smaller each, raised the peak
 * (bench:api, SQLite, same run: 164 MB against 151 MB).
 */
const BUFFER_OVERHEAD_BYTES = 500;

/**
 * An answer ready to send: its JSON body as bytes, its gzip (made once, see gzipBodyOf), and a strong ETag of the
 * bytes.
 */
export type ReadyAnswer = {
  identity: Buffer;
  /** Absent for a body below GZIP_MIN_BYTES, and until a client first takes gzip (gzipBodyOf). */
  gzip: Buffer | null;
  /** Quoted, strong: the same bytes have the same tag in every process. */
  etag: string;
  /** What it holds in memory (its bodies and their objects), for the cache's byte bound; grows when its gzip is made. */
  bytes: number;
};

/**
 * Makes the ready answer of a JSON text. A big body is gzipped here, off the loop (it never stalls other
 * requests); a small one at the first client that takes gzip (gzipBodyOf): many answers are only ever read by
 * clients that do not (other services, the shop's own calls), and the cache then holds one body each, not two.
 */
export async function readyAnswer(json: string): Promise<ReadyAnswer> {
  const identity = Buffer.allocUnsafeSlow(Buffer.byteLength(json, 'utf8'));
  identity.write(json, 'utf8');
  const compressed = identity.length > SYNC_GZIP_MAX_BYTES ? exactCopy(await gzipAsync(identity, gzipOptions(identity.length))) : null;
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: compressed, etag, bytes: bufferBytes(identity) + (compressed ? bufferBytes(compressed) : 0) };
}

function bufferBytes(bytes: Buffer): number {
  return bytes.length + BUFFER_OVERHEAD_BYTES;
}

/** The answer's gzipped body, made now on the loop if not yet (a small body: tens of microseconds); null below GZIP_MIN_BYTES. */
export function gzipBodyOf(answer: ReadyAnswer): Buffer | null {
  if (answer.gzip || answer.identity.length < GZIP_MIN_BYTES) return answer.gzip;
  answer.gzip = exactCopy(gzipSync(answer.identity, gzipOptions(answer.identity.length)));
  answer.bytes += bufferBytes(answer.gzip);
  return answer.gzip;
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
function gzipOptions(length: number): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length))));
  return { level: GZIP_LEVEL, windowBits, memLevel: windowBits < 14 ? 6 : 8 };
}
