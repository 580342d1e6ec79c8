// npm run bench:api — load benchmark of the shop's API against a bare-Fastify ceiling measured in the same run.
import { CATEGORIES } from '@voltcart/contract';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Engine } from '../../server/src/db/engine/database';
import { createBenchDatabase } from '../shared/database';
import { countCpuSteal } from '../shared/cpu-steal';
import { machineLine } from '../shared/machine';
import { fixed } from '../shared/markdown-table';
import { resultsDir, writeResults } from '../shared/results-file';
import { repoRoot } from '../../server/test/processes/child-process';
import { startShop, type RunningShop } from '../../server/test/processes/start-shop';
import { measureAnswerSizes, type MeasuredScenario } from './answer-sizes';
import { generateCatalog } from './catalog-generator';
import { CUSTOMERS, generateCustomers } from './customer-generator';
import { startCeiling, type Ceiling } from './ceiling';
import { measureInTurns, P95_SHOPPERS, p95At, sendEach, type LoadResult, type LoadSettings } from './load';
import { prepareShoppers } from './prepare-shoppers';
import { peakResidentMb, residentNowMb } from './peak-memory';
import { engineRatioTable, failed, memoryLines, resultsTable, type Row } from './results-table';
import { buildScenarios } from './scenarios';
import { isCatalogueRead } from './targets';

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};

/** Seconds of the shop alone at each of P95_SHOPPERS, after a step's turns, for its p95. */
const P95_SECONDS = 3;

const settings: LoadSettings = {
  connections: 50,
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 3),
};
/**
 * The ceiling and the shop take turns in this many slices of the measured time (load.ts measureInTurns): a slowdown of
 * this shared machine for a few seconds then lowers both sides of a ratio, not one. 1: the ceiling's run, then the shop's.
 */
const rounds = Math.max(1, Math.round(numberFromEnv('BENCH_ROUNDS', 5)));
const perCategory = numberFromEnv('BENCH_PRODUCTS_PER_CATEGORY', 1000);
/** The shop's other customers generated besides the bench's shoppers (0: none, as runs before they were added). */
const customers = numberFromEnv('BENCH_CUSTOMERS', CUSTOMERS);
const SHOPPERS = 50;
/** BENCH_SCENARIOS=cart,checkout runs only those (keys: SCENARIO_KEYS below). */
const only = process.env.BENCH_SCENARIOS?.split(',')
  .map((key) => key.trim())
  .filter(Boolean);
/** BENCH_CPU_PROF=1 writes V8 CPU profiles of the shop process into bench/results/profiles/ (open in Chrome DevTools). */
const profileDir = process.env.BENCH_CPU_PROF ? path.join(resultsDir, 'profiles') : undefined;
/** BENCH_NODE_ARGS='--max-old-space-size=256 --trace-gc' adds node flags to the shop's (A/B runs of V8 settings). */
const extraNodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
/** The shop's ANSWER_CACHE_MB, for runs that weigh memory against speed (unset: the shop's default). */
const answerCacheMb = process.env.BENCH_ANSWER_CACHE_MB;
const SCENARIO_KEYS = [
  'category',
  'home',
  'product',
  'cart',
  'add',
  'checkout',
  'listing',
  'listing40',
  'specs',
  'search',
  'broadsearch',
  'homePage',
  'categoryPage',
  'productPage',
];
const SCENARIO_TITLES = [
  'category listing',
  'home page rows',
  'product + comments',
  'cart view',
  'add to cart',
  'checkout initiate',
  'paged listing, page 1',
  'paged listing, page 40',
  'specification filter',
  'search',
  'broad search',
  'home page, HTML',
  'category page, HTML',
  'product page, HTML',
];

const log = (line: string) => console.error(`[bench:api] ${line}`);

/**
 * SQLite's shop, kept running after its own run (its peak memory already read) while PostgreSQL's runs: each catalogue
 * read of PostgreSQL's is measured in the same turns as SQLite's same read, so their quotient is not skewed by the
 * machine's speed moving in the minutes between the engines' runs.
 */
type KeptShop = { url: string; pid: number | undefined; scenarios: Map<string, MeasuredScenario>; stop: () => Promise<void> };

type EngineRun = { rows: Row[]; peakMb: number | undefined; kept?: KeptShop | undefined };

