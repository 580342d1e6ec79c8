import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../../db/engine/executor';
import { jsonArrayAgg, sameAs } from '../../../db/engine/json-aggregate';
import { selectSessionWithStamp, sessionStampReader } from './session-stamp-read';

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

/** The session's row with its user and the stamp of its cart view as `stamp`: a read of the session adds the columns it needs. */
export const selectSessionWithCartStamp = (db: Executor, tokenHash: string, now: string) =>
  selectSessionWithStamp(db, cartViewStamp, tokenHash, now);

/**
 * The session row and the stamp of its user's cart view now, one light statement per view (on PostgreSQL, one for the
 * views of one turn): no product is read unless the kept answer is stale. Made once per database (the cart's routes).
 */
export const cartStampReader = (db: Executor) => sessionStampReader(db, cartViewStamp);
