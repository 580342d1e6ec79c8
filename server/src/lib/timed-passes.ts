import type { TrackedJob } from './job-board';

/** A pass run on a timer, and how to stop it. */
export type TimedPasses = {
  /** Stops the timer and waits for a pass in progress (the database can be closed after it). */
  stop: () => Promise<void>;
};

/**
 * Runs `pass` every `everyMs`. The timer does not keep the process alive; a slow pass is never overlapped by the next
 * (a tick that finds one running does nothing); a pass that fails is handed to `failed` and the next runs on time.
 * With `job`, each pass's start, end and failure are noted on the job board (lib/job-board.ts).
 */
export function runEvery(
  everyMs: number,
  pass: () => Promise<void>,
  failed: (error: unknown) => void,
  job?: TrackedJob,
): TimedPasses {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = (job ? job.run(pass) : pass()).catch(failed).finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
