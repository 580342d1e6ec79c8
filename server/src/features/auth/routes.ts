import {
  AdminLoginAnswer,
  apiPaths,
  CountAnswer,
  EmptyAnswer,
  LoginBody,
  PageQuery,
  RegisterFields,
  UserAnswer,
  UsersAnswer,
} from '@voltcart/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { createLoginThrottle } from '../../lib/login-throttle';
import { readMultipartForm } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../lib/sessions';
import { parseInput } from '../../lib/validation';
import { sessionTokenOf, signedInUser, type Guards } from './guards';
import type { Executor } from '../../db/executor';
import * as auth from './service';

export function authRoutes({ db, guards, config }: { db: Executor; guards: Guards; config: Config }): FastifyPluginAsyncZod {
  const secret = config.sessionSecret;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_TTL_MS / 1000,
    });

  const throttle = createLoginThrottle();

  /** Signs in through `signIn`, counting failures per address and email. */
  async function throttled<T>(ip: string, email: string, signIn: () => Promise<T>): Promise<T> {
    const key = `${ip}|${email}`;
    throttle.assertAllowed(key);
    try {
      const result = await signIn();
      throttle.recordSuccess(key);
      return result;
    } catch (error) {
      throttle.recordFailure(key);
      throw error;
    }
  }

  return async (app) => {
    app.post(apiPaths.auth.register, { schema: { tags: ['auth'], consumes: ['multipart/form-data'], response: { 201: UserAnswer } } }, async (request, reply) => {
      const form = await readMultipartForm(request, ['file']);
      const fields = parseInput(RegisterFields, form.fields);
      const { user, token } = await auth.register(db, config, fields, form.files[0]?.bytes);
      setSessionCookie(reply, token);
      return reply.code(201).send(ok(user, 'Registration successful'));
    });

    app.post(apiPaths.auth.login, { schema: { tags: ['auth'], body: LoginBody, response: { 200: UserAnswer } } }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      const { user, token } = await throttled(request.ip, request.body.email, () => auth.login(db, secret, request.body));
      // Rotate: the session the browser came with ends here.
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token);
      return ok(user, 'Login successful');
    });

    app.post(apiPaths.auth.adminLogin, { schema: { tags: ['auth'], body: LoginBody, response: { 200: AdminLoginAnswer } } }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      const { user, token } = await throttled(request.ip, request.body.email, () => auth.adminLogin(db, secret, request.body));
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token);
      return ok({ token, user }, 'Admin login successful');
    });

    app.get(apiPaths.auth.logout, { schema: { tags: ['auth'], response: { 200: EmptyAnswer } } }, async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await auth.endSession(db, secret, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null, 'Logout successful');
    });

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
