import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash holds its 19 MiB while it runs, and Node runs up to four at once (its thread pool): a burst of sign-ups
 * or sign-ins would add ~80 MB to the process. One per two cores leaves the others to the requests being served;
 * beyond that, hashes queue.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The freed place goes straight to the next in line (running stays the same), else it is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneOfFew(() => hash(password, OPTIONS));
}

/** Whether a stored hash was made with other parameters than today's (it is upgraded at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, memory, time, lanes] = match.map(Number);
  return memory !== OPTIONS.memoryCost || time !== OPTIONS.timeCost || lanes !== OPTIONS.parallelism;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await oneOfFew(() => verify(stored, password));
  } catch {
    return false;
  }
}

/** A hash to check against when the email is unknown, so a miss takes as long as a hit. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
