// npm run bench:api — load benchmark of the shop's API against a bare-Fastify ceiling measured in the same run.
import { CATEGORIES } from '@voltcart/contract';
import path from 'node:path';
import type { Engine } from '../../server/src/db/database';
import { createBenchDatabase } from '../shared/database';
import { machineLine } from '../shared/machine';
import { fixed, markdownTable } from '../shared/markdown-table';
import { writeResults } from '../shared/results-file';
import { startShop, type RunningShop } from '../shared/start-shop';
import { measureAnswerSizes, type MeasuredScenario } from './answer-sizes';
import { generateCatalog } from './catalog-generator';
import { startCeiling, type Ceiling } from './ceiling';
import { measureLoad, type LoadResult, type LoadSettings } from './load';
import { prepareShoppers } from './prepare-shoppers';
import { buildScenarios } from './scenarios';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

const settings: LoadSettings = {
  connections: 50,
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 3),
};
const perCategory = numberFromEnv('BENCH_PRODUCTS_PER_CATEGORY', 1000);
const SHOPPERS = 50;
const SCENARIO_TITLES = [
  'category listing',
  'home page rows',
  'product + comments',
  'cart view',
  'add to cart',
  'checkout initiate',
];

type Row = {
  engine: Engine;
  title: string;
  scenario?: MeasuredScenario;
  shop?: LoadResult;
  ceiling?: LoadResult;
  error?: string;
};

const log = (line: string) => console.error(`[bench:api] ${line}`);

async function benchEngine(databaseUrl: string | undefined): Promise<Row[]> {
  const engine: Engine = databaseUrl ? 'postgres' : 'sqlite';
  const rows: Row[] = [];
  const database = await createBenchDatabase(databaseUrl);
  let shop: RunningShop | undefined;
  let ceiling: Ceiling | undefined;
  try {
    log(`${engine}: generating ${CATEGORIES.length} × ${perCategory} products`);
    const catalog = await generateCatalog(database.db, { uploadsDir: path.join(database.dataDir, 'uploads'), perCategory });
    await database.disconnect();
    shop = await startShop({ dataDir: database.dataDir, databaseUrl: database.shopDatabaseUrl, seedDemo: false });
    log(`${engine}: shop on ${shop.url}; registering ${SHOPPERS * 2} shoppers`);
    const shoppers = await prepareShoppers(shop.url, catalog.productIds, SHOPPERS);

    const measured: MeasuredScenario[] = [];
    for (const scenario of buildScenarios({ catalog, ...shoppers })) {
      try {
        measured.push(await measureAnswerSizes(shop.url, scenario));
      } catch (error) {
        rows.push({ engine, title: scenario.title, error: `setup failed: ${(error as Error).message}` });
      }
    }
    if (measured.length > 0) ceiling = await startCeiling(measured, database.dataDir);
    for (const scenario of measured) {
      log(`${engine}: ${scenario.title}: ceiling…`);
      const ceilingResult = await measureLoad(ceiling!.url, ceiling!.requestsFor(scenario), settings);
      log(`${engine}: ${scenario.title}: shop…`);
      const shopResult = await measureLoad(shop.url, scenario.requests, settings);
      log(
        `${engine}: ${scenario.title}: ${fixed(shopResult.requestsPerSecond)} req/s (ceiling ${fixed(ceilingResult.requestsPerSecond)})`,
      );
      rows.push({ engine, title: scenario.title, scenario, shop: shopResult, ceiling: ceilingResult });
    }
  } catch (error) {
    const message = `setup failed: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`;
    log(`${engine}: ${message}`);
    for (const title of SCENARIO_TITLES.slice(rows.length)) rows.push({ engine, title, error: message });
  } finally {
    await ceiling?.stop();
    await shop?.stop();
    await database.remove();
  }
  return rows;
}

const failed = (row: Row) => Boolean(row.error) || (row.shop?.failures ?? 0) > 0 || (row.ceiling?.failures ?? 0) > 0;

function tableRow(row: Row): string[] {
  const { scenario, shop, ceiling } = row;
  if (row.error || !scenario || !shop || !ceiling) {
    return [row.engine, row.title, '—', '—', '—', '—', row.error ?? 'no result', '—', '—', '—', '—', '—'];
  }
  const bytes = scenario.samples.reduce((sum, sample) => sum + sample.bytes, 0) / scenario.samples.length;
  if (shop.failures > 0) {
    const errors = `${shop.failures} errors of ${shop.total} (${shop.failureDetail})`;
    return [
      row.engine,
      scenario.title,
      '—',
      '—',
      '—',
      '—',
      errors,
      fixed(bytes),
      fixed(ceiling.requestsPerSecond),
      fixed(ceiling.p50, 1),
      fixed(ceiling.p99, 1),
      '—',
    ];
  }
  const ceilingErrors = ceiling.failures > 0 ? `ceiling: ${ceiling.failures} errors (${ceiling.failureDetail})` : '0';
  return [
    row.engine,
    scenario.title,
    fixed(shop.requestsPerSecond),
    scenario.requestsPerPage > 1 ? fixed(shop.requestsPerSecond / scenario.requestsPerPage, 1) : '',
    fixed(shop.p50, 1),
    fixed(shop.p99, 1),
    ceilingErrors,
    fixed(bytes),
    fixed(ceiling.requestsPerSecond),
    fixed(ceiling.p50, 1),
    fixed(ceiling.p99, 1),
    fixed(shop.requestsPerSecond / ceiling.requestsPerSecond, 3),
  ];
}

async function main() {
  const engines = [undefined, process.env.BENCH_DATABASE_URL || undefined].filter((url, index) => index === 0 || url);
  const rows: Row[] = [];
  for (const databaseUrl of engines) rows.push(...(await benchEngine(databaseUrl)));

  const header = [
    'engine',
    'scenario',
    'req/s',
    'pages/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'answer bytes',
    'ceiling req/s',
    'ceiling p50 ms',
    'ceiling p99 ms',
    'ratio',
  ];
  const align: ('left' | 'right')[] = [
    'left',
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
    'right',
  ];
  const markdown = [
    '## API throughput (`npm run bench:api`)',
    '',
    `${machineLine()}`,
    '',
    `${settings.connections} connections · ${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up · ` +
      `catalogue ${CATEGORIES.length} × ${perCategory.toLocaleString('en-US')} products · ratio = req/s ÷ ceiling req/s ` +
      '(bare Fastify answering static JSON of the same size, same run)',
    '',
    markdownTable(header, rows.map(tableRow), align),
  ].join('\n');
  console.log(`\n${markdown}\n`);
  const file = writeResults('api', markdown);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  const failures = rows.filter(failed);
  if (failures.length > 0) {
    console.error(`\n${failures.length} scenario(s) failed: ${failures.map((row) => `${row.engine}/${row.title}`).join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
