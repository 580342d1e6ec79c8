/**
 * What one kept answer costs in V8's heap beyond its bytes and its key's characters: its Map slot, its ETag string,
 * its places and its slots in the entry arrays (measured: 306 bytes of heap an answer, 24,000 product-sized answers).
 */
export const ENTRY_OVERHEAD_BYTES = 320;

/** The largest slab; a cache bound gets at least SLABS_PER_BOUND of them, so that dropping one frees a small part. */
const MAX_SLAB_BYTES = 1024 * 1024;
const SLABS_PER_BOUND = 16;

/** An answer to keep: its bytes (copied in), its gzip when made, its ETag and the stamp it was made under. */
export type AnswerToKeep = { identity: Buffer; gzip: Buffer | null; etag: string; stamp: string };

type Slab = { id: number; bytes: Buffer; used: number; entries: number[] };
type Place = { slab: number; offset: number; length: number };

/**
 * Ready answers packed side by side in large Buffers (slabs), outside V8's heap: per answer only its key, its ETag
 * and a few numbers live in the heap, where V8 would let its heap grow to a multiple of what is live. A Buffer and
 * two objects per answer cost more than a product's whole answer (~1 KB).
 *
 * Bounded by count and by bytes (the slabs, whole, and each entry's overhead). When full, the oldest slab is dropped;
 * its answers read since they were kept get a second chance in the newest slab (FIFO with second chance, a cousin of
 * LRU that moves nothing on a read). Slabs are never written over: a view handed out (an answer on its way to a
 * socket) keeps its slab's bytes alive until the write is done.
 */
export class AnswerSlabs {
  private readonly index = new Map<string, number>();
  private readonly slabs = new Map<number, Slab>();
  private readonly slabBytes: number;
  private oldestSlab = 0;
  private nextSlab = 0;
  private current: Slab | undefined;
  private slabTotal = 0;
  private keyTotal = 0;

  // One slot per entry number; a freed number is used again.
  private readonly keys: (string | undefined)[] = [];
  private readonly etags: string[] = [];
  private readonly stamps: string[] = [];
  private readonly identityAt: Place[] = [];
  private readonly gzipAt: (Place | null)[] = [];
  private readonly readSinceKept: boolean[] = [];
  private readonly free: number[] = [];

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {
    this.slabBytes = Math.max(4096, Math.min(MAX_SLAB_BYTES, Math.floor(limits.maxBytes / SLABS_PER_BOUND)));
  }

  get size(): number {
    return this.index.size;
  }

  /**
   * The slabs' bytes (dead answers' bytes included until their slab goes; the newest slab as far as it is filled) and
   * each answer's overhead.
   */
  get bytes(): number {
    return this.slabTotal + this.keyTotal + this.index.size * ENTRY_OVERHEAD_BYTES;
  }

  /** The entry kept under `key`, or -1 (marked as read: see dropOldestSlab). */
  find(key: string): number {
    const entry = this.index.get(key);
    if (entry === undefined) return -1;
    this.readSinceKept[entry] = true;
    return entry;
  }

  has(key: string): boolean {
    return this.index.has(key);
  }

  stampOf(entry: number): string {
    return this.stamps[entry]!;
  }

  etagOf(entry: number): string {
    return this.etags[entry]!;
  }

  /** A view of the entry's body (valid as long as it is held, whatever the cache does next). */
  identityOf(entry: number): Buffer {
    return this.view(this.identityAt[entry]!);
  }

  gzipOf(entry: number): Buffer | null {
    const place = this.gzipAt[entry];
    return place ? this.view(place) : null;
  }

  /** Keeps a copy of the answer under `key` (replacing what was there); answers whether it was kept. */
  set(key: string, answer: AnswerToKeep): boolean {
    this.delete(key);
    const length = answer.identity.length + (answer.gzip?.length ?? 0);
    if (length + key.length + ENTRY_OVERHEAD_BYTES > this.limits.maxBytes) return false;
    const entry = this.free.pop() ?? this.keys.length;
    this.keys[entry] = key;
    this.etags[entry] = answer.etag;
    this.stamps[entry] = answer.stamp;
    this.identityAt[entry] = this.append(entry, answer.identity);
    this.gzipAt[entry] = answer.gzip ? this.append(entry, answer.gzip) : null;
    this.readSinceKept[entry] = false;
    this.index.set(key, entry);
    this.keyTotal += key.length;
    this.dropToLimits();
    return this.index.get(key) === entry;
  }

