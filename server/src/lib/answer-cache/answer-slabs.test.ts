import { describe, expect, it } from 'vitest';
import { AnswerSlabs, ENTRY_OVERHEAD_BYTES } from './answer-slabs';

/** An answer of `size` bytes, every byte `fill`, made under stamp v1. */
const answer = (size: number, fill = 1, gzip: Buffer | null = null) => ({
  identity: Buffer.alloc(size, fill),
  gzip,
  etag: `"tag-${size}-${fill}"`,
  stamp: 'v1',
});
const bodyOf = (slabs: AnswerSlabs, key: string) => {
  const entry = slabs.find(key);
  return entry === -1 ? undefined : slabs.plainOf(entry);
};

describe('the ready answers slabs', () => {
  it('never hold more bytes than their bound, dropping the oldest answers first', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    for (let i = 0; i < 500; i += 1) {
      slabs.set(`answer ${i}`, answer(100 + (i % 7) * 150, i % 250));
      expect(slabs.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(bodyOf(slabs, 'answer 499')).toEqual(Buffer.alloc(100 + (499 % 7) * 150, 499 % 250));
    expect(bodyOf(slabs, 'answer 0')).toBeUndefined();
    expect(slabs.size).toBeGreaterThan(50);
    expect(slabs.size).toBeLessThan(500);
  });

  it('keep the answers that are read over those that are not', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    slabs.set('read', answer(500, 7));
    for (let i = 0; i < 1000; i += 1) {
      slabs.set(`unread ${i}`, answer(500, 8));
      expect(bodyOf(slabs, 'read')?.equals(Buffer.alloc(500, 7))).toBe(true);
    }
    expect(bodyOf(slabs, 'unread 0')).toBeUndefined();
    expect(slabs.bytes).toBeLessThanOrEqual(64 * 1024);
    // Moved to newer slabs many times over, with its ETag.
    expect(slabs.etagOf(slabs.find('read'))).toBe('"tag-500-7"');
  });

  it('copy nothing on a read: reading kept answers over and over leaves the bytes as they were', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    for (let i = 0; i < 40; i += 1) slabs.set(`answer ${i}`, answer(1000, i));
    const bytes = slabs.bytes;
    for (let round = 0; round < 100; round += 1) for (let i = 0; i < 40; i += 1) expect(slabs.find(`answer ${i}`)).not.toBe(-1);
    expect(slabs.bytes).toBe(bytes);
    expect(slabs.size).toBe(40);
  });

  it('hold at most their count of answers', () => {
    const slabs = new AnswerSlabs({ maxEntries: 100, maxBytes: 64 * 1024 * 1024 });
    for (let i = 0; i < 1000; i += 1) slabs.set(`answer ${i}`, answer(10, i % 250));
    expect(slabs.size).toBeLessThanOrEqual(100);
    expect(bodyOf(slabs, 'answer 999')).toEqual(Buffer.alloc(10, 999 % 250));
  });

  it('do not keep an answer bigger than the whole bound, and count a replaced one once', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10, maxBytes: 64 * 1024 });
    expect(slabs.set('huge', answer(64 * 1024))).toBe(false);
    expect(slabs.size).toBe(0);
    slabs.set('same', answer(400, 1));
    slabs.set('same', answer(500, 2));
    expect(slabs.size).toBe(1);
    expect(bodyOf(slabs, 'same')).toEqual(Buffer.alloc(500, 2));
    // The replaced answer's bytes (its ETag's and its body's) stay in its slab (dead) until the slab goes; the key and its
    // overhead count once.
    expect(slabs.bytes).toBe('"tag-400-1"'.length + 400 + '"tag-500-2"'.length + 500 + 'same'.length + ENTRY_OVERHEAD_BYTES);
  });

  it("keep a gzipped answer's tag, stamp and gzip alone, and its plain bytes only once set, counted within the bound", () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    slabs.set('zipped', answer(1500, 3, Buffer.alloc(200, 4)));
    slabs.set('plain', answer(2000, 5));
    const zipped = slabs.find('zipped');
    expect(slabs.etagOf(zipped)).toBe('"tag-1500-3"');
    expect(slabs.stampOf(zipped)).toBe('v1');
    expect(slabs.gzipOf(zipped)).toEqual(Buffer.alloc(200, 4));
    expect(slabs.plainOf(zipped)).toBeNull();
    const plain = slabs.find('plain');
    expect(slabs.gzipOf(plain)).toBeNull();
    expect(slabs.plainOf(plain)).toEqual(Buffer.alloc(2000, 5));
    // Kept: the gzip's bytes and the plain answer's, not the gzipped answer's plain bytes.
    const before = slabs.bytes;
    expect(before).toBe(
      '"tag-1500-3"'.length + 200 + '"tag-2000-5"'.length + 2000 + 'zipped'.length + 'plain'.length + 2 * ENTRY_OVERHEAD_BYTES,
    );
    expect([1, 2, 3].map(() => slabs.countInflated(zipped))).toEqual([1, 2, 3]);
    slabs.setPlain(zipped, Buffer.alloc(1500, 3));
    expect(slabs.plainOf(zipped)).toEqual(Buffer.alloc(1500, 3));
    expect(slabs.gzipOf(zipped)).toEqual(Buffer.alloc(200, 4));
    expect(slabs.bytes).toBe(before + 1500);
    // Moved to newer slabs as the others come (it is read), the two together; within the bound all along.
    for (let i = 0; i < 200; i += 1) {
      slabs.set(`other ${i}`, answer(1000, 9));
      const entry = slabs.find('zipped');
      expect(slabs.gzipOf(entry)?.equals(Buffer.alloc(200, 4))).toBe(true);
      expect(slabs.plainOf(entry)?.equals(Buffer.alloc(1500, 3))).toBe(true);
      expect(slabs.bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('start a replaced answer afresh: no plain copy of the old bytes, its inflatings counted from one', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    slabs.set('zipped', answer(3000, 3, Buffer.alloc(200, 4)));
    const old = slabs.find('zipped');
    for (let i = 0; i < 8; i += 1) slabs.countInflated(old);
    slabs.setPlain(old, Buffer.alloc(3000, 3));
    slabs.set('zipped', answer(3000, 6, Buffer.alloc(250, 7)));
    const entry = slabs.find('zipped');
    expect(slabs.gzipOf(entry)).toEqual(Buffer.alloc(250, 7));
    expect(slabs.plainOf(entry)).toBeNull();
    expect(slabs.countInflated(entry)).toBe(1);
  });

  it('leave the bytes of an answer handed out as they were, after its slab was dropped and new answers written', () => {
    const slabs = new AnswerSlabs({ maxEntries: 10_000, maxBytes: 64 * 1024 });
    slabs.set('first', answer(1000, 42));
    const handedOut = slabs.plainOf(slabs.find('first'));
    for (let i = 0; i < 500; i += 1) slabs.set(`later ${i}`, answer(1000, 43));
    expect(slabs.find('first')).toBe(-1);
    expect(handedOut).toEqual(Buffer.alloc(1000, 42));
  });
});
