/**
 * What one kept answer costs beyond its bytes (ETag and body, in a slab) and its key's characters: its Map slot and
 * its slots in the entry arrays in V8's heap, and its places outside it. Measured on 24,000 product-sized answers with
 * 70-character keys: 151 bytes of V8 heap an answer, ~88 of them the key (343 when each answer's places were two
 * objects and its ETag a string), and 36–72 bytes of places (the array grows by doubling).
 */
export const ENTRY_OVERHEAD_BYTES = 128;

/** The largest slab; a cache bound gets at least SLABS_PER_BOUND of them, so that dropping one frees a small part. */
const MAX_SLAB_BYTES = 1024 * 1024;
const SLABS_PER_BOUND = 16;

/** An answer to keep: its bytes (copied in), its gzip when made, its ETag and the stamp it was made under. */
export type AnswerToKeep = { identity: Buffer; gzip: Buffer | null; etag: string; stamp: string };

type Slab = { id: number; bytes: Buffer; used: number; entries: number[] };

/**
 * Each entry's places, PLACE_FIELDS numbers an entry in one Int32Array (outside V8's heap, where two objects an entry
 * cost ~100 bytes): its ETag's bytes followed by its body as kept (its gzip when it has one, else its plain bytes), in
 * one slab (slab, offset of the ETag, ETag length, body length, whether the body is gzip); the plain bytes of a gzipped
 * answer when kept too (slab, or NO_PLAIN; offset; length); and how many times its plain bytes were inflated.
 */
const PLACE_FIELDS = 9;
const [SLAB, OFFSET, TAG_LENGTH, LENGTH, GZIPPED, PLAIN_SLAB, PLAIN_OFFSET, PLAIN_LENGTH, INFLATED] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8,
] as const;
const NO_PLAIN = -1;

