// npm run bench:scale — whether paging and search stay fast as the catalogue grows: page 1 and page 40 of a listing,
// a narrow and a broad search, at 1,000 and at 100,000 products, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL: p99 at each size and their ratio against
// the target (≤ 1.5×). Both sizes' shops run side by side and are measured in turns, so a busy machine weighs on
// both alike; each scenario is measured BENCH_RUNS times and the table shows the median p99.
import path from 'node:path';
import { ProductSearchAnswer } from '@voltcart/contract';
import { startShop, type RunningShop } from '../../server/test/processes/start-shop';
import { createBenchDatabase, type BenchDatabase } from '../shared/database';
import { machineLine } from '../shared/machine';
import { fixed, markdownTable } from '../shared/markdown-table';
import { generateCatalog } from './catalog-generator';
import { measureLoad, type LoadResult, type LoadSettings } from './load';
import { scaleScenarios, type ScaleScenario } from './scale-scenarios';

/** The largest p99 at the large catalogue, as a multiple of the p99 at the small one. */
const TARGET_RATIO = 1.5;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const settings: LoadSettings = {
  // One connection by default: each request's own time. With more, a request queues behind the others and, on a
  // machine busy with other work, the queue's tail is mostly noise.
  connections: numberFromEnv('BENCH_CONNECTIONS', 1),
  durationSeconds: numberFromEnv('BENCH_DURATION', 5),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 2),
};
const runs = numberFromEnv('BENCH_RUNS', 3);
const sizes = [numberFromEnv('BENCH_SMALL_PRODUCTS', 1_000), numberFromEnv('BENCH_LARGE_PRODUCTS', 100_000)] as const;

const log = (line: string) => console.error(`[bench:scale] ${line}`);
const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Shop = { products: number; database: BenchDatabase; shop?: RunningShop };

async function openShop(databaseUrl: string | undefined, products: number, shops: Shop[]): Promise<Shop> {
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  const entry: Shop = { products, database: await createBenchDatabase(databaseUrl) };
  shops.push(entry);
  const started = Date.now();
  await generateCatalog(entry.database.db, {
    uploadsDir: path.join(entry.database.dataDir, 'uploads'),
    total: products,
    comments: false,
  });
  log(`${engine}: ${fixed(products)} products generated in ${fixed((Date.now() - started) / 1000, 1)} s`);
  await entry.database.gatherStatistics();
  await entry.database.disconnect();
  entry.shop = await startShop({
    dataDir: entry.database.dataDir,
    databaseUrl: entry.database.shopDatabaseUrl,
    seedDemo: false,
    extraEnv: { RATE_LIMITS: 'off' },
  });
  return entry;
}

/**
 * What the request answers at this size ("total N, k items") and how long the shop's first answer to it took: not
 * cached yet, so the full match, count and facets (one sample: it shows the order of magnitude, not a p99).
 */
async function answerOf(shop: RunningShop, scenario: ScaleScenario): Promise<{ answer: string; firstMs: number }> {
  const started = performance.now();
  const response = await fetch(`${shop.url}${scenario.path}`);
  const body: unknown = await response.json();
  const firstMs = performance.now() - started;
  if (!response.ok) return { answer: `HTTP ${response.status}`, firstMs };
  const answer = ProductSearchAnswer.parse(body);
  return { answer: `${fixed(answer.data?.total)} total, ${answer.data?.items.length ?? 0} items`, firstMs };
}

type Measured = {
  answers: [{ answer: string; firstMs: number }, { answer: string; firstMs: number }];
  p99s: [number[], number[]];
  p50s: [number[], number[]];
  failures: string[];
};

async function measureEngine(databaseUrl: string | undefined): Promise<Map<string, Measured>> {
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  const shops: Shop[] = [];
  const measured = new Map<string, Measured>();
  try {
    const small = await openShop(databaseUrl, sizes[0], shops);
    const large = await openShop(databaseUrl, sizes[1], shops);
    const both = [small.shop!, large.shop!] as const;
    for (const scenario of scaleScenarios()) {
      measured.set(scenario.key, {
        answers: [await answerOf(both[0], scenario), await answerOf(both[1], scenario)],
        p99s: [[], []],
        p50s: [[], []],
        failures: [],
      });
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of scaleScenarios()) {
        const entry = measured.get(scenario.key)!;
        for (const [index, shop] of both.entries()) {
          const result: LoadResult = await measureLoad(shop.url, scenario.requests, settings);
          // A failed run's numbers are no measurement (it shows in the table as failed).
          if (result.failures > 0 || result.total === 0) entry.failures.push(result.failureDetail || 'no answer in time');
          else {
            entry.p99s[index]!.push(result.p99);
            entry.p50s[index]!.push(result.p50);
          }
          log(
            `${engine} run ${run} · ${scenario.key} · ${fixed(sizes[index])}: p99 ${result.p99} ms, p50 ${result.p50} ms, ${fixed(result.requestsPerSecond)} req/s`,
          );
        }
      }
    }
  } finally {
    for (const entry of shops) {
      await entry.shop?.stop();
      await entry.database.remove();
    }
  }
  return measured;
}

async function main() {
  const engines = [undefined, process.env.BENCH_DATABASE_URL || undefined].filter((url, index) => index === 0 || url);
  const rows: string[][] = [];
  let missed = 0;
  for (const databaseUrl of engines) {
    const measured = await measureEngine(databaseUrl);
    for (const scenario of scaleScenarios()) {
      const entry = measured.get(scenario.key)!;
      const [small, large] = [median(entry.p99s[0]), median(entry.p99s[1])];
      const ratio = large / Math.max(small, 1);
      const met = entry.failures.length === 0 && ratio <= TARGET_RATIO;
      if (!met) missed += 1;
      rows.push([
        databaseUrl ? 'postgres' : 'sqlite',
        scenario.title,
        `${entry.answers[0].answer} / ${entry.answers[1].answer}`,
        `${fixed(entry.answers[0].firstMs)} / ${fixed(entry.answers[1].firstMs)}`,
        `${fixed(median(entry.p50s[0]), 1)} / ${fixed(median(entry.p50s[1]), 1)}`,
        `${fixed(small, 1)} (${entry.p99s[0].join(', ')})`,
        `${fixed(large, 1)} (${entry.p99s[1].join(', ')})`,
        `${fixed(ratio, 2)}×`,
        entry.failures.length ? `failed: ${entry.failures.join('; ')}` : `≤ ${TARGET_RATIO}× ${met ? 'met' : 'MISSED'}`,
      ]);
    }
  }
  const markdown = [
    '## Paged listing and search at scale (`npm run bench:scale`)',
    '',
    machineLine(),
    '',
    `${settings.connections} connections · ${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up · ` +
      `${runs} runs per scenario and size, in turns (median p99; each run's in brackets) · ` +
      `small: ${fixed(sizes[0])} products · large: ${fixed(sizes[1])} products`,
    '',
    markdownTable(
      [
        'engine',
        'scenario',
        'answer small / large',
        'first answer ms (not cached) small / large',
        'p50 ms small / large',
        `p99 ms ${fixed(sizes[0])}`,
        `p99 ms ${fixed(sizes[1])}`,
        'p99 ratio',
        'target',
      ],
      rows,
      ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  if (missed > 0) process.exitCode = 1;
}

await main();