async function benchEngine(
  databaseUrl: string | undefined,
  options: { keepShop?: boolean; alongside?: KeptShop | undefined } = {},
): Promise<EngineRun> {
  const engine: Engine = databaseUrl ? 'postgres' : 'sqlite';
  const rows: Row[] = [];
  let peakMb: number | undefined;
  let kept: KeptShop | undefined;
  const database = await createBenchDatabase(databaseUrl);
  let shop: RunningShop | undefined;
  let ceiling: Ceiling | undefined;
  const measured: MeasuredScenario[] = [];
  try {
    log(`${engine}: generating ${CATEGORIES.length} × ${perCategory} products`);
    const catalog = await generateCatalog(database.db, { uploadsDir: path.join(database.dataDir, 'uploads'), perCategory });
    log(`${engine}: generating ${customers} other customers (sessions, addresses, delivered orders, some carts)`);
    await generateCustomers(database.db, catalog.productIds, customers);
    await database.gatherStatistics();
    await database.disconnect();
    shop = await startShop({
      dataDir: database.dataDir,
      databaseUrl: database.shopDatabaseUrl,
      seedDemo: false,
      // What production runs: the build, under plain node (its memory is what the peak-memory target counts).
      compiled: true,
      // The bench registers its shoppers from one address: request limits would refuse them.
      extraEnv: { RATE_LIMITS: 'off', ...(answerCacheMb === undefined ? {} : { ANSWER_CACHE_MB: answerCacheMb }) },
      nodeArgs: [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...extraNodeArgs],
    });
    const pid = shop.child.process.pid;
    // Where the memory goes: the peak so far, logged after each step.
    const peakSoFar = () => {
      const now = residentNowMb(pid);
      return `peak RSS so far ${fixed(peakResidentMb(pid))} MB${now ? ` (now ${fixed(now.anon)} MB anonymous + ${fixed(now.file)} MB of files)` : ''}`;
    };
    log(`${engine}: shop on ${shop.url} (${peakSoFar()}); registering ${SHOPPERS * 2} shoppers`);
    const shoppers = await prepareShoppers(shop.url, catalog.productIds, SHOPPERS);
    log(`${engine}: shoppers ready (${peakSoFar()})`);

    const scenarios = buildScenarios({ catalog, ...shoppers }).filter((scenario) => !only || only.includes(scenario.key));
    for (const scenario of scenarios) {
      try {
        measured.push(await measureAnswerSizes(shop.url, scenario));
      } catch (error) {
        rows.push({ engine, title: scenario.title, error: `setup failed: ${(error as Error).message}` });
      }
    }
    if (measured.length > 0) ceiling = await startCeiling(measured, database.dataDir);
    for (const scenario of measured) {
      if (scenario.primer) {
        const primer = scenario.primer();
        log(`${engine}: ${scenario.title}: asking for each of ${primer.length.toLocaleString('en-US')} pages' calls once…`);
        const failures = await sendEach(shop.url, primer, settings.connections);
        if (failures > 0) throw new Error(`${scenario.title}: ${failures} of the primer's requests failed`);
      }
      const partner = isCatalogueRead(scenario.key) ? options.alongside : undefined;
      const alongside = partner?.scenarios.get(scenario.key);
      log(
        `${engine}: ${scenario.title}: the ceiling and the shop${alongside ? " (and SQLite's shop)" : ''} in ${rounds} turns each…`,
      );
      const [ceilingResult, shopResult, sqliteResult] = (await measureInTurns(
        [
          { url: ceiling!.url, requests: ceiling!.requestsFor(scenario), pid: ceiling!.pid },
          { url: shop.url, requests: scenario.requests, pid },
          ...(partner && alongside ? [{ url: partner.url, requests: alongside.requests, pid: partner.pid }] : []),
        ],
        settings,
        rounds,
      )) as [LoadResult, LoadResult, LoadResult | undefined];
      log(
        `${engine}: ${scenario.title}: ${fixed(shopResult.requestsPerSecond)} req/s (ceiling ${fixed(ceilingResult.requestsPerSecond)}; ${peakSoFar()}; ` +
          `CPU per request: shop ${fixed(shopResult.cpuMicrosPerRequest)} µs, ceiling ${fixed(ceilingResult.cpuMicrosPerRequest)} µs; ` +
          `client ${fixed(shopResult.clientCpuMicrosPerRequest)} µs, with the ceiling ${fixed(ceilingResult.clientCpuMicrosPerRequest)} µs` +
          `${sqliteResult ? `; SQLite's shop in the same turns ${fixed(sqliteResult.requestsPerSecond)} req/s` : ''})`,
      );
      const [at10, at50] = [
        await p95At(shop.url, scenario.requests, P95_SHOPPERS[0], P95_SECONDS),
        await p95At(shop.url, scenario.requests, P95_SHOPPERS[1], P95_SECONDS),
      ];
      log(`${engine}: ${scenario.title}: p95 ${fixed(at10, 1)} ms at 10 shoppers, ${fixed(at50, 1)} ms at 50`);
      rows.push({
        engine,
        title: scenario.title,
        scenario,
        shop: shopResult,
        ceiling: ceilingResult,
        p95: { at10, at50 },
        ...(sqliteResult ? { sqliteAlongside: sqliteResult } : {}),
      });
    }
  } catch (error) {
    const message = `setup failed: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`;
    log(`${engine}: ${message}`);
    const titles = only ? SCENARIO_TITLES.filter((_, index) => only.includes(SCENARIO_KEYS[index]!)) : SCENARIO_TITLES;
    for (const title of titles.slice(rows.length)) rows.push({ engine, title, error: message });
  } finally {
    await ceiling?.stop();
    // The high-water mark covers the shop's whole life: start, shoppers' sign-up, every scenario.
    peakMb = peakResidentMb(shop?.child.process.pid);
    const running = shop;
    if (options.keepShop && running && measured.length > 0) {
      kept = {
        url: running.url,
        pid: running.child.process.pid,
        scenarios: new Map(measured.map((scenario) => [scenario.key, scenario])),
        stop: async () => {
          await running.stop();
          await database.remove();
        },
      };
    } else {
      await shop?.stop();
      await database.remove();
    }
  }
  return { rows, peakMb, kept };
}

