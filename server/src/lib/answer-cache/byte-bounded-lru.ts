/**
 * Least recently used values, bounded by count and by total bytes (the whole server has a memory budget): adding
 * beyond either drops the least recently used first; a value bigger than the byte bound alone is not kept.
 */
export class ByteBoundedLru<V extends { bytes: number }> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly slots = new Map<string, { value: V; movedAt: number; bytes: number }>();
  private totalBytes = 0;
  /** Counts insertions and moves to the back. */
  private moves = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.slots.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    // Moved to the back only once it is in the front half: a hot value is read thousands of times a second, and
    // moving it each time (a Map delete and insert) costs more than the rest of answering from the cache.
    if (this.moves - slot.movedAt > this.slots.size / 2) {
      this.slots.delete(key);
      this.slots.set(key, slot);
      slot.movedAt = ++this.moves;
    }
    return slot.value;
  }

  /** Keeps `value` under `key`; answers whether it was kept. */
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.limits.maxBytes) return false;
    this.slots.set(key, { value, movedAt: ++this.moves, bytes: value.bytes });
    this.totalBytes += value.bytes;
    this.dropToLimits();
    return true;
  }

  /** Counts again the bytes of the value kept under `key` (it grew in place: its gzip was made), within the bounds. */
  recount(key: string, value: V): void {
    const slot = this.slots.get(key);
    if (slot?.value !== value || slot.bytes === value.bytes) return;
    this.totalBytes += value.bytes - slot.bytes;
    slot.bytes = value.bytes;
    if (value.bytes > this.limits.maxBytes) this.delete(key);
    this.dropToLimits();
  }

  private dropToLimits(): void {
    while (this.slots.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      this.delete(this.slots.keys().next().value!);
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (slot === undefined) return;
    this.slots.delete(key);
    this.totalBytes -= slot.bytes;
  }
}
