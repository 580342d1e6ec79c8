import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync, type ZlibOptions } from 'node:zlib';
import { packedBytes, packedCopy, packedText, repacked } from './packed-bodies';

const gzipAsync = promisify(gzip);

/** Bodies below this go out as they are: gzip's own header and the client's inflating cost more than they save. */
export const GZIP_MIN_BYTES = 1024;

/** zlib's default level: most of level 9's size (JSON listings shrink ~13×) at a fraction of its time. */
const GZIP_LEVEL = 6;

/** Bodies up to this are gzipped on the loop, at the first client that takes gzip; bigger ones on libuv's thread pool when made. */
const SYNC_GZIP_MAX_BYTES = 64 * 1024;

/**
 * An answer ready to send: its JSON body as bytes, its gzip (made once, see gzipBodyOf), and a strong ETag of the
 * bytes. The bodies are packed (packed-bodies.ts) and stay outside V8's heap on purpose: V8 lets its heap grow to a
 * multiple of what is live in it before collecting (up to 4× under load), so bodies kept as strings in the heap,
 * though smaller each, raised the peak (bench:api, SQLite, same run: 164 MB against 151 MB).
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
  const identity = packedText(json);
  const compressed = identity.length > SYNC_GZIP_MAX_BYTES ? packedCopy(await gzipAsync(identity, gzipOptions(identity.length))) : null;
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: compressed, etag, bytes: packedBytes(identity) + (compressed ? packedBytes(compressed) : 0) };
}

/** Packs the answer's bodies again into the newest slab (the cache moved it to the back: see packed-bodies.ts). */
export function repackBodies(answer: ReadyAnswer): void {
  answer.identity = repacked(answer.identity);
  if (answer.gzip) answer.gzip = repacked(answer.gzip);
}

/** The answer's gzipped body, made now on the loop if not yet (a small body: tens of microseconds); null below GZIP_MIN_BYTES. */
export function gzipBodyOf(answer: ReadyAnswer): Buffer | null {
  if (answer.gzip || answer.identity.length < GZIP_MIN_BYTES) return answer.gzip;
  answer.gzip = packedCopy(gzipSync(answer.identity, gzipOptions(answer.identity.length)));
  answer.bytes += packedBytes(answer.gzip);
  return answer.gzip;
}

/**
 * gzip at GZIP_LEVEL. A window no bigger than the body compresses it the same, and zlib then sets up (allocates and
 * clears) a fraction of its default 256 KB of state: most answers are a few KB.
 */
function gzipOptions(length: number): ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(length))));
  return { level: GZIP_LEVEL, windowBits, memLevel: windowBits < 14 ? 6 : 8 };
}
