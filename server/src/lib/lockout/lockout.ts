import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import type { LockoutStore } from './store';

const MINUTE = 60_000;

/**
 * How guessing is slowed. The long locks fall on one account guessed from one address, where an attacker
 * stands and an owner elsewhere does not; the account as a whole only waits a little, and an address that
 * tries many accounts only slows down, so an attacker can neither lock an owner out nor spray freely.
 */
export const LOCKOUT_POLICY = {
  /** Failures on one account from one address before that pair locks; each further failure doubles the lock. */
  pairFreeFailures: 5,
  pairFirstLockMs: 30_000,
  pairMaxLockMs: 60 * MINUTE,
  pairWindowMs: 24 * 60 * MINUTE,
  /**
   * Failures on one account from every address before it waits between sign-ins: a short delay, doubling per
   * further failure up to a few minutes. A known device, or an admin's right second factor, does not wait.
   */
  accountFreeFailures: 10,
  accountFirstDelayMs: 5_000,
  accountMaxDelayMs: 5 * MINUTE,
  accountWindowMs: 24 * 60 * MINUTE,
  /** Failures from one address across accounts within the window; past them each sign-in from it waits a growing moment first. */
  addressFreeFailures: 30,
  addressDelayStepMs: 500,
  addressMaxDelayMs: 5_000,
  addressWindowMs: 15 * MINUTE,
};

type Policy = typeof LOCKOUT_POLICY;

/** A lock just made on an account: told to `onAccountLocked` (the admin's inbox hears of it). */
export type AccountLocked = { email: string; failures: number; lockedForMs: number };

export type LockoutOptions = {
  policy?: Policy;
  /** Called (awaited; its failure is logged, never the sign-in's) when an account first locks in its window. */
  onAccountLocked?: (lock: AccountLocked) => Promise<void>;
  /** How an address past its limit is slowed down (tests record it). */
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a sign-in may go on to after `admit`: `accountLock` set means only a right second factor passes. */
export type Admission = { accountLock: AppError | undefined; slowedForMs: number };

/**
 * Failed sign-ins lock an account at the address guessing it (growing locks), make the account as a whole wait a
 * little, and slow an address that fails across accounts. The counts live in a shared store, so a lock made by one
 * process holds in every other.
 */
export function createLoginLockout(store: LockoutStore, log: FastifyBaseLogger, options: LockoutOptions = {}) {
  const { policy = LOCKOUT_POLICY, onAccountLocked, wait = sleep } = options;
  const account = (email: string) => email.trim().toLowerCase();
  const accountKey = (email: string) => `account:${account(email)}`;
  const pairKey = (email: string, ip: string) => `account-address:${account(email)}|${ip}`;
  const addressKey = (ip: string) => `address:${ip}`;
  // Logs name an account by a short hash: enough to follow an attack, no address book in the logs.
  const accountRef = (email: string) => createHash('sha256').update(account(email)).digest('hex').slice(0, 12);

  const lockError = (until: number, now: number, what: string): AppError => {
    const seconds = Math.max(1, Math.ceil((until - now) / 1000));
    const minutes = Math.ceil(seconds / 60);
    const when = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    return new AppError('rate_limited', `${what} Please try again in ${when}.`, { retryAfterSeconds: seconds });
  };

  const addressDelayMs = (failures: number) => {
    const beyond = failures - policy.addressFreeFailures;
    return beyond < 0 ? 0 : Math.min(policy.addressDelayStepMs * (beyond + 1), policy.addressMaxDelayMs);
  };

  async function tell(lock: AccountLocked) {
    if (!onAccountLocked) return;
    try {
      await onAccountLocked(lock);
    } catch (error) {
      log.error({ err: error, account: accountRef(lock.email) }, 'sign-in lockout: the locked account could not be told');
    }
  }

  /**
   * Before a password is checked: 429 while this account is locked at this address; a wait first when the address
   * has failed across many accounts. The account's own short lock is answered, not thrown: a known device passes
   * it, and a sign-in that carries a second factor may still pass it with a right one.
   */
  async function admit(
    email: string,
    ip: string,
    { knownDevice = false, now = Date.now() }: { knownDevice?: boolean; now?: number } = {},
  ): Promise<Admission> {
    const [whole, pair, address] = await Promise.all([
      store.read(accountKey(email), now),
      store.read(pairKey(email, ip), now),
      store.read(addressKey(ip), now),
    ]);
    if (pair.lockedUntil && pair.lockedUntil > now)
      throw lockError(pair.lockedUntil, now, 'Too many failed sign-ins for this account from your network.');
    const slowedForMs = addressDelayMs(address.failures);
    if (slowedForMs > 0) await wait(slowedForMs);
    const accountLocked = !knownDevice && whole.lockedUntil !== null && whole.lockedUntil > now;
    return {
      accountLock: accountLocked ? lockError(whole.lockedUntil!, now, 'Too many failed sign-ins for this account.') : undefined,
      slowedForMs,
    };
  }

  return {
    admit,

    /** `admit`, refusing the account's own lock too: for a password asked again of a signed-in user. */
    async assertAllowed(email: string, ip: string, now = Date.now()): Promise<void> {
      const { accountLock } = await admit(email, ip, { now });
      if (accountLock) throw accountLock;
    },

    async recordFailure(email: string, ip: string, now = Date.now()): Promise<void> {
      const pair = await store.recordFailure(pairKey(email, ip), now, policy.pairWindowMs);
      const whole = await store.recordFailure(accountKey(email), now, policy.accountWindowMs);
      let told: AccountLocked | undefined;
      const pairBeyond = pair.failures - policy.pairFreeFailures;
      if (pairBeyond >= 0) {
        const lockMs = Math.min(policy.pairFirstLockMs * 2 ** pairBeyond, policy.pairMaxLockMs);
        await store.lockUntil(pairKey(email, ip), now + lockMs);
        log.warn(
          { account: accountRef(email), ip, failures: pair.failures, lockedForMs: lockMs },
          'sign-in lockout: account locked at one address',
        );
        // The account's first lock in its window (a second comes at most when the whole account starts to wait).
        if (pairBeyond === 0 && whole.failures < policy.accountFreeFailures)
          told = { email: account(email), failures: whole.failures, lockedForMs: lockMs };
      }
      const wholeBeyond = whole.failures - policy.accountFreeFailures;
      if (wholeBeyond >= 0) {
        const delayMs = Math.min(policy.accountFirstDelayMs * 2 ** wholeBeyond, policy.accountMaxDelayMs);
        await store.lockUntil(accountKey(email), now + delayMs);
        log.warn(
          { account: accountRef(email), ip, failures: whole.failures, lockedForMs: delayMs },
          'sign-in lockout: account waits between sign-ins',
        );
        if (wholeBeyond === 0) told = { email: account(email), failures: whole.failures, lockedForMs: delayMs };
      }
      const address = await store.recordFailure(addressKey(ip), now, policy.addressWindowMs);
      if (address.failures === policy.addressFreeFailures)
        log.warn({ ip, failures: address.failures }, 'sign-in lockout: address slowed down');
      if (told) await tell(told);
    },

    /** A right sign-in ends the account's counts, here and at this address (never the address's: one success must not reset a spray). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await Promise.all([store.clear(accountKey(email)), store.clear(pairKey(email, ip))]);
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
