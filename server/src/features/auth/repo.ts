import type { PageQuery } from '@voltcart/contract';
import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../../db/executor';
import { paged } from '../../db/paging';
import type { NewSession, UserRow } from '../../db/schema';
import type { SessionKind } from '../../lib/sessions';

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUsersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** The addresses of the admins who can still sign in (the shop's own notices go to them). */
export async function findAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('email').execute();
  return rows.map((row) => row.email);
}

export async function insertUser(db: Executor, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function listUsers(db: Executor, page: PageQuery): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc');
  query = paged(query, page);
  return query.execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A user as a session shows it: every column but the password hash (which a session never needs). */
export type SessionUserRow = Omit<UserRow, 'password_hash'>;

export type SessionOfUser = SessionUserRow & { session_kind: SessionKind; session_created_at: string; session_last_seen_at: string | null };

// Every signed-in request asks this, so it is built once.
const userBySessionHash = compiledOnce((db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.phone',
      'users.image_url',
      'users.role',
      'users.created_at',
      'users.email_verified_at',
      'users.disabled_at',
    ])
    .select(['sessions.kind as session_kind', 'sessions.created_at as session_created_at', 'sessions.last_seen_at as session_last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/** The user of a session that has not reached its absolute expiry, with the session's kind and last use. */
export async function findUserBySessionHash(db: Executor, tokenHash: string, now: string): Promise<SessionOfUser | undefined> {
  const [row] = await userBySessionHash(db, tokenHash, now);
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
