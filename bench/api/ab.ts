// npm run bench:ab -- <git revision> — the shop's CPU per request and p95 at 10 and 50 shoppers (product pages, adds to
// cart, checkouts), the build of <revision> (A) against the working tree's (B), on one generated catalogue, in
// alternating rounds. Throughput ratios on a shared 2-core machine swing by
// a third between runs of the same build; the CPU one process spends on a fixed workload, paired A/B, much less (its
// rounds still spread by ±10–15%: see bench/README.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiPaths } from '@voltcart/contract';
import { createBenchDatabase, type BenchDatabase, type Migrate } from '../shared/database';
import { resultsDir } from '../shared/results-file';
import { repoRoot } from '../../server/test/processes/child-process';
import { startShop } from '../../server/test/processes/start-shop';
import { generateCatalog, seeded, type GeneratedCatalog } from './catalog-generator';
import { addAddress, addToCart, checkoutBody, registerShoppers, viewCart, type Shopper } from './shoppers';

/** The loads a speed part is measured at: 10 and 50 shoppers side by side, each with a connection of their own. */
const SHOPPER_LOADS = [10, 50] as const;
/** Adds to cart each shopper makes (one after another; the shoppers side by side). */
const ADDS_EACH = 100;
/** Checkouts each shopper starts (one after another; the first makes the order, later ones get it back). */
const CHECKOUTS_EACH = 20;
const PASS_TITLES: Record<string, string> = {
  misses: 'product page, missing (fresh process)',
  hits: 'product page, kept',
  adds: 'add to cart',
  checkouts: 'checkout initiate',
};
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
    // The migrations' runner moved into db/engine/; an older revision keeps it in db/.
    const migrateFile = ['server/src/db/engine/migrate.ts', 'server/src/db/migrate.ts'].find((file) =>
      existsSync(path.join(tree, file)),
    )!;
    const { migrateToLatest: migrateA } = (await import(pathToFileURL(path.join(tree, migrateFile)).href)) as {
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

/** What a pass measured: the shop's CPU per unit of work (µs) and the 95th percentile of its requests' times (ms). */
type Measured = { cpu: number; p95: number };

const percentile95 = (times: number[]) => [...times].sort((x, y) => x - y)[Math.floor(times.length * 0.95)] ?? 0;

/** Sends one request and waits for the whole answer; answers its time in ms. */
function timed(send: (done: (answer: http.IncomingMessage) => void) => http.ClientRequest, url: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    send((answer) => {
      answer.resume();
      answer.on('end', () =>
        answer.statusCode === 200 ? resolve(performance.now() - start) : reject(new Error(`${url}: ${answer.statusCode}`)),
      );
    }).on('error', reject);
  });
}

const get = (agent: http.Agent, url: string) =>
  timed((done) => http.get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, done), url);

function post(agent: http.Agent, url: string, cookie: string, body: string): Promise<number> {
  return timed((done) => {
    const request = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      done,
    );
    request.end(body);
    return request;
  }, url);
}

/**
 * Every product's page of `productIds` once (its product, then its comments), by `shoppers` side by side: the shop's
 * CPU per page and the p95 of its requests.
 */
async function pagesPass(shopUrl: string, pid: number, productIds: string[], shoppers: number): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers });
  const times: number[] = [];
  let next = 0;
  const before = cpuTicks(pid);
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (next < productIds.length) {
        const id = productIds[next++]!;
        times.push(await get(agent, shopUrl + apiPaths.catalog.productById(id)));
        times.push(await get(agent, shopUrl + apiPaths.comments.list(id)));
      }
    }),
  );
  agent.destroy();
  return { cpu: ((cpuTicks(pid) - before) * 10_000) / productIds.length, p95: percentile95(times) };
}

/** ADDS_EACH adds to cart by each shopper side by side, of products in a seeded order: the shop's CPU per add and their p95. */
async function addsPass(shopUrl: string, pid: number, shoppers: Shopper[], productIds: string[]): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers.length });
  const random = seeded(11);
  const times: number[] = [];
  const before = cpuTicks(pid);
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let add = 0; add < ADDS_EACH; add += 1) {
        const productId = productIds[Math.floor(random() * productIds.length)]!;
        times.push(await post(agent, shopUrl + apiPaths.cart.add, shopper.cookie, JSON.stringify({ productId })));
      }
    }),
  );
  agent.destroy();
  return { cpu: ((cpuTicks(pid) - before) * 10_000) / (shoppers.length * ADDS_EACH), p95: percentile95(times) };
}

