import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset';
import { undoEmailChange } from './email-change';
import { resendVerification, verifyEmail } from './verification';

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password. Please check your inbox.';

/** Password reset, email verification and the undo of a change of email: the calls behind the emailed links. */
export function recoveryRoutes({
  db,
  guards,
  publicUrl,
}: {
  db: Executor;
  guards: Guards;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { accounts: table } = apiRoutes;
    // Reset requests are handled after the answer is sent, so an existing and an unknown email answer alike
    // and equally fast; closing the app waits for the ones still running.
    const running = new Set<Promise<unknown>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled([...running]);
    });

    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    route(
      table.forgotPassword,
      {
        schema: { tags: ['auth'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.passwordReset },
      },
      async (request) => {
        const work = requestPasswordReset(db, publicUrl, request.body.email)
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'))
          .finally(() => running.delete(work));
        running.add(work);
        return ok(null, FORGOT_PASSWORD_ANSWER);
      },
    );

    route(
      table.resetPassword,
      {
        schema: { tags: ['auth'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.passwordReset },
      },
      async (request) => {
        await resetPassword(db, publicUrl, request.body.token, request.body.password);
        return ok(null, 'Your password has been changed. Please sign in with your new password.');
      },
    );

    route(
      table.checkResetLink,
      {
        schema: { tags: ['auth'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.passwordReset },
      },
      async (request) => {
        await checkResetLink(db, request.body.token);
        return ok(null, 'This reset link works.');
      },
    );

    route(
      table.verifyEmail,
      {
        schema: { tags: ['auth'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.passwordReset },
      },
      async (request) => {
        // A welcome link works signed out; an email-change link only from a session of its account.
        const signedIn = await guards.loadUser(request);
        const verified = await verifyEmail(db, { publicUrl, token: request.body.token, signedInUserId: signedIn?._id ?? null });
        return ok(verified, 'Your email address is verified. Thank you!');
      },
    );

    route(
      table.undoEmailChange,
      {
        schema: { tags: ['auth'] },
        config: { access: 'public', rateLimit: RATE_LIMIT.passwordReset },
      },
      async (request) => {
        const restored = await undoEmailChange(db, request.body.token);
        return ok(
          restored,
          `Your account uses ${restored.email} again, and every device is signed out. Reset your password if someone else may know it.`,
        );
      },
    );

    route(
      table.resendVerification,
      {
        schema: { tags: ['auth'] },
        preHandler: guards.requireUser,
        config: { rateLimit: RATE_LIMIT.resendVerification },
      },
      async (request) => {
        await resendVerification(db, publicUrl, signedInUser(request)._id);
        return ok(null, 'We have sent you a new verification link. Please check your inbox.');
      },
    );
  };
}
