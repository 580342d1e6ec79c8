/**
 * Bodies of kept answers packed side by side in shared slabs: each body is a view of its slab, not a Buffer of its
 * own. A Buffer of its own costs ~500 bytes beyond its bytes (its ArrayBuffer, the native backing store and its
 * bookkeeping, malloc's rounding); a view ~100 (one V8 object). A slab is freed when no body in it is kept (nor being
 * sent): the cache evicts the least recently used answers first and packs a body again, into the newest slab, when it
 * moves an answer to the back (see ByteBoundedLru's onMove), so the oldest slabs empty as eviction reaches them.
 */

/** Big enough that a slab holds ~100 product-sized answers; small enough that a slab kept alive by a few wastes little. */
const SLAB_BYTES = 128 * 1024;

/** Bodies from this size on get a Buffer of their own (exactly their size): a slab's tail would waste too much. */
const OWN_BUFFER_MIN_BYTES = 8 * 1024;

/** What a body costs in memory beyond its bytes: a view's V8 object, or a Buffer's objects and native backing store (measured: 400–500 bytes). */
const VIEW_OVERHEAD_BYTES = 100;
const BUFFER_OVERHEAD_BYTES = 500;

let slab = Buffer.allocUnsafeSlow(0);
let used = 0;

/** Room for `length` bytes in the newest slab (a new slab when it is full); answers where they start. */
function reserve(length: number): number {
  if (used + length > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  const start = used;
  used += length;
  return start;
}

/** A packed copy of a text's UTF-8 bytes. */
export function packedText(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  if (length >= OWN_BUFFER_MIN_BYTES) {
    const own = Buffer.allocUnsafeSlow(length);
    own.write(text, 'utf8');
    return own;
  }
  const start = reserve(length);
  slab.write(text, start, 'utf8');
  return slab.subarray(start, start + length);
}

/**
 * A packed copy of the bytes. Also makes a body of its own exactly its size: small Buffers are often slices of a
 * bigger shared one (8 KB for Buffer.from, zlib's 16 KB output chunk), which a kept slice would pin whole.
 */
export function packedCopy(bytes: Uint8Array): Buffer {
  if (bytes.length >= OWN_BUFFER_MIN_BYTES) {
    const own = Buffer.allocUnsafeSlow(bytes.length);
    own.set(bytes);
    return own;
  }
  const start = reserve(bytes.length);
  slab.set(bytes, start);
  return slab.subarray(start, start + bytes.length);
}

/** The body packed again into the newest slab (one of its own stays as it is). */
export function repacked(body: Buffer): Buffer {
  return body.length >= OWN_BUFFER_MIN_BYTES ? body : packedCopy(body);
}

/** What a packed body holds in memory: its bytes and its object(s), for the cache's byte bound. */
export function packedBytes(body: Buffer): number {
  return body.length + (body.length >= OWN_BUFFER_MIN_BYTES ? BUFFER_OVERHEAD_BYTES : VIEW_OVERHEAD_BYTES);
}
