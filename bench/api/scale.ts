// npm run bench:scale — the paged listing and search at two catalogue sizes: p99 at the small one, at the large one
// (100,000 products by default) and their ratio, against the target of issue 13 (≤ 1.5×).
import path from 'node:path';
import { CATEGORIES } from '@voltcart/contract';
import { startShop, type RunningShop } from '../../server/test/processes/start-shop';
import { createBenchDatabase } from '../shared/database';
import { machineLine } from '../shared/machine';
import { fixed, markdownTable } from '../shared/markdown-table';
import { generateCatalog } from './catalog-generator';
import { measureLoad, type LoadResult, type LoadSettings } from './load';
import { listingScenarios } from './scenarios';

/** The largest p99 at the large catalogue, as a multiple of the p99 at the small one (issue 13, item 5). */
const TARGET_RATIO = 1.5;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const settings: LoadSettings = {
  // BENCH_CONNECTIONS=1 measures each request's own time, without queueing behind 49 others (a busy machine
  // makes the queue's tail noisy).
  connections: numberFromEnv('BENCH_CONNECTIONS', 50),
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 3),
};
/** Products per category of the small catalogue (the category page of the "1,000 products"). */
const smallPerCategory = numberFromEnv('BENCH_SMALL_PER_CATEGORY', 1000);
/** Products of the large catalogue, spread evenly over the twelve categories. */
const largeTotal = numberFromEnv('BENCH_LARGE_PRODUCTS', 100_000);
const sizes = [
  { label: `${fixed(smallPerCategory * CATEGORIES.length)} products`, perCategory: smallPerCategory },
  { label: `${fixed(largeTotal)} products`, perCategory: Math.ceil(largeTotal / CATEGORIES.length) },
];

/** Why a measurement has no numbers: its failures, or no answer at all within the measured seconds. */
const describe = (result: LoadResult | undefined) =>
  !result ? 'not run' : result.total === 0 ? 'no answer in time' : result.failureDetail || 'ok';

const log = (line: string) => console.error(`[bench:scale] ${line}`);

async function measureSize(databaseUrl: string | undefined, perCategory: number): Promise<Map<string, LoadResult>> {
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  const database = await createBenchDatabase(databaseUrl);
  let shop: RunningShop | undefined;
  const results = new Map<string, LoadResult>();
  try {
    log(`${engine}: generating ${CATEGORIES.length} × ${perCategory} products`);
    const started = Date.now();
    await generateCatalog(database.db, { uploadsDir: path.join(database.dataDir, 'uploads'), perCategory, comments: false });
    log(`${engine}: generated in ${fixed((Date.now() - started) / 1000, 1)} s`);
    await database.disconnect();
    shop = await startShop({ dataDir: database.dataDir, databaseUrl: database.shopDatabaseUrl, seedDemo: false, extraEnv: { RATE_LIMITS: 'off' } });
    for (const scenario of listingScenarios()) {
      const result = await measureLoad(shop.url, scenario.requests, settings);
      log(`${engine} × ${perCategory}: ${scenario.key}: p99 ${result.p99} ms, ${fixed(result.requestsPerSecond)} req/s, ${result.failures} failures`);
      results.set(scenario.key, result);
    }
  } finally {
    await shop?.stop();
    await database.remove();
  }
  return results;
}

async function main() {
  const engines = [undefined, process.env.BENCH_DATABASE_URL || undefined].filter((url, index) => index === 0 || url);
  const rows: string[][] = [];
  let missed = 0;
  for (const databaseUrl of engines) {
    const [small, large] = [await measureSize(databaseUrl, sizes[0]!.perCategory), await measureSize(databaseUrl, sizes[1]!.perCategory)];
    for (const scenario of listingScenarios()) {
      const before = small.get(scenario.key);
      const after = large.get(scenario.key);
      const broken = [before, after].some((result) => !result || result.failures > 0 || result.total === 0);
      const ratio = before && after ? after.p99 / Math.max(before.p99, 1) : Number.NaN;
      const met = !broken && ratio <= TARGET_RATIO;
      if (!met) missed += 1;
      rows.push([
        databaseUrl ? 'postgres' : 'sqlite',
        scenario.title,
        broken ? `failed: ${describe(before)} / ${describe(after)}` : `${fixed(before!.p50)} / ${fixed(after!.p50)}`,
        fixed(before?.p99),
        fixed(after?.p99),
        `${fixed(ratio, 2)}×`,
        `≤ ${TARGET_RATIO}× ${met ? 'met' : 'MISSED'}`,
      ]);
    }
  }
  const markdown = [
    '## Paged listing and search at scale (`npm run bench:scale`)',
    '',
    machineLine(),
    '',
    `${settings.connections} connections · ${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up · ` +
      `small: ${sizes[0]!.label} (${fixed(sizes[0]!.perCategory)} a category) · large: ${sizes[1]!.label} (${fixed(sizes[1]!.perCategory)} a category)`,
    '',
    markdownTable(
      ['engine', 'scenario', 'p50 ms small / large', `p99 ms ${sizes[0]!.label}`, `p99 ms ${sizes[1]!.label}`, 'p99 ratio', 'target'],
      rows,
      ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
    ),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (missed > 0) process.exitCode = 1;
}

await main();
