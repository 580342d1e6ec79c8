import type { User } from '@voltcart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { hashSessionToken, sessionCookieName } from '../../lib/sessions';
import type { Executor } from '../../db/executor';
import type { SessionOfUser } from './repo';
import { userForToken, userOfSession } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guards. */
    user: User | null;
  }
}

/** preHandlers that find the request's user from its session. */
export function createGuards(db: Executor, { sessionSecret, secureCookies }: { sessionSecret: string; secureCookies: boolean }) {
  const cookieName = sessionCookieName(secureCookies);

  /** The session token of a request: the cookie, or `Authorization: Bearer <token>` for scripts and the admin app. */
  function sessionTokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
    return request.cookies[cookieName] || undefined;
  }

  async function loadUser(request: FastifyRequest): Promise<User | null> {
    if (request.user) return request.user;
    const token = sessionTokenOf(request);
    request.user = (token ? await userForToken(db, sessionSecret, token) : undefined) ?? null;
    return request.user;
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
  async function requireJoinedSession(request: FastifyRequest, read: SessionRead | undefined, row: SessionOfUser | undefined): Promise<User> {
    const user = read && row ? ((await userOfSession(db, read.tokenHash, row, read.now)) ?? null) : await loadUser(request);
    request.user = user;
    if (!user) throw new AppError('unauthorized', 'Please login to continue');
    return user;
  }

  return {
    cookieName,
    sessionTokenOf,
    loadUser,
    sessionReadOf,
    requireJoinedSession,
    /** preHandler: 401 without a live session. */
    async requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (!(await loadUser(request))) throw new AppError('unauthorized', 'Please login to continue');
    },
    /** preHandler: 401 without a session, 403 for a signed-in shopper. */
    async requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const user = await loadUser(request);
      if (!user) throw new AppError('unauthorized', 'Access denied. Please log in as an admin.');
      if (user.role !== 'admin') throw new AppError('not_allowed', 'Access denied. Admins only.');
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** What a route whose read joins the session reads it with: the token's hash and the time (for expires_at > now). */
export type SessionRead = { tokenHash: string; now: number; nowIso: string };

/** The signed-in user inside a guarded handler. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('unauthorized', 'Please login to continue');
  return request.user;
}
