import { describe, expect, it } from 'vitest';
import { packedBytes, packedCopy, packedText, repacked } from './packed-bodies';

describe('packed answer bodies', () => {
  it('hold the bytes of their text, small ones side by side in one slab', () => {
    const first = packedText('{"thing":"₹ 1"}');
    const second = packedText('{"thing":2}');
    expect(first.toString('utf8')).toBe('{"thing":"₹ 1"}');
    expect(second.toString('utf8')).toBe('{"thing":2}');
    expect(second.buffer).toBe(first.buffer);
    expect(packedBytes(first)).toBeLessThan(first.length + 200);
  });

  it('give a big body a buffer of its own, of its size', () => {
    const big = packedText('x'.repeat(20_000));
    expect(big.length).toBe(20_000);
    expect(big.buffer.byteLength).toBe(20_000);
    expect(repacked(big)).toBe(big);
  });

  it('copy bytes out of the buffer they came in (a slice of a bigger one is not kept)', () => {
    const shared = Buffer.from('0123456789abcdef');
    const copy = packedCopy(shared.subarray(4, 8));
    shared.fill(0);
    expect(copy.toString()).toBe('4567');
  });

  it('pack a body again with the newest, with the same bytes', () => {
    const old = packedText('{"old":true}');
    for (let i = 0; i < 200; i += 1) packedText('y'.repeat(1000));
    const again = repacked(old);
    expect(again.toString()).toBe('{"old":true}');
    expect(again.buffer).not.toBe(old.buffer);
    expect(again.buffer).toBe(packedText('{}').buffer);
  });
});
