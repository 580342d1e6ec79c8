import { z } from 'zod';
import { envelope } from './common';

/** One background job of the process that answered: when its last pass ran and how it ended (everySeconds 0: once, at start). */
export const BackgroundJob = z.object({
  name: z.string(),
  everySeconds: z.number().nonnegative(),
  runs: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastDurationMs: z.number().nonnegative().nullable(),
  lastOutcome: z.enum(['running', 'ok', 'failed']).nullable(),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type BackgroundJob = z.infer<typeof BackgroundJob>;

/** An error the process met lately: its message's first line (secrets hidden), never a stack. */
export const SystemError = z.object({
  at: z.string(),
  source: z.string(),
  message: z.string(),
  /** A request's id, to find the rest in the logs. */
  requestId: z.string().nullable(),
  /** How many times in a row. */
  times: z.number().int().positive(),
});
export type SystemError = z.infer<typeof SystemError>;

/**
 * The admin's view of the system, from the process that answered (each process has its own uptime, jobs and errors;
 * the queues are the database's, the same from every process). `mailOutbox` and `reconciler` are null when the
 * database did not answer their read in time.
 */
export const SystemStatus = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  node: z.string(),
  processId: z.number().int(),
  startedAt: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  ready: z.boolean(),
  /** Why the process answers not ready (readiness), when it does. */
  notReadyBecause: z.string().nullable(),
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    migrationsApplied: z.number().int().nonnegative(),
    migrationsPending: z.number().int().nonnegative(),
  }),
  uploads: z.enum(['local', 's3']),
  mailOutbox: z
    .object({ pending: z.number().int().nonnegative(), oldestAgeSeconds: z.number().nonnegative().nullable() })
    .nullable(),
  reconciler: z
    .object({
      pendingPayments: z.number().int().nonnegative(),
      /** How long the pending payment checked longest ago has waited since it was made or last checked. */
      lagSeconds: z.number().nonnegative().nullable(),
      pendingRefunds: z.number().int().nonnegative(),
    })
    .nullable(),
  jobs: z.array(BackgroundJob),
  /** Newest first. */
  recentErrors: z.array(SystemError),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

export const SystemAnswer = envelope(SystemStatus);
