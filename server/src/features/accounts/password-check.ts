import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/engine/executor';
import type { LoginLockout } from '../../lib/lockout/lockout';
import { userWithPassword, type PasswordGuessGuard } from './settings';

/** A wrong password given by a signed-in user counts as a failed sign-in would: a taken-over session cannot guess it freely. */
export const lockoutGuard = (lockout: LoginLockout, request: FastifyRequest): PasswordGuessGuard => ({
  assertAllowed: (email) => lockout.assertAllowed(email, request.ip),
  recordFailure: (email) => lockout.recordFailure(email, request.ip),
  recordSuccess: (email) => lockout.recordSuccess(email, request.ip),
});

/**
 * Asks a signed-in user's password again before a change another feature makes (turning two-factor sign-in off),
 * then runs that feature's own check of a second factor; a wrong password or a wrong second factor counts toward
 * the sign-in lockout, so neither can be guessed freely from a taken-over session.
 */
export type PasswordCheck = (
  request: FastifyRequest,
  userId: string,
  password: string,
  secondStep: () => Promise<void>,
) => Promise<void>;

export const passwordCheck =
  (db: Executor, lockout: LoginLockout): PasswordCheck =>
  async (request, userId, password, secondStep) => {
    await userWithPassword(db, lockoutGuard(lockout, request), userId, password, 'password', secondStep);
  };
