import { describe, expect, it } from 'vitest';
import { batchedLoad, inListOf } from './batched-load';

describe('batched loads', () => {
  it('reads the keys asked for together in one read, and answers each its own value', async () => {
    const reads: string[][] = [];
    const load = batchedLoad(async (keys) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
    });
    const answers = await Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(reads).toEqual([['a', 'b', 'missing']]);
  });

  it('never answers a key from a read that started before it was asked', async () => {
    let version = 0;
    const started: number[] = [];
    const load = batchedLoad(async (keys) => {
      started.push(version);
      await new Promise((resolve) => setImmediate(resolve));
      return new Map(keys.map((key) => [key, version]));
    });
    const first = load('p');
    // Asked once the first read is under way (and after a write): it waits for a read of its own.
    while (started.length === 0) await new Promise((resolve) => setImmediate(resolve));
    version = 1;
    const second = load('p');
    await first;
    expect(await second).toBe(1);
    expect(started).toEqual([0, 1]);
  });

  it('passes a failed read on to every key of its batch', async () => {
    const load = batchedLoad(async () => {
      throw new Error('database unavailable');
    });
    await expect(Promise.all([load('a'), load('b')])).rejects.toThrow('database unavailable');
  });
});

describe('in-lists of a batch', () => {
  it('come in powers of two, holding only the asked ids', () => {
    expect(inListOf([])).toEqual([]);
    expect(inListOf(['a'])).toEqual(['a']);
    expect(inListOf(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
    const list = inListOf(Array.from({ length: 17 }, (_, index) => `id-${index}`));
    expect(list).toHaveLength(32);
    expect(new Set(list).size).toBe(17);
  });
});
