import type { TestInfo } from '@playwright/test';

/**
 * Replayable randomness for test data. The run's seed is E2E_SEED (drawn and printed by playwright.config.ts when
 * not given), and each test draws from its own generator, seeded by the run's seed, its project and its title, so
 * a test picks the same products on a replay whatever ran before it or beside it.
 */
export type Random = () => number;

/** The run's seed (playwright.config.ts sets E2E_SEED for the runner and every worker). */
export function runSeed(): number {
  const seed = Number(process.env.E2E_SEED);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`E2E_SEED must be a whole number, got ${process.env.E2E_SEED}`);
  return seed;
}

/** mulberry32: a small, fast 32-bit PRNG answering numbers in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string, to fold a test's name into the run's seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** This test's generator; notes the seed on the test (an annotation in the reports) so a failure names it. */
export function testRandom(testInfo: TestInfo): Random {
  const seed = runSeed();
  if (!testInfo.annotations.some((annotation) => annotation.type === 'seed'))
    testInfo.annotations.push({ type: 'seed', description: `E2E_SEED=${seed} replays this test's picks` });
  return mulberry32(hash(`${seed}\u0000${testInfo.project.name}\u0000${testInfo.titlePath.join('\u0000')}`));
}

/** One item of a non-empty list, at random. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pickOne: nothing to pick from');
  return items[Math.floor(random() * items.length)]!;
}

/** `count` different items of a list, at random (all of them, shuffled, when the list is shorter). */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}