/**
 * Ready answers packed side by side in large Buffers (slabs), outside V8's heap: per answer only its key, its ETag
 * and a few numbers live in the heap, where V8 would let its heap grow to a multiple of what is live. A Buffer and
 * two objects per answer cost more than a product's whole answer (~1 KB).
 *
 * A gzipped answer is kept as its gzip alone (browsers all take gzip; a product's answer is ~2.5× smaller so), and a
 * client that does not take it is sent its gzip inflated; an answer inflated often gets its plain bytes kept too
 * (AnswerCache decides when: setPlain), as a cache in front of a web server such as Varnish does.
 *
 * Bounded by count and by bytes (the slabs, whole, and each entry's overhead). When full, the oldest slab is dropped;
 * its answers read since they were kept get a second chance in the newest slab (FIFO with second chance, a cousin of
 * LRU that moves nothing on a read). Slabs are never written over: a view handed out (an answer on its way to a
 * socket) keeps its slab's bytes alive until the write is done.
 *
 * What it buys over lru-cache holding a Buffer an answer (bench:ab, SQLite): 14% of the shop's CPU per product page
 * made afresh at 10 shoppers (387 against 452 µs), 4% at 50; the same p95 and kept-page CPU at both.
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
  private readonly stamps: string[] = [];
  private places = new Int32Array(PLACE_FIELDS * 1024);
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
    const at = entry * PLACE_FIELDS;
    return this.view(this.places[at + SLAB]!, this.places[at + OFFSET]!, this.places[at + TAG_LENGTH]!).toString('latin1');
  }

  /**
   * A view of the entry's plain bytes (valid as long as it is held, whatever the cache does next), or null for a gzipped
   * answer whose plain bytes are not kept (the caller inflates its gzip: see countInflated and setPlain).
   */
  plainOf(entry: number): Buffer | null {
    const at = entry * PLACE_FIELDS;
    const places = this.places;
    if (places[at + GZIPPED] === 0) return this.keptBodyOf(at);
    const slab = places[at + PLAIN_SLAB]!;
    return slab === NO_PLAIN ? null : this.view(slab, places[at + PLAIN_OFFSET]!, places[at + PLAIN_LENGTH]!);
  }

  /** A view of the entry's gzip, or null for an answer kept plain (too small or hardly shrunk by gzip: it goes out as it is, see readyAnswer). */
  gzipOf(entry: number): Buffer | null {
    const at = entry * PLACE_FIELDS;
    return this.places[at + GZIPPED] === 1 ? this.keptBodyOf(at) : null;
  }

  /** Counts one more inflating of a gzipped entry's plain bytes; answers how many there were since it was kept. */
  countInflated(entry: number): number {
    return ++this.places[entry * PLACE_FIELDS + INFLATED]!;
  }

  /** Keeps a copy of the answer under `key` (replacing what was there); answers whether it was kept. */
  set(key: string, answer: AnswerToKeep): boolean {
    this.delete(key);
    const length = (answer.gzip ?? answer.identity).length;
    if (length + key.length + ENTRY_OVERHEAD_BYTES > this.limits.maxBytes) return false;
    const entry = this.free.pop() ?? this.keys.length;
    this.roomForPlaces(entry);
    this.keys[entry] = key;
    this.stamps[entry] = answer.stamp;
    const etag = Buffer.from(answer.etag, 'latin1');
    const body = answer.gzip ?? answer.identity;
    this.placeBody(entry, this.append(entry, etag, body), etag.length, body.length);
    const at = entry * PLACE_FIELDS;
    this.places[at + GZIPPED] = answer.gzip ? 1 : 0;
    this.places[at + PLAIN_SLAB] = NO_PLAIN;
    this.places[at + INFLATED] = 0;
    this.readSinceKept[entry] = false;
    this.index.set(key, entry);
    this.keyTotal += key.length;
    this.dropToLimits();
    return this.index.get(key) === entry;
  }

  /**
   * Keeps the plain bytes of a gzipped entry beside its gzip (an answer asked for often by clients that do not take
   * gzip): they are counted, and the bounds still hold.
   */
  setPlain(entry: number, plain: Buffer): void {
    if (this.keys[entry] === undefined || this.plainOf(entry) !== null) return;
    this.placePlain(entry, plain);
    this.dropToLimits();
  }

  delete(key: string): void {
    const entry = this.index.get(key);
    if (entry === undefined) return;
    this.index.delete(key);
    this.keyTotal -= key.length;
    this.keys[entry] = undefined;
    this.stamps[entry] = '';
    this.places[entry * PLACE_FIELDS + PLAIN_SLAB] = NO_PLAIN;
    this.free.push(entry);
  }

  /** The body the entry at `at` (its first place) is kept with, after its ETag. */
  private keptBodyOf(at: number): Buffer {
    const places = this.places;
    return this.view(places[at + SLAB]!, places[at + OFFSET]! + places[at + TAG_LENGTH]!, places[at + LENGTH]!);
  }

  private view(slab: number, offset: number, length: number): Buffer {
    return this.slabs.get(slab)!.bytes.subarray(offset, offset + length);
  }

  /** Grows the places' array to hold `entry`'s. */
  private roomForPlaces(entry: number): void {
    if ((entry + 1) * PLACE_FIELDS <= this.places.length) return;
    const grown = new Int32Array(Math.max(this.places.length * 2, (entry + 1) * PLACE_FIELDS));
    grown.set(this.places);
    this.places = grown;
  }

  private placeBody(entry: number, [slab, offset]: [slab: number, offset: number], tagLength: number, length: number): void {
    const at = entry * PLACE_FIELDS;
    this.places[at + SLAB] = slab;
    this.places[at + OFFSET] = offset;
    this.places[at + TAG_LENGTH] = tagLength;
    this.places[at + LENGTH] = length;
  }

  private placePlain(entry: number, plain: Buffer): void {
    const [slab, offset] = this.append(entry, plain);
    const at = entry * PLACE_FIELDS;
    this.places[at + PLAIN_SLAB] = slab;
    this.places[at + PLAIN_OFFSET] = offset;
    this.places[at + PLAIN_LENGTH] = plain.length;
  }

  /** Copies the entry's bytes into the newest slab, as if kept just now (answers how many bytes that took). */
  private moveToNewest(entry: number): number {
    const at = entry * PLACE_FIELDS;
    const tagLength = this.places[at + TAG_LENGTH]!;
    const length = this.places[at + LENGTH]!;
    const taggedBody = this.view(this.places[at + SLAB]!, this.places[at + OFFSET]!, tagLength + length);
    const plainCopy = this.places[at + GZIPPED] === 1 ? this.plainOf(entry) : null;
    this.placeBody(entry, this.append(entry, taggedBody), tagLength, length);
    if (plainCopy) this.placePlain(entry, plainCopy);
    this.readSinceKept[entry] = false;
    return taggedBody.length + (plainCopy?.length ?? 0);
  }

  /**
   * Copies `parts`, one after the other, into the newest slab (a new one when they do not fit; one of their own when
   * big) for `entry`; answers the slab and the offset of the first.
   */
  private append(entry: number, ...parts: Buffer[]): [slab: number, offset: number] {
    const length = parts.reduce((total, part) => total + part.length, 0);
    let slab = this.current;
    if (length > this.slabBytes / 2) {
      slab = this.newSlab(length);
    } else if (!slab || slab.used + length > slab.bytes.length) {
      // The rest of the slab it leaves is never used: counted from now on.
      if (slab) this.slabTotal += slab.bytes.length - slab.used;
      slab = this.current = this.newSlab(this.slabBytes);
    }
    const offset = slab.used;
    for (const part of parts) slab.used += part.copy(slab.bytes, slab.used);
    this.slabTotal += length;
    slab.entries.push(entry);
    return [slab.id, offset];
  }

  private newSlab(size: number): Slab {
    const slab = { id: this.nextSlab++, bytes: Buffer.allocUnsafeSlow(size), used: 0, entries: [] };
    this.slabs.set(slab.id, slab);
    return slab;
  }

  private dropToLimits(): void {
    while ((this.index.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) && this.slabs.size > 0)
      this.dropOldestSlab();
  }

  /**
   * Drops the oldest slab. Its answers read since they were kept there get a second chance: copied into the newest
   * slab, up to half the slab's size (so that each drop frees at least half a slab); the others go. A gzipped answer
   * whose plain copy alone is in the slab keeps its gzip. Nothing is copied while the cache has room: only a full cache drops.
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
      const at = entry * PLACE_FIELDS;
      const plainSlab = this.places[at + GZIPPED] === 1 ? this.places[at + PLAIN_SLAB]! : NO_PLAIN;
      if (this.places[at + SLAB] === slab.id) {
        const plainLength = plainSlab === NO_PLAIN ? 0 : this.places[at + PLAIN_LENGTH]!;
        const size = this.places[at + TAG_LENGTH]! + this.places[at + LENGTH]! + plainLength;
        if (this.readSinceKept[entry] && size <= copyBudget) copyBudget -= this.moveToNewest(entry);
        else this.delete(key);
      } else if (plainSlab === slab.id) {
        this.places[at + PLAIN_SLAB] = NO_PLAIN;
      }
    }
    this.slabs.delete(slab.id);
    this.slabTotal -= slab.bytes.length;
    this.oldestSlab += 1;
  }
}
