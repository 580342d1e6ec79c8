import type { Comment } from '@voltcart/contract';
import { queryByIdList } from '../../db/batched-load';
import type { Executor } from '../../db/executor';
import { CATALOG_VERSION_COLUMNS, IS_THE_VERSION_ROW, toCatalogVersion, type CatalogVersion } from '../../db/search/catalog-version';

/**
 * A read model, and the one place this feature reads other features' tables: products (does the product exist)
 * and users (the authors' names and pictures), joined into the comments' statement so a batch of product pages
 * costs one statement (one round trip, one snapshot) instead of three. It only reads; writes stay with their owners.
 */
const discussionsByProductIdList = queryByIdList((db, productIds) =>
  db
    .selectFrom('catalog_version')
    // From the version row, so a statement that finds no product still reads the versions.
    .leftJoin('products', (join) => join.on('products.id', 'in', productIds))
    .leftJoin('comments', 'comments.product_id', 'products.id')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .select([
      'products.id as product_id',
      'comments.id as comment_id',
      'comments.body',
      'comments.created_at',
      'users.id as author_id',
      'users.username',
      'users.image_url',
    ])
    .select(CATALOG_VERSION_COLUMNS)
    .where(IS_THE_VERSION_ROW)
    .orderBy('products.id')
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc'),
);

/**
 * Several products' discussions by product id, with the catalogue's versions read in the same statement (a ready
 * answer's stamp); a product that does not exist is absent. Each list is newest first; a comment whose author is
 * gone is left out.
 */
export async function readDiscussions(db: Executor, productIds: string[]): Promise<{ discussions: Map<string, Comment[]>; version: CatalogVersion }> {
  // No id is '': an empty list still reads the versions (`in ()` is no SQL).
  const joined = await discussionsByProductIdList(db, productIds.length === 0 ? [''] : productIds);
  if (!joined[0]) throw new Error('catalog_version is empty: run the migrations');
  const discussions = new Map<string, Comment[]>();
  for (const row of joined) {
    const { product_id: productId } = row;
    if (productId === null) continue;
    let discussion = discussions.get(productId);
    if (!discussion) discussions.set(productId, (discussion = []));
    if (row.comment_id === null || row.body === null || row.created_at === null) continue;
    if (row.author_id === null || row.username === null || row.image_url === null) continue;
    discussion.push({
      _id: row.comment_id,
      productId,
      userId: { _id: row.author_id, username: row.username, imageUrl: row.image_url },
      comment: row.body,
      date: row.created_at,
    });
  }
  return { discussions, version: toCatalogVersion(joined[0]) };
}
