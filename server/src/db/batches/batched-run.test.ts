import { describe, expect, it } from 'vitest';
import { batchedRun } from './batched-run';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched runs', () => {
  it('runs the items asked for together in one batch, each asked item answered in order, a repeated one too', async () => {
    const batches: string[][] = [];
    const run = batchedRun(async (items: string[]) => {
      batches.push(items);
      return items.map((item) => `${item}!`);
    });
    expect(await Promise.all([run('a'), run('b'), run('a')])).toEqual(['a!', 'b!', 'a!']);
    expect(batches).toEqual([['a', 'b', 'a']]);
  });

  it('keeps items with the same apart key in different batches, in the order they were asked', async () => {
    const batches: string[][] = [];
    const run = batchedRun(
      async (items: { shopper: string; product: string }[]) => {
        batches.push(items.map((item) => `${item.shopper}:${item.product}`));
        return items.map(() => batches.length);
      },
      { apartKey: (item) => `${item.shopper} ${item.product}` },
    );
    const asked = [
      run({ shopper: 'asha', product: 'p1' }),
      run({ shopper: 'asha', product: 'p1' }),
      run({ shopper: 'ravi', product: 'p1' }),
      run({ shopper: 'asha', product: 'p1' }),
      run({ shopper: 'asha', product: 'p2' }),
    ];
    expect(await Promise.all(asked)).toEqual([1, 2, 1, 3, 1]);
    expect(batches).toEqual([['asha:p1', 'ravi:p1', 'asha:p2'], ['asha:p1'], ['asha:p1']]);
  });

  it('never puts an item in a batch that started before it was asked', async () => {
    const batches: string[][] = [];
    let finishFirst = () => {};
    const run = batchedRun(async (items: string[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return items;
    });
    const first = run('a');
    while (batches.length === 0) await turn();
    const later = [run('b'), run('c')];
    await turn();
    expect(batches).toEqual([['a']]);
    finishFirst();
    expect(await Promise.all([first, ...later])).toEqual(['a', 'b', 'c']);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('answers every item of a failed batch with its error', async () => {
    const run = batchedRun(async (): Promise<string[]> => {
      throw new Error('the database is unreachable');
    });
    const settled = await Promise.allSettled([run('a'), run('b')]);
    expect(settled.map((one) => one.status === 'rejected' && (one.reason as Error).message)).toEqual([
      'the database is unreachable',
      'the database is unreachable',
    ]);
  });

  it('runs a batch again item by item after an error runAloneOn accepts, so that each gets its own answer or error', async () => {
    const batches: string[][] = [];
    const run = batchedRun(
      async (items: string[]) => {
        batches.push(items);
        if (items.length > 1) throw Object.assign(new Error('a row twice'), { code: 'twice' });
        if (items[0] === 'bad') throw new Error('bad item');
        return items.map((item) => item.toUpperCase());
      },
      { runAloneOn: (error) => (error as { code?: string }).code === 'twice' },
    );
    const settled = await Promise.allSettled([run('a'), run('bad'), run('c')]);
    expect(settled).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('bad item') },
      { status: 'fulfilled', value: 'C' },
    ]);
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('with two in flight, starts a batch asked during the first at once, and a third once one ends', async () => {
    const batches: string[][] = [];
    const finish: (() => void)[] = [];
    const run = batchedRun(
      async (items: string[]) => {
        batches.push(items);
        await new Promise<void>((resolve) => finish.push(resolve));
        return items;
      },
      { inFlight: 2 },
    );
    const asked = [run('a')];
    await turn();
    asked.push(run('b'));
    await turn();
    asked.push(run('c'), run('d'));
    await turn();
    expect(batches).toEqual([['a'], ['b']]);
    finish[0]!();
    while (batches.length < 3) await turn();
    expect(batches).toEqual([['a'], ['b'], ['c', 'd']]);
    finish[1]!();
    finish[2]!();
    expect(await Promise.all(asked)).toEqual(['a', 'b', 'c', 'd']);
  });
});
