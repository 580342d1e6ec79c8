import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
    return await verify(stored, password);
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
