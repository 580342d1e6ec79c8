/**
 * What this process's background jobs (the mail sender, the payment and refund reconcilers) last did, and the last
 * errors the process met (a job's, or a request's that answered 500 or 503), for the admin's System tab. Kept in
 * memory, per process: it is what the process serving the call knows. Errors are kept as their message's first line,
 * never a stack; whoever shows them hides secrets first (features/system).
 */
export type JobRecord = {
  name: string;
  everyMs: number;
  runs: number;
  failures: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastDurationMs: number | null;
  lastOutcome: 'running' | 'ok' | 'failed' | null;
  lastError: { at: string; message: string } | null;
};

export type NotedError = {
  /** The last time it happened. */
  at: string;
  /** Which job, or the request's method and route pattern. */
  source: string;
  message: string;
  /** The request's id (the logs' `reqId`), for a request's error. */
  requestId: string | null;
  /** How many times in a row this source met this message. */
  times: number;
};

export type TrackedJob = {
  /** Runs one pass, noting when it began and ended and how; a failure is noted and thrown on. */
  run: <T>(pass: () => Promise<T>) => Promise<T>;
  /** A failure the pass goes on after (one message that could not be delivered). */
  noteError: (error: unknown) => void;
};

export type JobBoard = {
  /** The job of this name (made on first use). */
  track: (name: string, everyMs: number) => TrackedJob;
  noteError: (source: string, error: unknown, requestId?: string) => void;
  jobs: () => JobRecord[];
  /** Newest first. */
  recentErrors: () => NotedError[];
};

/** How many errors are kept; a source's same message again counts on its last entry instead. */
const KEPT_ERRORS = 20;
const MESSAGE_LIMIT = 300;

/** An error's message, its first line only, at most 300 characters. */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  const line = text.split('\n')[0]!.trim();
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT - 1)}…` : line || 'Unknown error';
}

export function createJobBoard(now: () => Date = () => new Date()): JobBoard {
  const records = new Map<string, JobRecord>();
  const errors: NotedError[] = [];

  const noteError = (source: string, error: unknown, requestId?: string) => {
    const at = now().toISOString();
    const message = messageOf(error);
    const last = errors[0];
    if (last && last.source === source && last.message === message) {
      last.at = at;
      last.times += 1;
      last.requestId = requestId ?? null;
      return;
    }
    errors.unshift({ at, source, message, requestId: requestId ?? null, times: 1 });
    errors.length = Math.min(errors.length, KEPT_ERRORS);
  };

  const track = (name: string, everyMs: number): TrackedJob => {
    let record = records.get(name);
    if (!record) {
      record = {
        name,
        everyMs,
        runs: 0,
        failures: 0,
        lastStartedAt: null,
        lastFinishedAt: null,
        lastDurationMs: null,
        lastOutcome: null,
        lastError: null,
      };
      records.set(name, record);
    }
    const job = record;
    return {
      async run(pass) {
        const started = now();
        job.lastStartedAt = started.toISOString();
        job.lastOutcome = 'running';
        job.runs += 1;
        const finish = (outcome: 'ok' | 'failed') => {
          const finished = now();
          job.lastFinishedAt = finished.toISOString();
          job.lastDurationMs = finished.getTime() - started.getTime();
          job.lastOutcome = outcome;
        };
        try {
          const result = await pass();
          finish('ok');
          return result;
        } catch (error) {
          finish('failed');
          job.failures += 1;
          job.lastError = { at: job.lastFinishedAt!, message: messageOf(error) };
          noteError(name, error);
          throw error;
        }
      },
      noteError(error) {
        job.lastError = { at: now().toISOString(), message: messageOf(error) };
        noteError(name, error);
      },
    };
  };

  return {
    track,
    noteError,
    jobs: () => [...records.values()].map((record) => ({ ...record, lastError: record.lastError && { ...record.lastError } })),
    recentErrors: () => errors.map((error) => ({ ...error })),
  };
}
