import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import { postgresPoolOf, type Engine } from '../../db/engine/database';
import type { Database } from '../../db/engine/schema';
import { queueAndPaymentState } from './queue-state';

/** What the answer cache tells the metrics (lib/answer-cache): its hit and miss counts and the bytes it keeps. */
export type WatchedAnswers = { bytes: number; stats: { hits: number; misses: number } };

export type ShopMetrics = {
  registry: Registry;
  /** One request answered: its route's pattern (never the raw URL), method, status and seconds. */
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
  inFlight: Gauge;
  /** One statement finished (or failed) after `ms`. */
  observeStatement: (ms: number, failed: boolean) => void;
  /** From now on the scrape reports this database's pool and this process's answer cache. */
  watch: (parts: { db: Kysely<Database>; engine: Engine; answers?: WatchedAnswers }) => void;
};

/** Seconds buckets for requests and statements: most answers take milliseconds; an outage's answers take up to 3 s. */
const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The shop's Prometheus metrics (prom-client's default process metrics included: memory, event-loop delay, CPU). */
export function createShopMetrics(): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'voltcart_http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: SECONDS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'voltcart_http_requests_in_flight',
    help: 'Requests being answered now',
    registers: [registry],
  });
  const statements = new Histogram({
    name: 'voltcart_db_statement_duration_seconds',
    help: 'Database statements, by outcome (ok or failed)',
    labelNames: ['outcome'],
    buckets: SECONDS,
    registers: [registry],
  });
  let watched: Parameters<ShopMetrics['watch']>[0] | undefined;

  new Gauge({
    name: 'voltcart_db_pool_connections',
    help: 'Database connections by state: total, idle, and requests waiting for one (SQLite: its writer and reader, never waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!watched) return;
      const pool = postgresPoolOf(watched.db)?.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 2);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 2);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  const answerCount = (name: string, help: string, of: (answers: WatchedAnswers) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        if (watched?.answers) this.inc(of(watched.answers));
      },
    });
  answerCount('voltcart_ready_answer_hits_total', 'Answers sent from the ready-answer cache', (answers) => answers.stats.hits);
  answerCount('voltcart_ready_answer_misses_total', 'Answers made because none was kept', (answers) => answers.stats.misses);
  new Gauge({
    name: 'voltcart_ready_answer_bytes',
    help: 'Bytes the ready-answer cache keeps in memory',
    registers: [registry],
    collect() {
      if (watched?.answers) this.set(watched.answers.bytes);
    },
  });
  queueAndPaymentState(registry, () => watched?.db);

  return {
    registry,
    observeRequest: (route, method, status, seconds) => requests.observe({ route, method, status: String(status) }, seconds),
    inFlight,
    observeStatement: (ms, failed) => statements.observe({ outcome: failed ? 'failed' : 'ok' }, ms / 1000),
    watch: (parts) => {
      watched = parts;
    },
  };
}