  /** Adds the gzip made for a kept entry (it is counted, and the bounds still hold). */
  setGzip(entry: number, gzip: Buffer): void {
    if (this.keys[entry] === undefined || this.gzipAt[entry]) return;
    this.gzipAt[entry] = this.append(entry, gzip);
    this.dropToLimits();
  }

  delete(key: string): void {
    const entry = this.index.get(key);
    if (entry === undefined) return;
    this.index.delete(key);
    this.keyTotal -= key.length;
    this.keys[entry] = undefined;
    this.etags[entry] = '';
    this.stamps[entry] = '';
    this.gzipAt[entry] = null;
    this.free.push(entry);
  }

  private view({ slab, offset, length }: Place): Buffer {
    return this.slabs.get(slab)!.bytes.subarray(offset, offset + length);
  }

  /** Copies the entry's bytes into the newest slab, as if kept just now (answers how many bytes that took). */
  private moveToNewest(entry: number): number {
    const identity = this.identityOf(entry);
    const gzip = this.gzipOf(entry);
    this.identityAt[entry] = this.append(entry, identity);
    if (gzip) this.gzipAt[entry] = this.append(entry, gzip);
    this.readSinceKept[entry] = false;
    return identity.length + (gzip?.length ?? 0);
  }

  /** Copies `bytes` into the newest slab (a new one when they do not fit; one of their own when big) for `entry`. */
  private append(entry: number, bytes: Buffer): Place {
    let slab = this.current;
    if (bytes.length > this.slabBytes / 2) {
      slab = this.newSlab(bytes.length);
    } else if (!slab || slab.used + bytes.length > slab.bytes.length) {
      // The rest of the slab it leaves is never used: counted from now on.
      if (slab) this.slabTotal += slab.bytes.length - slab.used;
      slab = this.current = this.newSlab(this.slabBytes);
    }
    const offset = slab.used;
    bytes.copy(slab.bytes, offset);
    slab.used += bytes.length;
    this.slabTotal += bytes.length;
    slab.entries.push(entry);
    return { slab: slab.id, offset, length: bytes.length };
  }

  private newSlab(size: number): Slab {
    const slab = { id: this.nextSlab++, bytes: Buffer.allocUnsafeSlow(size), used: 0, entries: [] };
    this.slabs.set(slab.id, slab);
    return slab;
  }

  private dropToLimits(): void {
    while ((this.index.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) && this.slabs.size > 0) this.dropOldestSlab();
  }

  /**
   * Drops the oldest slab. Its answers read since they were kept there get a second chance: copied into the newest
   * slab, up to half the slab's size (so that each drop frees at least half a slab); the others go. An answer whose
   * gzip alone is in the slab keeps its body. Nothing is copied while the cache has room: only a full cache drops.
   */
  private dropOldestSlab(): void {
    while (!this.slabs.has(this.oldestSlab)) this.oldestSlab += 1;
    const slab = this.slabs.get(this.oldestSlab)!;
    // The second chances go into a newer slab than this one.
    if (this.current === slab) {
      this.slabTotal += slab.bytes.length - slab.used;
      this.current = undefined;
    }
    let copyBudget = slab.bytes.length / 2;
    for (const entry of slab.entries) {
      const key = this.keys[entry];
      if (key === undefined) continue;
      if (this.identityAt[entry]!.slab === slab.id) {
        const size = this.identityAt[entry]!.length + (this.gzipAt[entry]?.length ?? 0);
        if (this.readSinceKept[entry] && size <= copyBudget) copyBudget -= this.moveToNewest(entry);
        else this.delete(key);
      } else if (this.gzipAt[entry]?.slab === slab.id) {
        this.gzipAt[entry] = null;
      }
    }
    this.slabs.delete(slab.id);
    this.slabTotal -= slab.bytes.length;
    this.oldestSlab += 1;
  }
}
