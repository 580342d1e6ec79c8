import { apiRoutes, RegisterFields } from '@voltcart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { UploadsStore } from '../../lib/uploads';
import { AppError } from '../../lib/errors';
import { knownDevices } from '../../lib/lockout/known-device';
import type { LoginLockout } from '../../lib/lockout/lockout';
import { ANSWER_LIMIT, RATE_LIMIT } from '../../lib/rate-limits';
import { contractRoutes } from '../../lib/contract-routes';
import { multipartFormRoutes, readMultipartForm } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import { SESSION_LIFETIME, type SessionKind } from '../../lib/sessions';
import { parseInput } from '../../lib/validation';
import { signedInUser, type Guards } from './guards';
import type { Executor } from '../../db/engine/executor';
import * as auth from './service';

/**
 * `secondFactor`: an admin's second factor at admin-login, asked of the two-factor feature (which owns it).
 * `events`: what other features do when auth changes something (app.ts wires them; auth imports none of them).
 */
export function authRoutes({
  db,
  guards,
  config,
  lockout,
  uploads,
  secondFactor,
  events = {},
}: {
  db: Executor;
  guards: Guards;
  config: Config;
  lockout: LoginLockout;
  uploads: UploadsStore;
  secondFactor: auth.SecondFactorCheck;
  events?: auth.AuthEvents;
}): FastifyPluginAsyncZod {
  const secret = config.sessionSecret;
  const devices = knownDevices(config);

  const { sessionTokenOf, cookieName } = guards;
  const setSessionCookie = (reply: FastifyReply, token: string, kind: SessionKind) =>
    reply.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      // None (and so Secure, https only) when a listed storefront is another site: config/storefront.ts.
      sameSite: config.storefront.sessionSameSite,
      secure: config.secureCookies,
      maxAge: SESSION_LIFETIME[kind].absoluteMs / 1000,
    });

  /**
   * Signs in through `signIn` unless the lockout refuses (lib/lockout); a wrong password or code counts toward a
   * lock. The account's own short lock passes for a browser that signed in to it before, and for a sign-in that
   * carries a second factor (`withSecondFactor`), which `signIn` is then told to accept only if that factor passes;
   * whatever else was wrong, such an attempt is answered with the lock alone. A browser that signed in is remembered.
   */
  async function guarded<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    signIn: (accountLock: AppError | undefined) => Promise<T>,
    { signedIn = () => true, withSecondFactor = false }: { signedIn?: (result: T) => boolean; withSecondFactor?: boolean } = {},
  ): Promise<T> {
    const { accountLock } = await lockout.admit(email, request.ip, { knownDevice: devices.isKnown(request, email) });
    if (accountLock && !withSecondFactor) throw accountLock;
    try {
      const result = await signIn(accountLock);
      // A right password still waiting for its second factor clears nothing: wrong codes keep adding up.
      if (signedIn(result)) {
        await lockout.recordSuccess(email, request.ip);
        devices.remember(request, reply, email);
      }
      return result;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'unauthorized') {
        await lockout.recordFailure(email, request.ip);
        if (accountLock) throw accountLock;
      }
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
    const route = contractRoutes(app);
    const { auth: table } = apiRoutes;
    // Answers about who is signed in are never kept by a browser or a proxy.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Sign-up is a multipart form (with an optional photo): the parser registered for this call alone.
    await app.register(
      multipartFormRoutes(config.uploadMaxBytes, (forms) => {
        contractRoutes(forms)(
          table.register,
          {
            schema: { tags: ['auth'], consumes: ['multipart/form-data'] },
            // "An account with this email already exists" is limited per address too: no sweeping addresses for accounts.
            config: { access: 'public', rateLimit: RATE_LIMIT.signUp, answerLimit: ANSWER_LIMIT.takenEmail },
          },
          async (request, reply) => {
            const form = await readMultipartForm(request, { fields: RegisterFields, files: ['file'] });
            const fields = parseInput(RegisterFields, form.fields);
            const { user, token } = await auth.register(db, secret, uploads, fields, form.files[0]?.bytes, events);
            setSessionCookie(reply, token, 'cookie');
            devices.remember(request, reply, user.email);
            return reply.code(201).send(ok(user, 'Registration successful'));
          },
        );
      }),
    );

    route(table.login, { schema: { tags: ['auth'] }, ...publicRoute }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      // An admin's account is refused here (auth.login): only admin sign-in, with its second factor, makes an admin's session.
      const { user, token } = await guarded(request, reply, request.body.email, () => auth.login(db, secret, request.body));
      // Rotate: the session the browser came with ends here.
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token, 'cookie');
      return ok(user, 'Login successful');
    });

    route(table.adminLogin, { schema: { tags: ['auth'] }, ...publicRoute }, async (request, reply) => {
      const previous = sessionTokenOf(request);
      const answer = await guarded(
        request,
        reply,
        request.body.email,
        (accountLock) =>
          auth.adminLogin(db, secret, request.body, secondFactor, {
            twoFactorRequired: config.admin.twoFactorRequired,
            accountLock,
          }),
        { signedIn: (result) => !('twoFactorRequired' in result), withSecondFactor: request.body.code !== undefined },
      );
      if ('twoFactorRequired' in answer) return ok(answer, 'Enter the 6-digit code from your authenticator app');
      const { user, token, enrolOnly } = answer;
      if (previous) await auth.endSession(db, secret, previous);
      setSessionCookie(reply, token, 'bearer');
      if (enrolOnly)
        return ok({ token, user, twoFactorEnrolmentRequired: true as const }, 'Turn on two-factor sign-in to use the admin area');
      return ok({ token, user }, 'Admin login successful');
    });

    // Anyone may sign out: it ends the session the request carries, if any.
    // POST is the safe way to sign out; GET stays for the spec's client (the cross-site guard limits it to the shop's own pages).
    route(table.logout, { schema: { tags: ['auth'] }, ...publicRoute }, signOut);
    route(table.logoutByGet, { schema: { tags: ['auth'] }, ...publicRoute, exposeHeadRoute: false }, signOut);

    // Answers a session that may only enrol too, saying so: the admin's pages then open on the enrolment.
    route(table.checkAuth, { schema: { tags: ['auth'] }, preHandler: guards.requireSession }, async (request) => {
      const user = signedInUser(request);
      return ok(
        guards.accessOf(request) === 'enrol-only' ? { ...user, twoFactorEnrolmentRequired: true as const } : user,
        'Authenticated',
      );
    });

    route(table.totalUsers, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async () =>
      ok(await auth.countUsers(db)),
    );

    route(table.allUsers, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) =>
      ok(await auth.listUsers(db, request.query)),
    );
  };
}
