import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import type { LockoutStore } from './store';

const MINUTE = 60_000;

/** How guessing is slowed; the defaults let a person mistype several times and stop any script. */
export const LOCKOUT_POLICY = {
  /** Failures on one account before it locks; each further failure doubles the lock. */
  accountFreeFailures: 5,
  accountFirstLockMs: 30_000,
  accountMaxLockMs: 60 * MINUTE,
  accountWindowMs: 24 * 60 * MINUTE,
  /** Failures from one address across all accounts within the window before it is refused. */
  addressMaxFailures: 30,
  addressWindowMs: 15 * MINUTE,
};

type Policy = typeof LOCKOUT_POLICY;

/**
 * Failed sign-ins lock the account with growing delays whatever the address, and limit one address across
 * accounts. The counts live in a shared store, so a lock made by one process holds in every other.
 */
export function createLoginLockout(store: LockoutStore, log: FastifyBaseLogger, policy: Policy = LOCKOUT_POLICY) {
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `address:${ip}`;
  // Logs name an account by a short hash: enough to follow an attack, no address book in the logs.
  const accountRef = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

  const refuse = (until: number, now: number, what: string): never => {
    const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
    throw new AppError('rate_limited', `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)),
    });
  };

  return {
    /** 429 while the account or the address is locked. */
    async assertAllowed(email: string, ip: string, now = Date.now()): Promise<void> {
      const [account, address] = await Promise.all([store.read(accountKey(email), now), store.read(addressKey(ip), now)]);
      if (account.lockedUntil && account.lockedUntil > now) refuse(account.lockedUntil, now, 'Too many failed sign-ins for this account.');
      if (address.lockedUntil && address.lockedUntil > now) refuse(address.lockedUntil, now, 'Too many failed sign-ins from your network.');
    },

    async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
      const account = await store.recordFailure(accountKey(email), now, policy.accountWindowMs);
      const beyond = account.failures - policy.accountFreeFailures;
      if (beyond >= 0) {
        const lockMs = Math.min(policy.accountFirstLockMs * 2 ** beyond, policy.accountMaxLockMs);
        await store.lockUntil(accountKey(email), now + lockMs);
        log.warn({ account: accountRef(email), ip, failures: account.failures, lockedForMs: lockMs }, 'sign-in lockout: account locked');
      }
      const address = await store.recordFailure(addressKey(ip), now, policy.addressWindowMs);
      if (address.failures === policy.addressMaxFailures) {
        await store.lockUntil(addressKey(ip), now + policy.addressWindowMs);
        log.warn({ ip, failures: address.failures }, 'sign-in lockout: address locked');
      }
    },

    /** A correct password ends the account's count (never the address's: one success must not reset a spray). */
    async recordSuccess(email: string): Promise<void> {
      await store.clear(accountKey(email));
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
