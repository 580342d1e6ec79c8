import { sql, type RawBuilder } from 'kysely';
import { batchedOnPostgres } from '../../db/batched-run';
import { compiledOnce } from '../../db/compiled-once';
import type { Executor } from '../../db/executor';
import { jsonArrayAgg, sameAs } from '../../db/json-aggregate';
import { answersByOrd, rowsOfArrays } from '../../db/rows-of-arrays';
import { IS_THE_VERSION_ROW } from '../../db/search/catalog-version';
import { SESSION_USER_SELECTION, type SessionOfUser, type SessionRead } from '../auth';

/**
 * A cart view's answer is kept ready per shopper (lib/answer-cache), stamped with everything it shows: the catalogue's
 * version (products, their images and categories) and the cart's rows as `id:quantity:stock`, oldest first (a row's
 * product never changes; a row whose product is gone is left out, as the view leaves it out). The units in stock of
 * the cart's own products, not the catalogue's stock version: every checkout in the shop moves that one. The stamp is
 * made of the data itself, not counted by writes, so an answer made from one read is right for any later read with
 * the same stamp, whatever happened in between. Read it with the session (the subquery names `sessions`), the
 * versions' row joined as `catalog_version` (IS_THE_VERSION_ROW).
 */
export function cartViewStamp(db: Executor): RawBuilder<string> {
  const rows = db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select(
      jsonArrayAgg(
        db,
        sql`${sql.ref('cart_items.id')} || ':' || ${sql.ref('cart_items.quantity')} || ':' || ${sql.ref('products.stock')}`,
        sql`${sql.ref('cart_items.created_at')}, ${sql.ref('cart_items.id')}`,
      ).as('rows'),
    )
    .where(sameAs('cart_items.user_id', 'sessions.user_id'));
  // One text made by the database (the versions' row joined as `catalog_version`): no column or JSON for a driver to
  // turn into values.
  const version = (column: string) => sql.ref(`catalog_version.${column}`);
  return sql<string>`'cart:' || ${version('token')} || ':' || ${version('version')} || ':' || (${rows})`;
}

/** The session's row with its user and the stamp of its cart view: a read of the session adds the columns it needs. */
export function selectSessionWithCartStamp(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('catalog_version', (join) => join.on(IS_THE_VERSION_ROW))
    .select(SESSION_USER_SELECTION)
    .select(cartViewStamp(db).as('cart_stamp'))
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now);
}

const cartStampOfSessionHash = compiledOnce(selectSessionWithCartStamp);

/** A session's cart view stamp as cartStampOfSession reads it. */
export type CartStampOfSession = { sessionRow: SessionOfUser | undefined; stamp: string };

/**
 * The session row (undefined when the session is not live: check it with guards.requireJoinedSession) and the stamp
 * of its user's cart view now, in one light statement: no product is read unless the kept answer is stale.
 */
export async function cartStampOfSession(db: Executor, session: SessionRead): Promise<CartStampOfSession> {
  const [row] = await cartStampOfSessionHash(db, session.tokenHash, session.nowIso);
  return stampOfRow(row);
}

const stampOfRow = (row: (SessionOfUser & { cart_stamp: string }) | undefined): CartStampOfSession => ({ sessionRow: row, stamp: row?.cart_stamp ?? '' });

// selectSessionWithCartStamp for many sessions (db/rows-of-arrays.ts), each row numbered as asked.
const cartStampsOfSessionHashes = compiledOnce((db: Executor, tokenHashes: string[], nows: string[]) =>
  db
    .selectFrom(rowsOfArrays('asked', { token_hash: tokenHashes, now: nows }))
    .innerJoin('sessions', (join) => join.onRef('sessions.token_hash', '=', 'asked.token_hash').onRef('sessions.expires_at', '>', 'asked.now'))
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('catalog_version', (join) => join.on(IS_THE_VERSION_ROW))
    .select('asked.ord')
    .select(SESSION_USER_SELECTION)
    .select(cartViewStamp(db).as('cart_stamp')),
);

/** PostgreSQL only: cartStampOfSession for many sessions in one statement, answered in their order. */
async function cartStampsOfSessions(db: Executor, sessions: SessionRead[]): Promise<CartStampOfSession[]> {
  const rows = await cartStampsOfSessionHashes(
    db,
    sessions.map((session) => session.tokenHash),
    sessions.map((session) => session.nowIso),
  );
  return answersByOrd(rows, sessions.length).map(stampOfRow);
}

/**
 * cartStampOfSession for the cart views of one database (the cart's routes): on PostgreSQL, the stamps asked in one
 * turn of the event loop are read in one statement (db/batched-run.ts batchedOnPostgres).
 */
export const cartStampReader = (db: Executor): ((session: SessionRead) => Promise<CartStampOfSession>) =>
  batchedOnPostgres(db, cartStampsOfSessions, cartStampOfSession);
