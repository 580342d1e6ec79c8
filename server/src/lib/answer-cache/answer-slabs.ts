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
 * Bounded by count and by bytes (the slabs, whole, and each entry's overhead). The oldest slab is dropped when full,
 * with every answer in it; an answer read while in the older half of the slabs is copied into the newest one, so
 * what is read stays (least recently used, in slab-sized steps). Slabs are never written over: a view handed out
 * (an answer on its way to a socket) keeps its slab's bytes alive until the write is done.
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

  /** The entry kept under `key`, or -1; an entry in the older half of the slabs moves to the newest (see above). */
  find(key: string): number {
    const entry = this.index.get(key);
    if (entry === undefined) return -1;
    // Not while the bound is less than half used: nothing would be dropped soon.
    if (this.slabTotal > this.limits.maxBytes / 2 && this.identityAt[entry]!.slab < this.oldestSlab + (this.nextSlab - this.oldestSlab) / 2) {
      this.moveToNewest(entry);
    }
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

  private moveToNewest(entry: number): void {
    const identity = this.identityOf(entry);
    const gzip = this.gzipOf(entry);
    this.identityAt[entry] = this.append(entry, identity);
    if (gzip) this.gzipAt[entry] = this.append(entry, gzip);
    this.dropToLimits();
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

  /** Drops the oldest slab: the answers whose body is in it go, and an answer whose gzip alone is in it keeps its body. */
  private dropOldestSlab(): void {
    while (!this.slabs.has(this.oldestSlab)) this.oldestSlab += 1;
    const slab = this.slabs.get(this.oldestSlab)!;
    for (const entry of slab.entries) {
      const key = this.keys[entry];
      if (key === undefined) continue;
      if (this.identityAt[entry]!.slab === slab.id) this.delete(key);
      else if (this.gzipAt[entry]?.slab === slab.id) this.gzipAt[entry] = null;
    }
    this.slabs.delete(slab.id);
    if (this.current === slab) {
      this.slabTotal -= slab.used;
      this.current = undefined;
    } else {
      this.slabTotal -= slab.bytes.length;
    }
    this.oldestSlab += 1;
  }
}
