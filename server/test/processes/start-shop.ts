import { startNode, startTsx, waitUntilUp, type Child } from './child-process';
import { freePort } from './free-port';

/**
 * The node flags of `npm run serve` (package.json), which production runs: a young generation of 2 MiB semi-spaces
 * instead of V8's 16 keeps ~25 MB off the resident size (4 MiB: 6–9 MB more at bench:api's peak, CPU per request within
 * the runs' noise); CPU profiles under load showed no larger garbage-collection share. A 512 MiB heap limit: V8 caps
 * the factor by which it grows the old generation past what is live lower for a lower limit (src/heap/heap-controller),
 * and PostgreSQL's add to cart peaked at 150 MB against 160–162 (garbage of the requests waiting on the database),
 * CPU per request level. The limit is far above what the shop keeps live (~50 MB under the bench); the largest
 * transient is a whole category's listing being made: measured with 100,000 products in one category (a 61 MB
 * answer, ~3 s to make, ~245 MB of heap at its peak), one request peaked at 442 MB resident; ten different listings of
 * it at once ran out of heap until whole listings were made one at a time (AnswerRecipe.madeAlone): now 518 MB.
 * No `--enable-source-maps`: it keeps the source map of every loaded package file (~10 MB); the bundle maps its own
 * stack traces to the TypeScript (server/src/own-stack-traces.ts).
 */
export const SERVE_NODE_ARGS = ['--max-semi-space-size=2', '--no-allocation-site-pretenuring', '--max-old-space-size=512'];

/**
 * The environment `npm run serve` starts node with: glibc's malloc limited to one arena (its default is 8 per core, one
 * taken by each thread that allocates: V8's garbage-collection helpers, libuv's pool gzipping big answers and hashing
 * passwords), each keeping the memory its thread freed (likely most of the 22 MB of "other anonymous mappings" at
 * bench:api's peak; not checked in smaps).
 * bench:api's peak resident with 2 arenas: SQLite whole runs 148 MB against 152 and 154 the same morning; in one
 * alternated pair of the product and write steps, SQLite 149 → 148 and PostgreSQL 149 → 147. With one: the
 * home, product and write steps in two alternated pairs, 147 / 147 → 146 / 144 MB; whole SQLite runs with SQLite's
 * page caches halved too (database.ts), 149 / 150 → 146 / 139 MB. CPU per request within the runs' noise each time
 * (the threads that share the arena allocate little: two cores, and the answers are gzipped once). The caller's own
 * value wins (A/B runs: MALLOC_ARENA_MAX=16 is glibc's default on 2 cores).
 * And a fixed mmap threshold of 128 KiB (glibc's default, which it otherwise raises to the size of any mapped block
 * freed): the answer cache's 1 MiB slabs then always get mappings of their own instead of landing in the main heap,
 * where a long-lived slab above the short-lived buffers of the requests in between pinned them (the heap gives memory
 * back only from its top). bench:api SQLite, the same build, steps up to checkout: main heap 41 → 28 MB, slabs' own
 * mappings +9 MB, peak 150 → 145 MB; CPU per request within the runs' noise.
 */
export const SERVE_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' };
/** SERVE_ENV, each variable the caller's own value where it set one. */
const serveEnv = () => Object.fromEntries(Object.entries(SERVE_ENV).map(([name, value]) => [name, process.env[name] || value]));

export type RunningShop = { url: string; child: Child; stop: () => Promise<void> };

export type ShopOptions = {
  dataDir: string;
  /** Unset: SQLite in dataDir. */
  databaseUrl?: string | undefined;
  seedDemo: boolean;
  sessionSecret?: string;
  extraEnv?: Record<string, string>;
  /** Extra `node` flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /**
   * Run the compiled server (`server/dist/main.js`, made by `npm run build -w server`) with plain node, as production
   * does, instead of the TypeScript source under tsx (benchmarks: tsx's loader costs memory and start time).
   */
  compiled?: boolean;
  /** The host PUBLIC_URL names: 127.0.0.1 unless told (a browser test whose cookies are for localhost says so). */
  publicHost?: string;
  /** The compiled file `compiled` runs, relative to the repository's root: server/dist/main.js unless told. */
  compiledFile?: string;
};

/** Starts the real shop (`server/src/main.ts`, or its build with `compiled`) as a child process, for multi-process tests and benchmarks, on a free loopback port and waits for /api/health. */
export async function startShop(options: ShopOptions, onStarted: (child: Child) => void = () => {}): Promise<RunningShop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    // Production mode with the checks it asks for: a real admin, the sandbox allowed explicitly.
    NODE_ENV: 'production',
    ADMIN_EMAIL: 'owner@voltcart.test',
    ADMIN_PASSWORD: 'owner-password-for-tests',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    // Email to DATA_DIR/outbox unless a test gives SMTP_URL.
    ALLOW_OUTBOX_MAIL: 'true',
    // Tests and benchmarks that give RATE_LIMITS=off are load tests (one address registers many shoppers).
    ALLOW_NO_RATE_LIMITS: 'true',
    // The tests and benchmarks sign in as the admin with the password alone (the second factor has its own tests).
    ALLOW_ADMIN_WITHOUT_2FA: 'true',
    // The seller printed on tax invoices (required in production).
    SHOP_LEGAL_NAME: 'Voltcart Test Processes Private Limited',
    SHOP_ADDRESS: '2 Test Road, Indiranagar, Bengaluru 560038',
    SHOP_STATE: 'Karnataka',
    SHOP_GSTIN: '29ABCDE1234F1ZW',
    SESSION_SECRET: options.sessionSecret ?? 'shared-secret-of-the-test-processes-0123456789',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: options.publicHost ? `http://${options.publicHost}:${port}` : url,
    DATA_DIR: options.dataDir,
    SEED_DEMO: String(options.seedDemo),
    LOG_LEVEL: 'warn',
    // The tests share a loaded machine: the outage bound of the defaults has tests of its own (fail-fast.postgres.test.ts).
    DATABASE_CONNECT_TIMEOUT_MS: '5000',
    DATABASE_STATEMENT_TIMEOUT_MS: '15000',
    PAYMENT_PROVIDER: 'sandbox',
    DATABASE_URL: options.databaseUrl,
    WEB_DIST_DIR: undefined,
    ...options.extraEnv,
  };
  const child = options.compiled
    ? startNode(options.compiledFile ?? 'server/dist/main.js', { ...serveEnv(), ...env }, [
        ...SERVE_NODE_ARGS,
        ...(options.nodeArgs ?? []),
      ])
    : startTsx('server/src/main.ts', env, options.nodeArgs);
  onStarted(child);
  // The demo seed draws images before listening; give it time.
  await waitUntilUp(`${url}/api/health`, child, 'the shop');
  return { url, child, stop: () => child.stop() };
}
