import type { User } from '@voltcart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { hashSessionToken, sessionCookieName } from '../../lib/sessions';
import type { Executor } from '../../db/engine/executor';
import type { SessionOfUser, SessionRead } from './repo';
import { sessionRowReader } from './read-models/session-rows';
import { markSecondFactorPassed, sessionOfRow, withdrawSecondFactor, type LiveSession } from './service';
import { SESSION_REFUSALS, type SessionAccess } from './session-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guards (none for a session that may only enrol). */
    user: User | null;
  }
}

const PLEASE_LOGIN = 'Please login to continue';

/** The guards' preHandlers, of every app built: a route whose preHandler is one of them states who may call it. */
const guardPreHandlers = new WeakSet<object>();

/** Whether `handler` is one of the guards' preHandlers (the route table's test asks it of every route). */
export function isGuard(handler: unknown): boolean {
  return typeof handler === 'function' && guardPreHandlers.has(handler);
}

/** Tags the guards' preHandlers, so that a route's declaration can be checked to state one (isGuard). */
function asGuards<T extends Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<void>>>(guards: T): T {
  for (const guard of Object.values(guards)) guardPreHandlers.add(guard);
  return guards;
}

/** preHandlers that find the request's user from its session, and what that session may do (session-access.ts). */
export function createGuards(
  db: Executor,
  {
    sessionSecret,
    secureCookies,
    admin,
  }: { sessionSecret: string; secureCookies: boolean; admin: { twoFactorRequired: boolean } },
) {
  const cookieName = sessionCookieName(secureCookies);
  const { twoFactorRequired } = admin;
  /** Each request's session, read once (null: none live). */
  const sessions = new WeakMap<FastifyRequest, LiveSession | null>();
  const readSessionRow = sessionRowReader(db);

  /** The session token of a request: the cookie, or `Authorization: Bearer <token>` for scripts and the admin app. */
  function sessionTokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
    return request.cookies[cookieName] || undefined;
  }

  /** Keeps the request's session; its user acts for the request unless the session may only enrol. */
  function keep(request: FastifyRequest, session: LiveSession | null): LiveSession | null {
    sessions.set(request, session);
    request.user = session && session.access !== 'enrol-only' ? session.user : null;
    return session;
  }

  async function loadSession(request: FastifyRequest): Promise<LiveSession | null> {
    const known = sessions.get(request);
    if (known !== undefined) return known;
    const read = sessionReadOf(request);
    const row = read ? await readSessionRow(read) : undefined;
    return keep(request, (read && (await sessionOfRow(db, read.tokenHash, row, twoFactorRequired, read.now))) || null);
  }

  /** The request's user, or null (signed out, or a session that may only enrol: it acts for nobody elsewhere). */
  async function loadUser(request: FastifyRequest): Promise<User | null> {
    if (request.user) return request.user;
    await loadSession(request);
    return request.user;
  }

  /** The live session's user, for calls of any signed-in user: 401 without one, 403 for a session that may only enrol. */
  function requireUserOf(session: LiveSession | null): asserts session is LiveSession {
    if (!session) throw new AppError('unauthorized', PLEASE_LOGIN);
    if (session.access === 'enrol-only') throw new AppError('not_allowed', SESSION_REFUSALS.enrolFirst);
  }

  /**
   * For a route whose one read also joins the session row (auth repo `SESSION_USER_SELECTION`), saving the session's own
   * statement: the token hash and the time to read it with; undefined without a token.
   */
  function sessionReadOf(request: FastifyRequest): SessionRead | undefined {
    const token = sessionTokenOf(request);
    if (!token) return undefined;
    const now = Date.now();
    return { tokenHash: hashSessionToken(token, sessionSecret), now, nowIso: new Date(now).toISOString() };
  }

  /**
   * The signed-in user of such a route, checked as `requireUser` checks it, from the session row its read answered
   * (401 without a live session). Without a row (no session, or nothing of the route's joined to it) the session is
   * read on its own; the route then reads its rows by the user's id.
   */
  async function requireJoinedSession(
    request: FastifyRequest,
    read: SessionRead | undefined,
    row: SessionOfUser | undefined,
  ): Promise<User> {
    const session =
      read && row
        ? keep(request, (await sessionOfRow(db, read.tokenHash, row, twoFactorRequired, read.now)) ?? null)
        : await loadSession(request);
    requireUserOf(session);
    return session.user;
  }

  /**
   * A guard for a route whose first read joins the session row (saving the session's own statement): the preHandler
   * reads `read` with the request's token hash, checks the session row it answered as `requireUser` checks a session
   * (401 without a live one, 403 for one that may only enrol; without a row the session is read on its own), and keeps
   * what `read` answered for the handler (`joinedOf`: undefined without a token). The route states
   * `preHandler: joined.preHandler` like any other guard.
   */
  function requireUserJoined<T extends { sessionRow?: SessionOfUser | undefined }>(read: (session: SessionRead) => Promise<T>) {
    const kept = new WeakMap<FastifyRequest, { session: SessionRead; joined: T }>();
    async function requireUserJoined(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const session = sessionReadOf(request);
      const joined = session ? await read(session) : undefined;
      await requireJoinedSession(request, session, joined?.sessionRow);
      if (session && joined) kept.set(request, { session, joined });
    }
    guardPreHandlers.add(requireUserJoined);
    return {
      preHandler: requireUserJoined,
      /** What the guard's read answered for this request, and the session read it was read with. */
      joinedOf: (request: FastifyRequest) => kept.get(request),
    };
  }

  /** 401 without a session, 403 for a shopper, and for an admin's session that is not an admin sign-in with its second factor. */
  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = await loadSession(request);
    if (!session) throw new AppError('unauthorized', 'Access denied. Please log in as an admin.');
    if (session.user.role !== 'admin') throw new AppError('not_allowed', 'Access denied. Admins only.');
    if (session.access === 'enrol-only') throw new AppError('not_allowed', SESSION_REFUSALS.enrolFirst);
    if (session.access !== 'admin') throw new AppError('not_allowed', SESSION_REFUSALS.adminSignInNeeded);
  }

  return {
    cookieName,
    sessionTokenOf,
    loadUser,
    sessionReadOf,
    requireUserJoined,
    /** What the request's session may do (after a guard read it); undefined without a live session. */
    accessOf: (request: FastifyRequest): SessionAccess | undefined => sessions.get(request)?.access,
    /** Whether the request may act as an admin (an admin's own shopper session may not). */
    async hasAdminAccess(request: FastifyRequest): Promise<boolean> {
      return (await loadSession(request))?.access === 'admin';
    },
    /** The request's session passed its admin's second factor (enrolment just proved it): it now opens the admin area. */
    async secondFactorPassed(request: FastifyRequest): Promise<void> {
      const token = sessionTokenOf(request);
      if (token) await markSecondFactorPassed(db, sessionSecret, token);
      sessions.delete(request);
    },
    /**
     * The admin turned two-factor sign-in off where the shop requires it: each of their sessions, this one
     * included, may now only enrol again (the admin area stays shut until a new phone is set up).
     */
    async secondFactorWithdrawn(request: FastifyRequest, userId: string): Promise<void> {
      await withdrawSecondFactor(db, userId);
      sessions.delete(request);
    },
    // The preHandlers a route states as its guard (isGuard).
    ...asGuards({
      /** preHandler: 401 without a live session; 403 for a session that may only enrol. */
      async requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
        requireUserOf(await loadSession(request));
      },
      /** preHandler: any live session, one that may only enrol included (who is signed in; signedInUser then answers its user). */
      async requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
        const session = await loadSession(request);
        if (!session) throw new AppError('unauthorized', PLEASE_LOGIN);
        request.user = session.user;
      },
      requireAdmin,
      /** preHandler: as `requireAdmin`, but a session that may only enrol passes too (the enrolment's own calls). */
      async requireAdminEnrolment(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        const session = await loadSession(request);
        if (session?.access !== 'enrol-only') return requireAdmin(request, reply);
        request.user = session.user;
      },
    }),
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** The signed-in user inside a guarded handler. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('unauthorized', 'Please login to continue');
  return request.user;
}