async function main() {
  const stealShare = countCpuSteal();
  // BENCH_ENGINES=postgres runs only the PostgreSQL half (default: SQLite, then PostgreSQL where BENCH_DATABASE_URL is set).
  const wanted = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim()) ?? ['sqlite', 'postgres'];
  const engines = [
    ...(wanted.includes('sqlite') ? [undefined] : []),
    ...(wanted.includes('postgres') && process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : []),
  ];
  if (engines.length === 0)
    throw new Error('BENCH_ENGINES names no engine this run can use (sqlite; postgres needs BENCH_DATABASE_URL)');
  // The web app too: the page steps are its server render.
  log('building the web app and the server (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const rows: Row[] = [];
  const peaks: { engine: Engine; peakMb: number | undefined }[] = [];
  let sqliteShop: KeptShop | undefined;
  try {
    for (const databaseUrl of engines) {
      const run = await benchEngine(databaseUrl, { keepShop: !databaseUrl && engines.length > 1, alongside: sqliteShop });
      sqliteShop ??= run.kept;
      rows.push(...run.rows);
      peaks.push({ engine: databaseUrl ? 'postgres' : 'sqlite', peakMb: run.peakMb });
    }
  } finally {
    await sqliteShop?.stop();
  }
  const engineRatios = engineRatioTable(rows);

  const markdown = [
    '## API throughput (`npm run bench:api`)',
    '',
    machineLine(stealShare()),
    '',
    `${settings.connections} connections · ${settings.durationSeconds} s measured after ${settings.warmupSeconds} s warm-up, ` +
      `the ceiling and the shop taking turns in ${rounds} slices each · ` +
      `catalogue ${CATEGORIES.length} × ${perCategory.toLocaleString('en-US')} products · ratio = req/s ÷ ceiling req/s ` +
      '(bare Fastify answering static JSON of the same size, same run)',
    '',
    resultsTable(rows),
    '',
    memoryLines(peaks),
    ...(engineRatios
      ? [
          '',
          "PostgreSQL ÷ SQLite on catalogue reads (same machine, same run). The target is held to PostgreSQL's req/s ÷ SQLite's measured in the same turns (SQLite's shop kept running through PostgreSQL's run); the engines' own runs are minutes apart, their quotients shown beside it:",
          '',
          engineRatios,
        ]
      : []),
    '',
    'Targets are printed beside each figure; a miss (✗) is reported, not fatal: the command exits non-zero only when a scenario failed to run.',
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
