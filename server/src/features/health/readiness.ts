import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { isDatabaseReachable, type Engine } from '../../db/engine/database';
import { pendingMigrationCount } from '../../db/engine/migrate';

/** Whether this process should be sent requests, and if not, why (in the operator's words). */
export type Readiness = {
  /** Undefined when ready; otherwise what is not. */
  notReadyBecause: () => Promise<string | undefined>;
  /** From now on the process answers not ready (SIGTERM: a load balancer stops sending while requests in flight finish). */
  drain: () => void;
  draining: () => boolean;
};

// Each check is bounded: a probe that hangs would hold the load balancer's check past its own timeout.
const CHECK_TIMEOUT_MS = 1000;

/** Readiness of a shop: not draining, its database answering, the schema at this build's latest migration, Redis (if configured) connected. */
export function createReadiness({
  db,
  engine,
  redis,
}: {
  db: Kysely<any>;
  engine: Engine;
  redis?: Redis | undefined;
}): Readiness {
  let draining = false;
  // This build's migrations, once all applied, stay applied: later probes need not count them again.
  let migrated = false;
  const database = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return {
    drain: () => {
      draining = true;
    },
    draining: () => draining,
    async notReadyBecause() {
      if (draining) return 'This process is shutting down';
      if (!(await isDatabaseReachable(db, CHECK_TIMEOUT_MS))) return `The database (${database}) is not reachable`;
      if (!migrated) {
        const pending = await pendingMigrationCount(db).catch(() => undefined);
        if (pending === undefined) return `The database (${database}) is not reachable`;
        if (pending > 0) return `The database is ${pending} migration${pending === 1 ? '' : 's'} behind this version of the shop`;
        migrated = true;
      }
      // ioredis connects (and reconnects) by itself; until it has, calls that need Redis would fail.
      if (redis && redis.status !== 'ready') return 'Redis (REDIS_URL) is not reachable';
      return undefined;
    },
  };
}
