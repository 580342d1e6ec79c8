import {
  AdminLoginAnswer,
  AdminLoginBody,
  apiPaths,
  CountAnswer,
  EmptyAnswer,
  LoginBody,
  PageQuery,
  RegisterFields,
  UserAnswer,
  UsersAnswer,
} from '@voltcart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { UploadsStore } from '../../lib/uploads';
import { AppError } from '../../lib/errors';
import type { LoginLockout } from '../../lib/lockout/lockout';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { multipartFormRoutes, readMultipartForm } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { SESSION_LIFETIME, type SessionKind } from '../../lib/sessions';
import { parseInput } from '../../lib/validation';
import { signedInUser, type Guards } from './guards';
import type { Executor } from '../../db/executor';
import * as auth from './service';

/** `secondFactor`: an admin's second factor at admin-login, asked of the two-factor feature (which owns it). */
export function authRoutes({ db, guards, config, lockout, uploads, secondFactor }: { db: Executor; guards: Guards; config: Config; lockout: LoginLockout; uploads: UploadsStore; secondFactor: auth.SecondFactorCheck }): FastifyPluginAsyncZod {
  const secret = config.sessionSecret;

  const { sessionTokenOf, cookieName } = guards;
  const setSessionCookie = (reply: FastifyReply, token: string, kind: SessionKind) =>
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_LIFETIME[kind].absoluteMs / 1000,
    });

  /** Signs in through `signIn` unless the account or address is locked; a wrong password counts toward a lock. */
  async function guarded<T>(ip: string, email: string, signIn: () => Promise<T>, signedIn: (result: T) => boolean = () => true): Promise<T> {
    await lockout.assertAllowed(email, ip);
    try {
      const result = await signIn();
      // A right password still waiting for its second factor clears nothing: wrong codes keep adding up.
      if (signedIn(result)) await lockout.recordSuccess(email);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'unauthorized') await lockout.recordFailure(email, ip);
      throw error;
    }
  }

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(request);
    if (token) await auth.endSession(db, secret, token);
    reply.clearCookie(cookieName, { path: '/', secure: config.secureCookies });
    return ok(null, 'Logout successful');
  };

  return async (app) => {
    // Answers about who is signed in are never kept by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Sign-up is a multipart form (with an optional photo): the parser registered for this call alone.
    await app.register(
      multipartFormRoutes(config.uploadMaxBytes, (forms) => {
        forms.post(
          apiPaths.auth.register,
          { schema: { tags: ['auth'], consumes: ['multipart/form-data'], response: { 201: UserAnswer } }, config: { rateLimit: RATE_LIMIT.signUp } },
          async (request, reply) => {
            const form = await readMultipartForm(request, { fields: RegisterFields, files: ['file'] });
            const fields = parseInput(RegisterFields, form.fields);
            const { user, token } = await auth.register(db, secret, uploads, fields, form.files[0]?.bytes, config.publicUrl);
            setSessionCookie(reply, token, 'cookie');
            return reply.code(201).send(ok(user, 'Registration successful'));
          },
        );
      }),
    );

    app.post(apiPaths.auth.login, { schema: { tags: ['auth'], body: LoginBody, response: { 200: UserAnswer } } }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      const { user, token } = await guarded(request.ip, request.body.email, () => auth.login(db, secret, request.body));
      // Rotate: the session the browser came with ends here.
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token, 'cookie');
      return ok(user, 'Login successful');
    });

    app.post(apiPaths.auth.adminLogin, { schema: { tags: ['auth'], body: AdminLoginBody, response: { 200: AdminLoginAnswer } } }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      const answer = await guarded(
        request.ip,
        request.body.email,
        () => auth.adminLogin(db, secret, request.body, secondFactor),
        (result) => !('twoFactorRequired' in result),
      );
      if ('twoFactorRequired' in answer) return ok(answer, 'Enter the 6-digit code from your authenticator app');
      const { user, token } = answer;
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token, 'bearer');
      return ok({ token, user }, 'Admin login successful');
    });

    // POST is the safe way to sign out; GET stays for the spec's client (the cross-site guard limits it to the shop's own pages).
    app.post(apiPaths.auth.logout, { schema: { tags: ['auth'], response: { 200: EmptyAnswer } } }, signOut);
    app.get(apiPaths.auth.logout, { schema: { tags: ['auth'], response: { 200: EmptyAnswer } }, exposeHeadRoute: false }, signOut);

    app.get(apiPaths.auth.checkAuth, { schema: { tags: ['auth'], response: { 200: UserAnswer } }, preHandler: guards.requireUser }, async (request) =>
      ok(signedInUser(request), 'Authenticated'),
    );

    app.get(apiPaths.auth.totalUsers, { schema: { tags: ['admin'], response: { 200: CountAnswer } }, preHandler: guards.requireAdmin }, async () =>
      ok(await auth.countUsers(db)),
    );

    app.get(
      apiPaths.auth.allUsers,
      { schema: { tags: ['admin'], querystring: PageQuery, response: { 200: UsersAnswer } }, preHandler: guards.requireAdmin },
      async (request) => ok(await auth.listUsers(db, request.query)),
    );
  };
}
