import type { PageQuery } from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { paged } from '../../db/engine/paging';
import type { NewSession, SessionSecondFactor, UserRow } from '../../db/engine/schema';
import type { SessionKind } from '../../lib/sessions';

/** A text value, or an expression of one (a column of another table of the statement). */

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export function findUsersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** The addresses of the admins who can still sign in (the shop's own notices go to them). */
export async function findAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
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
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A user as a session shows it: every column but the password hash (which a session never needs). */
export type SessionUserRow = Omit<UserRow, 'password_hash'>;

/**
 * A session with its user, as `SESSION_USER_SELECTION` reads it: the user's columns prefixed `session_user_`, so that a read
 * model joining more tables onto it (the cart's products have an id and a created_at too) keeps them apart.
 */
export type SessionOfUser = { [Column in keyof SessionUserRow as `session_user_${Column}`]: SessionUserRow[Column] } & {
  session_kind: SessionKind;
  session_second_factor: SessionSecondFactor;
  session_created_at: string;
  session_last_seen_at: string | null;
};

/**
 * What the session checks read of a session joined with its user (`sessions` and `users` joined on user_id): the
 * user without the password hash, the session's kind and last use. A read model that joins its own tables onto the
 * session (the cart's) selects these too and answers the session with its rows in one statement; filter on the token
 * hash and `expires_at > now`, then pass the row to the session checks (guards.requireUserJoined).
 */
export const SESSION_USER_SELECTION = [
  'users.id as session_user_id',
  'users.username as session_user_username',
  'users.email as session_user_email',
  'users.phone as session_user_phone',
  'users.image_url as session_user_image_url',
  'users.role as session_user_role',
  'users.created_at as session_user_created_at',
  'users.email_verified_at as session_user_email_verified_at',
  'users.disabled_at as session_user_disabled_at',
  'sessions.kind as session_kind',
  'sessions.second_factor as session_second_factor',
  'sessions.created_at as session_created_at',
  'sessions.last_seen_at as session_last_seen_at',
] as const;

/** The user's row of a session read with `SESSION_USER_SELECTION`. */
export function userRowOfSession(row: SessionOfUser): SessionUserRow {
  return {
    id: row.session_user_id,
    username: row.session_user_username,
    email: row.session_user_email,
    phone: row.session_user_phone,
    image_url: row.session_user_image_url,
    role: row.session_user_role,
    created_at: row.session_user_created_at,
    email_verified_at: row.session_user_email_verified_at,
    disabled_at: row.session_user_disabled_at,
  };
}

/** What a session is read with (by the guards, or joined into a route's read): the token's hash and the time (for expires_at > now). */
export type SessionRead = { tokenHash: string; now: number; nowIso: string };

/** The admin's second factor passed in this session (it was just enrolled with the password and a first code). */
export async function markSecondFactorPassed(db: Executor, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: 'passed' }).where('token_hash', '=', tokenHash).execute();
}

/** The admin's second factor no longer stands behind any of their sessions (it was turned off). */
export async function withdrawSecondFactor(db: Executor, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ second_factor: 'none' }).where('user_id', '=', userId).execute();
}

export async function touchSession(db: Executor, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The account's address becomes `email`, verified at `now`. */
export async function moveEmail(db: Executor, userId: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now }).where('id', '=', userId).execute();
}

export async function setDisabledAt(db: Executor, userId: string, disabledAt: string | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
}

/** Ends every session of the user, except the one whose hash is `keepTokenHash`. */
export async function deleteSessionsOfUser(db: Executor, userId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
