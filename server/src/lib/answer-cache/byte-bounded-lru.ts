/**
 * Least recently used values, bounded by count and by total bytes (the whole server has a memory budget): adding
 * beyond either drops the least recently used first; a value bigger than the byte bound alone is not kept.
 */
export class ByteBoundedLru<V extends { bytes: number }> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly values = new Map<string, V>();
  private totalBytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.values.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value === undefined) return undefined;
    this.values.delete(key);
    this.values.set(key, value);
    return value;
  }

  /** Keeps `value` under `key`; answers whether it was kept. */
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.limits.maxBytes) return false;
    this.values.set(key, value);
    this.totalBytes += value.bytes;
    while (this.values.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      this.delete(this.values.keys().next().value!);
    }
    return true;
  }

  delete(key: string): void {
    const value = this.values.get(key);
    if (value === undefined) return;
    this.values.delete(key);
    this.totalBytes -= value.bytes;
  }
}
