import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from './byte-bounded-lru';

const sized = (bytes: number) => ({ bytes });

describe('the ready answers LRU', () => {
  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const lru = new ByteBoundedLru<{ bytes: number }>({ maxEntries: 1000, maxBytes: 10_000 });
    for (let i = 0; i < 500; i += 1) {
      lru.set(`answer ${i}`, sized(100 + (i % 7) * 300));
      expect(lru.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(lru.get('answer 499')).toBeDefined();
    expect(lru.get('answer 0')).toBeUndefined();
  });

  it('keeps an answer that is read, over one that is not', () => {
    const lru = new ByteBoundedLru<{ bytes: number }>({ maxEntries: 3, maxBytes: 1_000_000 });
    lru.set('a', sized(1));
    lru.set('b', sized(1));
    lru.set('c', sized(1));
    lru.get('a');
    lru.set('d', sized(1));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.size).toBe(3);
  });

  it('does not keep an answer bigger than the whole bound, and counts a replaced one once', () => {
    const lru = new ByteBoundedLru<{ bytes: number }>({ maxEntries: 10, maxBytes: 1000 });
    expect(lru.set('huge', sized(1001))).toBe(false);
    expect(lru.size).toBe(0);
    lru.set('same', sized(400));
    lru.set('same', sized(500));
    expect(lru.bytes).toBe(500);
  });
});

describe('the ready answers LRU, when a kept answer grows', () => {
  it('counts its new size and still holds no more than its bound', () => {
    const lru = new ByteBoundedLru<{ bytes: number }>({ maxEntries: 10, maxBytes: 1000 });
    const older = sized(400);
    const grown = sized(400);
    lru.set('older', older);
    lru.set('grown', grown);
    grown.bytes = 700;
    lru.recount('grown', grown);
    // 1,100 bytes is over the bound: the least recently used one went.
    expect(lru.bytes).toBe(700);
    expect(lru.get('older')).toBeUndefined();
    expect(lru.get('grown')).toBe(grown);
  });
});
