import type { SystemStatus } from '@voltcart/contract';
import type { Kysely } from 'kysely';
import { shopVersion } from '../../config/version';
import type { Engine } from '../../db/engine/database';
import { migrationNames, pendingMigrationCount } from '../../db/engine/migrate';
import type { Database } from '../../db/engine/schema';
import type { JobBoard } from '../../lib/job-board';
import { queueStateNow } from '../metrics';

export type SystemParts = {
  db: Kysely<Database>;
  engine: Engine;
  uploads: 'local' | 's3';
  /** Readiness's answer: undefined when ready, else why not. */
  notReadyBecause: () => Promise<string | undefined>;
  jobs: JobBoard;
  /** Hides the configuration's secrets in a message (hide-secrets.ts). */
  hide: (text: string) => string;
};

/** What the admin's System tab shows, from this process: every read bounded, nothing of the configuration but names. */
export async function systemStatus(parts: SystemParts): Promise<SystemStatus> {
  const { db, hide } = parts;
  const [notReady, pending, queues] = await Promise.all([
    parts.notReadyBecause(),
    pendingMigrationCount(db).catch(() => undefined),
    queueStateNow(db),
  ]);
  const version = shopVersion();
  const uptimeSeconds = Math.round(process.uptime());
  const known = migrationNames().length;
  const refundsPending = queues?.refunds.find((row) => row.state === 'PENDING')?.count ?? 0;
  return {
    version: version.version,
    commit: version.commit ?? null,
    node: process.version,
    processId: process.pid,
    startedAt: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
    uptimeSeconds,
    ready: notReady === undefined,
    notReadyBecause: notReady ?? null,
    database: {
      engine: parts.engine,
      migrationsApplied: pending === undefined ? 0 : known - pending,
      migrationsPending: pending ?? known,
    },
    uploads: parts.uploads,
    mailOutbox: queues
      ? {
          pending: queues.outboxPending,
          oldestAgeSeconds: queues.outboxPending > 0 ? Math.round(queues.outboxOldestSeconds) : null,
        }
      : null,
    reconciler: queues
      ? {
          pendingPayments: queues.paymentsPending,
          lagSeconds: queues.paymentsPending > 0 ? Math.round(queues.reconcilerLagSeconds) : null,
          pendingRefunds: refundsPending,
        }
      : null,
    jobs: parts.jobs.jobs().map((job) => ({
      name: job.name,
      everySeconds: job.everyMs / 1000,
      runs: job.runs,
      failures: job.failures,
      lastStartedAt: job.lastStartedAt,
      lastFinishedAt: job.lastFinishedAt,
      lastDurationMs: job.lastDurationMs,
      lastOutcome: job.lastOutcome,
      lastError: job.lastError && { at: job.lastError.at, message: hide(job.lastError.message) },
    })),
    recentErrors: parts.jobs
      .recentErrors()
      .map((error) => ({ ...error, source: hide(error.source), message: hide(error.message) })),
  };
}
