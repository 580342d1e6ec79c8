// npm run bench:ab -- <git revision> — the shop's CPU per product page, the build of <revision> (A) against the working
// tree's (B), on one generated catalogue, in alternating rounds. Throughput ratios on a shared 2-core machine swing by
// a third between runs of the same build; the CPU one process spends on a fixed workload, paired A/B, much less (its
// rounds still spread by ±10–15%: see bench/README.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '@voltcart/contract';
import { createBenchDatabase, type BenchDatabase, type Migrate } from '../shared/database';
import { resultsDir } from '../shared/results-file';
import { repoRoot } from '../../server/test/processes/child-process';
import { startShop } from '../../server/test/processes/start-shop';
import { generateCatalog, seeded, type GeneratedCatalog } from './catalog-generator';
import { registerShoppers, type Shopper } from './shoppers';

const CONNECTIONS = 50;
/** Adds to cart each of the 50 shoppers makes (one after another; the shoppers side by side). */
const ADDS_EACH = 100;
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 3);
const log = (line: string) => console.error(`[bench:ab] ${line}`);

/** The two builds, and the revision's migrations (its catalogue is generated with them: it may have fewer than the tree's). */
type Builds = { a: string; b: string; migrateA: Migrate; removeTree: () => void };

/**
 * Builds the server of `revision` (a git worktree under bench/results/ab/, its own contract package linked in) and of
 * the working tree. The worktree stays until `removeTree`, for its migrations.
 */
async function buildBoth(revision: string): Promise<Builds> {
  const abDir = path.join(resultsDir, 'ab');
  const tree = path.join(abDir, 'tree');
  rmSync(abDir, { recursive: true, force: true });
  mkdirSync(abDir, { recursive: true });
  execFileSync('git', ['worktree', 'prune'], { cwd: repoRoot });
  execFileSync('git', ['worktree', 'add', '--detach', tree, revision], { cwd: repoRoot, stdio: 'ignore' });
  const removeTree = () => execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repoRoot });
  try {
    // The revision's own contract (bundled into its build); every other package resolves to the repository's node_modules.
    mkdirSync(path.join(tree, 'node_modules/@voltcart'), { recursive: true });
    symlinkSync('../../contract', path.join(tree, 'node_modules/@voltcart/contract'));
    // Under the repository, as server/dist/main.js is, so that the external packages resolve as they do for it.
    const a = path.join(abDir, 'a/main.js');
    const b = path.join(abDir, 'b/main.js');
    execFileSync('node', [path.join(tree, 'server/scripts/build.mjs'), a], { stdio: 'inherit' });
    execFileSync('node', [path.join(repoRoot, 'server/scripts/build.mjs'), b], { stdio: 'inherit' });
    const { migrateToLatest: migrateA } = (await import(pathToFileURL(path.join(tree, 'server/src/db/migrate.ts')).href)) as {
      migrateToLatest: Migrate;
    };
    return { a, b, migrateA, removeTree };
  } catch (error) {
    removeTree();
    throw error;
  }
}

/** CPU seconds (user + system) the process has used, in clock ticks of 10 ms. */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function get(agent: http.Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (answer) => {
        answer.resume();
        answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${answer.statusCode}`))));
      })
      .on('error', reject);
  });
}

/** Every product's page once (its product, then its comments), over 50 connections: the shop's CPU per page, in µs. */
async function pagesCpu(shopUrl: string, pid: number, productIds: string[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const before = cpuTicks(pid);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < productIds.length) {
        const id = productIds[next++]!;
        await get(agent, shopUrl + apiPaths.catalog.productById(id));
        await get(agent, shopUrl + apiPaths.comments.list(id));
      }
    }),
  );
  agent.destroy();
  return ((cpuTicks(pid) - before) * 10_000) / productIds.length;
}

function post(agent: http.Agent, url: string, cookie: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${answer.statusCode}`))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** ADDS_EACH adds to cart by each shopper, of products in a seeded order: the shop's CPU per add, in µs. */
async function addsCpu(shopUrl: string, pid: number, shoppers: Shopper[], productIds: string[]): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers.length });
  const random = seeded(11);
  const before = cpuTicks(pid);
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let add = 0; add < ADDS_EACH; add += 1) {
        const productId = productIds[Math.floor(random() * productIds.length)]!;
        await post(agent, shopUrl + apiPaths.cart.add, shopper.cookie, JSON.stringify({ productId }));
      }
    }),
  );
  agent.destroy();
  return ((cpuTicks(pid) - before) * 10_000) / (shoppers.length * ADDS_EACH);
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

