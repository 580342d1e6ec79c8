import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

export type UserRow = UsersTable;

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: UserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function listUsers(db: Db, page: { limit?: number | undefined; offset?: number | undefined }) {
  let query = db.selectFrom('users').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc');
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return query.execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSession(
  db: Db,
  session: { token_hash: string; user_id: string; kind: 'cookie' | 'bearer'; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The user of a live session, or undefined. */
export function findUserBySessionHash(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
