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
 * ASCII bodies up to this are kept as strings (see ReadyAnswer.identity); a bigger one stays bytes: Node encodes a
 * string at each write (a copy, ~1 µs a KB), and a Buffer's fixed cost is small beside its size.
 */
const STRING_BODY_MAX_BYTES = 16 * 1024;

/**
 * What a Buffer costs in memory beyond its bytes: its two V8 objects (the view and its ArrayBuffer) and the native
 * backing store with its bookkeeping and malloc's rounding (measured: 400–500 bytes a Buffer of a few KB).
 */
const BUFFER_OVERHEAD_BYTES = 500;

/**
 * An answer ready to send: its JSON body, its gzip (made once, see gzipBodyOf), and a strong ETag of the bytes.
 */
export type ReadyAnswer = {
  /**
   * The body: a small ASCII body (most answers: JSON escapes little) as a one-byte string, which V8 keeps in its heap
   * at a byte a character; any other as its UTF-8 bytes. A string saves a Buffer's objects and native bookkeeping,
   * a fifth of what a product's answer of ~1 KB costs in the cache.
   */
  identity: string | Buffer;
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
  const utf8 = Buffer.from(json, 'utf8');
  // As many bytes as characters: every character is ASCII. Decoded again as latin1, it becomes a new flat one-byte
  // string (the serialiser's text may be a tree of concatenated pieces, each an object of its own).
  const ascii = utf8.length === json.length && utf8.length <= STRING_BODY_MAX_BYTES;
  const identity = ascii ? utf8.toString('latin1') : exactCopy(utf8);
  const compressed = utf8.length > SYNC_GZIP_MAX_BYTES ? exactCopy(await gzipAsync(utf8, gzipOptions(utf8.length))) : null;
  const etag = `"${createHash('sha1').update(utf8).digest('base64url')}"`;
  return { identity, gzip: compressed, etag, bytes: bodyBytes(identity) + (compressed ? bodyBytes(compressed) : 0) };
}

/** What a body holds in memory: a string its characters (one byte each) and V8's header; a Buffer its bytes and objects. */
function bodyBytes(body: string | Buffer): number {
  return typeof body === 'string' ? body.length + 16 : body.length + BUFFER_OVERHEAD_BYTES;
}

/** The answer's gzipped body, made now on the loop if not yet (a small body: tens of microseconds); null below GZIP_MIN_BYTES. */
export function gzipBodyOf(answer: ReadyAnswer): Buffer | null {
  // An ASCII string has as many bytes as characters.
  const length = answer.identity.length;
  if (answer.gzip || length < GZIP_MIN_BYTES) return answer.gzip;
  const bytes = typeof answer.identity === 'string' ? Buffer.from(answer.identity, 'latin1') : answer.identity;
  answer.gzip = exactCopy(gzipSync(bytes, gzipOptions(length)));
  answer.bytes += bodyBytes(answer.gzip);
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
