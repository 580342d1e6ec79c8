import type { Executor } from './executor';
import { isDatabaseReachable } from './database';

/**
 * A start waits for its database (it may still be starting beside the shop): one line per attempt, a growing
 * pause between them, and a clear failure after `waitSeconds`.
 */
export async function waitForDatabase(
  db: Executor,
  options: { waitSeconds: number; log: (line: string) => void; describe: string },
): Promise<void> {
  const deadline = Date.now() + options.waitSeconds * 1000;
  for (let attempt = 1; ; attempt += 1) {
    if (await isDatabaseReachable(db)) return;
    const left = deadline - Date.now();
    if (left <= 0)
      throw new DatabaseWaitError(`The database (${options.describe}) did not answer within ${options.waitSeconds} s; giving up`);
    const pause = Math.min(1000 * attempt, 5000, left);
    options.log(
      `waiting for the database (${options.describe}): attempt ${attempt} failed, trying again in ${Math.ceil(pause / 1000)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

export class DatabaseWaitError extends Error {}