async function main() {
  const revision = process.argv[2];
  if (!revision) throw new Error('usage: npm run bench:ab -- <git revision> (A: that revision; B: the working tree)');
  const builds = await buildBoth(revision);
  // One catalogue per build, each migrated by its own build's migrations (a build refuses a database migrated further
  // than it knows), generated alike (the same seed: the same products, names, prices and stock).
  const generated: { database: BenchDatabase; order: string[] }[] = [];
  try {
    for (const migrate of [builds.migrateA, undefined]) generated.push(await generatedDatabase(migrate));
  } catch (error) {
    for (const { database } of generated) await database.remove();
    throw error;
  } finally {
    builds.removeTree();
  }
  const sides = { a: generated[0]!, b: generated[1]! };
  const database = sides.a.database;
  try {
    type Pass = 'misses' | 'hits' | 'adds';
    const results: Record<'a' | 'b', Record<Pass, number[]>> = {
      a: { misses: [], hits: [], adds: [] },
      b: { misses: [], hits: [], adds: [] },
    };
    for (let round = 1; round <= rounds; round += 1) {
      for (const side of ['a', 'b'] as const) {
        const { database, order } = sides[side];
        const shop = await startShop({
          dataDir: database.dataDir,
          databaseUrl: database.shopDatabaseUrl,
          seedDemo: false,
          compiled: true,
          compiledFile: builds[side],
          extraEnv: { RATE_LIMITS: 'off' },
        });
        try {
          const pid = shop.child.process.pid!;
          // First every page misses the ready answers (a fresh process), then every page is answered from them.
          const misses = await pagesCpu(shop.url, pid, order);
          const hits = await pagesCpu(shop.url, pid, order);
          // Then shoppers fill their carts, of products whose pages are kept (as bench:api's add step runs after its product step).
          const shoppers = await registerShoppers(shop.url, `ab${round}${side}`, CONNECTIONS);
          const adds = await addsCpu(shop.url, pid, shoppers, order);
          results[side].misses.push(misses);
          results[side].hits.push(hits);
          results[side].adds.push(adds);
          log(
            `round ${round}, ${side.toUpperCase()}: ${misses.toFixed(0)} µs a page missing, ${hits.toFixed(0)} µs a page kept, ${adds.toFixed(0)} µs an add to cart`,
          );
        } finally {
          await shop.stop();
        }
      }
    }
    const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
    const line = (pass: Pass, title: string) => {
      const [a, b] = [median(results.a[pass]), median(results.b[pass])];
      return `| ${title} | ${a.toFixed(0)} (${spread(results.a[pass])}) | ${b.toFixed(0)} (${spread(results.b[pass])}) | ${(b / a).toFixed(3)} |`;
    };
    console.log(
      [
        `## Shop CPU per product page (\`npm run bench:ab -- ${revision}\`, ${database.engine}, median of ${rounds} rounds)`,
        '',
        `A = ${revision}, B = the working tree · 12,000 product pages (product, then its comments) over ${CONNECTIONS} connections, each page once per pass; then ${CONNECTIONS} new shoppers add ${ADDS_EACH} products each · CPU = the shop process's user + system time`,
        '',
        '| pass | A µs/page (rounds) | B µs/page (rounds) | B ÷ A |',
        '|---|---:|---:|---:|',
        line('misses', 'every page missing (fresh process)'),
        line('hits', 'every page kept'),
        line('adds', `add to cart (${CONNECTIONS} shoppers × ${ADDS_EACH}, µs an add)`),
      ].join('\n'),
    );
  } finally {
    for (const { database } of generated) await database.remove();
  }
}

/** A new database, migrated by `migrate` (the working tree's by default), with the generated catalogue; its products in the passes' order. */
async function generatedDatabase(migrate: Migrate | undefined): Promise<{ database: BenchDatabase; order: string[] }> {
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL, migrate);
  try {
    log(`${database.engine}: generating 12 × 1000 products`);
    const catalog: GeneratedCatalog = await generateCatalog(database.db, {
      uploadsDir: path.join(database.dataDir, 'uploads'),
      perCategory: 1000,
    });
    await database.gatherStatistics();
    await database.disconnect();
    const random = seeded(7);
    const order = catalog.productIds
      .map((id) => ({ id, key: random() }))
      .sort((x, y) => x.key - y.key)
      .map(({ id }) => id);
    return { database, order };
  } catch (error) {
    await database.remove();
    throw error;
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
