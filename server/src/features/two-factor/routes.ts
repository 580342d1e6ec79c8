import { apiRoutes } from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import type { TwoFactorKeys } from './secret-box';
import * as twoFactor from './service';

/**
 * Checks the signed-in admin's password, then `secondStep`, counting a wrong one of either toward the sign-in
 * lockout (the accounts feature's `passwordCheck`, given by app.ts).
 */
type PasswordCheck = (
  request: FastifyRequest,
  userId: string,
  password: string,
  secondStep: () => Promise<void>,
) => Promise<void>;

/** An admin's own two-factor sign-in: its state, starting enrolment, confirming it with a first code, turning it off. */
export function twoFactorRoutes({
  db,
  guards,
  keys,
  checkPassword,
  required,
}: {
  db: Executor;
  guards: Guards;
  keys: TwoFactorKeys;
  checkPassword: PasswordCheck;
  /** The shop requires admins' second factor (production): turning it off leaves sessions that can only enrol. */
  required: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { twoFactor: table } = apiRoutes;
    // The setup answer carries the secret and the confirmation the recovery codes: never kept by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const adminOnly = { preHandler: guards.requireAdmin };
    // An admin who must enrol before anything else (session-access.ts) may call these three, and sign out.
    const enrolment = { preHandler: guards.requireAdminEnrolment };

    route(table.status, { schema: { tags: ['auth'] }, ...enrolment }, async (request) =>
      ok(await twoFactor.status(db, signedInUser(request)._id, required)),
    );

    route(table.setup, { schema: { tags: ['auth'] }, ...enrolment }, async (request) =>
      ok(await twoFactor.startEnrolment(db, keys, signedInUser(request)), 'Scan the QR code with your authenticator app'),
    );

    route(table.confirm, { schema: { tags: ['auth'] }, ...enrolment }, async (request) => {
      const admin = signedInUser(request);
      // The answer shows the recovery codes: the password first (a wrong one counts toward the lockout).
      await checkPassword(request, admin._id, request.body.password, async () => {});
      const recoveryCodes = await twoFactor.confirmEnrolment(db, keys, admin._id, request.body.code);
      // Both factors just proved right in this session: it opens the admin area (an enrol-only one included).
      await guards.secondFactorPassed(request);
      return ok({ recoveryCodes }, 'Two-factor sign-in is on');
    });

    route(table.disable, { schema: { tags: ['auth'] }, ...adminOnly }, async (request) => {
      const admin = signedInUser(request);
      await checkPassword(request, admin._id, request.body.password, () =>
        twoFactor.checkCodeToDisable(db, keys, admin._id, request.body.code),
      );
      await twoFactor.disable(db, admin);
      if (!required) return ok(null, 'Two-factor sign-in is off');
      // Admins must have it here: the admin area shuts until it is set up again (on a new phone, say).
      await guards.secondFactorWithdrawn(request, admin._id);
      return ok(null, 'Two-factor sign-in is off. This shop requires it for admins: set it up again to open the admin area.');
    });
  };
}
