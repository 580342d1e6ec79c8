/** Failed sign-ins counted under one key since its window began, and the lock they earned. */
export type FailureCount = { failures: number; lockedUntil: number | null };

/**
 * Where failed sign-ins are counted: shared by every process (the database by default, Redis when
 * REDIS_URL is set). Times are epoch milliseconds.
 */
export interface LockoutStore {
  /** Adds one failure under `key`; a window older than `windowMs` starts again at one. */
  recordFailure(key: string, now: number, windowMs: number): Promise<FailureCount>;
  lockUntil(key: string, until: number): Promise<void>;
  read(key: string, now: number): Promise<FailureCount>;
  clear(key: string): Promise<void>;
}
