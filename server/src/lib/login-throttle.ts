import { AppError } from './errors';

/**
 * Slows password guessing: after `maxFailures` failed sign-ins for one email from one address within
 * `windowMs`, further attempts answer 429 until the window passes. In memory, per process: good enough to
 * stop a script; a shop behind several processes still limits each one.
 */
export function createLoginThrottle({ maxFailures = 10, windowMs = 15 * 60 * 1000 } = {}) {
  const failures = new Map<string, { count: number; firstAt: number }>();

  const live = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.firstAt > windowMs) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    assertAllowed(key: string, now = Date.now()): void {
      if ((live(key, now)?.count ?? 0) >= maxFailures) {
        throw new AppError('rate_limited', 'Too many failed sign-in attempts. Please wait a few minutes and try again.');
      }
    },
    recordFailure(key: string, now = Date.now()): void {
      const entry = live(key, now) ?? { count: 0, firstAt: now };
      entry.count += 1;
      failures.set(key, entry);
      // Bound memory under a flood of distinct keys.
      if (failures.size > 100_000) failures.delete(failures.keys().next().value!);
    },
    recordSuccess(key: string): void {
      failures.delete(key);
    },
  };
}
