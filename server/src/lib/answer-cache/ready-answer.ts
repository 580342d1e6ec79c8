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
 * An answer ready to send: its JSON body as bytes, its gzip (made once, see gzipBodyOf), and a strong ETag of the
 * bytes.
 */
export type ReadyAnswer = {
  identity: Buffer;
  /** Absent for a body below GZIP_MIN_BYTES, and until a client first takes gzip (gzipBodyOf). */
  gzip: Buffer | null;
  /** Quoted, strong: the same bytes have the same tag in every process. */
  etag: string;
};

/**
 * Makes the ready answer of a JSON text. A big body is gzipped here, off the loop (it never stalls other
 * requests); a small one at the first client that takes gzip (gzipBodyOf): many answers are only ever read by
 * clients that do not (other services, the shop's own calls), and the cache then holds one body each, not two.
 */
export async function readyAnswer(json: string): Promise<ReadyAnswer> {
  const identity = Buffer.from(json, 'utf8');
  const compressed = identity.length > SYNC_GZIP_MAX_BYTES ? await gzipAsync(identity, gzipOptions(identity.length)) : null;
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: compressed, etag };
}

/** The answer's gzipped body, made now on the loop if not yet (a small body: tens of microseconds); null below GZIP_MIN_BYTES. */
export function gzipBodyOf(answer: ReadyAnswer): Buffer | null {
  if (answer.gzip || answer.identity.length < GZIP_MIN_BYTES) return answer.gzip;
  answer.gzip = gzipSync(answer.identity, gzipOptions(answer.identity.length));
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