/** `count` new shoppers, each with an address and three products of `productIds` in the cart, and the initiate body of that cart. */
async function cartShoppers(shopUrl: string, label: string, count: number, productIds: string[]) {
  const shoppers = await registerShoppers(shopUrl, label, count);
  return Promise.all(
    shoppers.map(async (shopper, index) => {
      await addAddress(shopUrl, shopper);
      for (let line = 0; line < 3; line += 1)
        await addToCart(shopUrl, shopper, productIds[(index * 3 + line) % productIds.length]!);
      return { shopper, body: JSON.stringify(checkoutBody(await viewCart(shopUrl, shopper))) };
    }),
  );
}

/** CHECKOUTS_EACH checkouts by each shopper side by side: the shop's CPU per checkout and their p95. */
async function checkoutsPass(shopUrl: string, pid: number, checkouts: { shopper: Shopper; body: string }[]): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: checkouts.length });
  const times: number[] = [];
  const before = cpuTicks(pid);
  await Promise.all(
    checkouts.map(async ({ shopper, body }) => {
      for (let checkout = 0; checkout < CHECKOUTS_EACH; checkout += 1)
        times.push(await post(agent, shopUrl + apiPaths.payment.initiate, shopper.cookie, body));
    }),
  );
  agent.destroy();
  return { cpu: ((cpuTicks(pid) - before) * 10_000) / (checkouts.length * CHECKOUTS_EACH), p95: percentile95(times) };
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
    // Each pass at 10 and at 50 shoppers side by side, the realistic loads a speed part is held to.
    const passes = SHOPPER_LOADS.flatMap((load) => [`misses ${load}`, `hits ${load}`, `adds ${load}`, `checkouts ${load}`]);
    const results: Record<'a' | 'b', Record<string, Measured[]>> = { a: {}, b: {} };
    const record = (side: 'a' | 'b', pass: string, measured: Measured) => (results[side][pass] ??= []).push(measured);
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
          // First every page misses the ready answers (a fresh process: half the pages at each load), then every page
          // is answered from them (all pages at each load).
          const half = Math.floor(order.length / 2);
          const halves = [order.slice(0, half), order.slice(half)];
          for (const [index, load] of SHOPPER_LOADS.entries())
            record(side, `misses ${load}`, await pagesPass(shop.url, pid, halves[index]!, load));
          for (const load of SHOPPER_LOADS) record(side, `hits ${load}`, await pagesPass(shop.url, pid, order, load));
          // Then shoppers fill their carts, of products whose pages are kept (as bench:api's add step runs after its product step).
          const shoppers = await registerShoppers(shop.url, `ab${round}${side}`, Math.max(...SHOPPER_LOADS));
          for (const load of SHOPPER_LOADS)
            record(side, `adds ${load}`, await addsPass(shop.url, pid, shoppers.slice(0, load), order));
          // Then shoppers with three products in their carts check out, again and again (a second click gets the pending checkout back).
          for (const load of SHOPPER_LOADS)
            record(
              side,
              `checkouts ${load}`,
              await checkoutsPass(shop.url, pid, await cartShoppers(shop.url, `abc${round}${side}${load}`, load, order)),
            );
          log(
            `round ${round}, ${side.toUpperCase()}: ` +
              passes
                .map(
                  (pass) =>
                    `${pass} ${results[side][pass]!.at(-1)!.cpu.toFixed(0)} µs, p95 ${results[side][pass]!.at(-1)!.p95.toFixed(1)} ms`,
                )
                .join(' · '),
          );
        } finally {
          await shop.stop();
        }
      }
    }
    const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
    const line = (pass: string) => {
      const [cpuA, cpuB] = [results.a[pass]!.map((m) => m.cpu), results.b[pass]!.map((m) => m.cpu)];
      const [p95A, p95B] = [median(results.a[pass]!.map((m) => m.p95)), median(results.b[pass]!.map((m) => m.p95))];
      const [a, b] = [median(cpuA), median(cpuB)];
      return `| ${PASS_TITLES[pass.split(' ')[0]!]} | ${pass.split(' ')[1]} | ${a.toFixed(0)} (${spread(cpuA)}) | ${b.toFixed(0)} (${spread(cpuB)}) | ${(b / a).toFixed(3)} | ${p95A.toFixed(1)} | ${p95B.toFixed(1)} | ${(p95B / p95A).toFixed(3)} |`;
    };
    console.log(
      [
        `## Shop CPU and p95 (\`npm run bench:ab -- ${revision}\`, ${database.engine}, median of ${rounds} rounds)`,
        '',
        `A = ${revision}, B = the working tree · product pages (product, then its comments), each page once per pass; shoppers adding ${ADDS_EACH} products each; shoppers with 3 products checking out ${CHECKOUTS_EACH} times each · CPU = the shop process's user + system time per page, add or checkout · p95 of the requests' times`,
        '',
        '| pass | shoppers | A µs (rounds) | B µs (rounds) | B ÷ A | A p95 ms | B p95 ms | B ÷ A |',
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...passes.map(line),
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
