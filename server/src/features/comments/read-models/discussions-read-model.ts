import type { Comment } from '@voltcart/contract';
import { sql } from 'kysely';
import { queryByIdList } from '../../../db/batches/batched-load';
import type { Executor } from '../../../db/engine/executor';
import { fromJsonColumn, jsonArrayAgg, jsonObject, sameAs } from '../../../db/engine/json-aggregate';
import {
  CATALOG_VERSION_COLUMNS,
  IS_THE_VERSION_ROW,
  toCatalogVersion,
  type CatalogVersion,
} from '../../../db/versions/catalog-version';

/**
 * A read model, and the one place this feature reads other features' tables: products (does the product exist)
 * and users (the authors' names and pictures), read in the comments' statement so a batch of product pages
 * costs one statement (one round trip, one snapshot) instead of three. It only reads; writes stay with their owners.
 * Each product comes as one JSON object with its comments folded in (db/engine/json-aggregate.ts): one row per comment,
 * repeating the versions, cost the driver more than the statement itself.
 */
type DiscussionJson = {
  product_id: string;
  comments: {
    comment_id: string;
    body: string;
    created_at: string;
    author_id: string | null;
    username: string | null;
    image_url: string | null;
  }[];
};

function commentsJson(db: Executor) {
  return sql`(${db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .select(
      jsonArrayAgg(
        db,
        jsonObject(db, {
          comment_id: sql.ref('comments.id'),
          body: sql.ref('comments.body'),
          created_at: sql.ref('comments.created_at'),
          author_id: sql.ref('users.id'),
          username: sql.ref('users.username'),
          image_url: sql.ref('users.image_url'),
        }),
        sql`${sql.ref('comments.created_at')} desc, ${sql.ref('comments.id')} desc`,
      ).as('comments'),
    )
    .where(sameAs('comments.product_id', 'products.id'))})`;
}

const discussionsByProductIdList = queryByIdList((db, productIds) =>
  db
    .selectFrom('catalog_version')
    .select(CATALOG_VERSION_COLUMNS)
    .select(
      sql<DiscussionJson[] | string>`(${db
        .selectFrom('products')
        .select(
          jsonArrayAgg(
            db,
            jsonObject(db, { product_id: sql.ref('products.id'), comments: commentsJson(db) }),
            sql.ref('products.id'),
          ).as('discussions'),
        )
        .where('products.id', 'in', productIds)})`.as('discussions'),
    )
    .where(IS_THE_VERSION_ROW),
);

/**
 * Several products' discussions by product id, with the catalogue's versions read in the same statement (a ready
 * answer's stamp); a product that does not exist is absent. Each list is newest first; a comment whose author is
 * gone is left out.
 */
export async function readDiscussions(
  db: Executor,
  productIds: string[],
): Promise<{ discussions: Map<string, Comment[]>; version: CatalogVersion }> {
  // No id is '': an empty list still reads the versions (`in ()` is no SQL).
  const [read] = await discussionsByProductIdList(db, productIds.length === 0 ? [''] : productIds);
  if (!read) throw new Error('catalog_version is empty: run the migrations');
  const discussions = new Map<string, Comment[]>();
  for (const { product_id: productId, comments } of fromJsonColumn(read.discussions) ?? []) {
    const discussion: Comment[] = [];
    for (const row of comments) {
      if (row.author_id === null || row.username === null || row.image_url === null) continue;
      discussion.push({
        _id: row.comment_id,
        productId,
        userId: { _id: row.author_id, username: row.username, imageUrl: row.image_url },
        comment: row.body,
        date: row.created_at,
      });
    }
    discussions.set(productId, discussion);
  }
  return { discussions, version: toCatalogVersion(read) };
}
