import { apiRoutes } from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import type { LoginLockout } from '../../lib/lockout/lockout';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { hashSessionToken } from '../../lib/sessions';
import { signedInUser, type Guards } from '../auth';
import { lockoutGuard } from './password-check';
import * as settings from './settings';

/** Change password, change email, sign out everywhere, and the admin's disable/enable of an account. */
export function accountSettingsRoutes({
  db,
  guards,
  config,
  lockout,
}: {
  db: Executor;
  guards: Guards;
  config: Config;
  lockout: LoginLockout;
}): FastifyPluginAsyncZod {
  const secret = config.sessionSecret;
  const guardFor = (request: FastifyRequest) => lockoutGuard(lockout, request);
  const currentTokenHash = (request: FastifyRequest) => {
    const token = guards.sessionTokenOf(request);
    if (!token) throw new AppError('unauthorized', 'Please login to continue');
    return hashSessionToken(token, secret);
  };

  return async (app) => {
    const route = contractRoutes(app);
    const { accounts: table } = apiRoutes;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    route(table.changePassword, { schema: { tags: ['auth'] }, preHandler: guards.requireUser }, async (request) => {
      await settings.changePassword(db, guardFor(request), {
        userId: signedInUser(request)._id,
        currentTokenHash: currentTokenHash(request),
        body: request.body,
        publicUrl: config.publicUrl,
      });
      return ok(null, request.body.signOutOtherDevices ? 'Password changed. Other devices are signed out.' : 'Password changed');
    });

    route(
      table.changeEmail,
      {
        schema: { tags: ['auth'] },
        preHandler: guards.requireUser,
        config: { rateLimit: RATE_LIMIT.changeEmail },
      },
      async (request) => {
        const answer = await settings.requestEmailChange(db, guardFor(request), {
          userId: signedInUser(request)._id,
          body: request.body,
          publicUrl: config.publicUrl,
        });
        return ok(answer, `Check ${answer.newEmail} for a confirmation link`);
      },
    );

    route(table.signOutEverywhere, { schema: { tags: ['auth'] }, preHandler: guards.requireUser }, async (request, reply) => {
      await settings.signOutEverywhere(db, signedInUser(request)._id);
      reply.clearCookie(guards.cookieName, { path: '/', secure: config.secureCookies });
      return ok(null, 'Signed out everywhere');
    });

    route(
      table.setUserDisabled,
      {
        schema: { tags: ['admin'] },
        preHandler: guards.requireAdmin,
      },
      async (request) => {
        const user = await settings.setUserDisabled(db, {
          adminId: signedInUser(request)._id,
          userId: request.params.id,
          disabled: request.body.disabled,
        });
        return ok(user, user.disabled ? 'Account disabled' : 'Account enabled');
      },
    );
  };
}
