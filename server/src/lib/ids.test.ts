import { describe, expect, it } from 'vitest';
import { Id } from '@voltcart/contract';
import { newId } from './ids';

describe('ids', () => {
  it('sort in the order they were made, even many within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('are UUIDv7s the API accepts', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Id.safeParse(id).success).toBe(true);
  });

  it('end in random bits that never repeat a run of earlier ids (drawn from a pool filled many ids at a time)', () => {
    const tails = Array.from({ length: 5_000 }, () => newId().slice(-8));
    // 32 random bits each: a handful of 5,000 may collide by chance; a pool handed out twice would repeat hundreds.
    expect(new Set(tails).size).toBeGreaterThan(4_990);
  });

  it('carry the time they were stamped with', () => {
    const at = Date.parse('2026-01-02T03:04:05.678Z');
    expect(parseInt(newId(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    expect(newId(at) < newId(at)).toBe(true);
  });
});
