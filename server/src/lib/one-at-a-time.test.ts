import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts each task once the one before it settled, in order, failures included', async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        events.push(`start ${name} (${running} running)`);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        events.push(`end ${name}`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([queue(task('a')), queue(task('b', true)), queue(task('c'))]);
    expect(events).toEqual(['start a (1 running)', 'end a', 'start b (1 running)', 'end b', 'start c (1 running)', 'end c']);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      'a',
      'b failed',
      'c',
    ]);
  });
});
