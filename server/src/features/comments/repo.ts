import { queryByIdList } from '../../db/batched-load';
import type { Executor } from '../../db/executor';
import type { CommentRow } from '../../db/schema';
import { CATALOG_VERSION_COLUMNS, IS_THE_VERSION_ROW, toCatalogVersion, type CatalogVersion } from '../../db/search/catalog-version';

export async function insertComment(db: Executor, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

// From the version row, so a statement that finds no comment still reads the versions.
const commentsByProductIdList = queryByIdList((db, productIds) =>
  db
    .selectFrom('catalog_version')
    .leftJoin('comments', (join) => join.on('comments.product_id', 'in', productIds))
    .select(['comments.id', 'comments.product_id', 'comments.user_id', 'comments.body', 'comments.created_at'])
    .select(CATALOG_VERSION_COLUMNS)
    .where(IS_THE_VERSION_ROW)
    .orderBy('comments.product_id')
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc'),
);

/**
 * The comments of several products, each product's newest first, with the catalogue's versions read in the same
 * statement (one snapshot: `version` stamps exactly these comments).
 */
export async function listCommentsOfProducts(db: Executor, productIds: string[]): Promise<{ rows: CommentRow[]; version: CatalogVersion }> {
  // No id is '': an empty list still reads the versions (`in ()` is no SQL).
  const joined = await commentsByProductIdList(db, productIds.length === 0 ? [''] : productIds);
  if (!joined[0]) throw new Error('catalog_version is empty: run the migrations');
  const rows = joined.flatMap(({ id, product_id, user_id, body, created_at }) =>
    id === null || product_id === null || user_id === null || body === null || created_at === null ? [] : [{ id, product_id, user_id, body, created_at }],
  );
  return { rows, version: toCatalogVersion(joined[0]) };
}
