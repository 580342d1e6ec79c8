import { queryByIdList } from '../../db/batched-load';
import type { Executor } from '../../db/executor';
import type { CommentRow } from '../../db/schema';

export async function insertComment(db: Executor, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

const commentsByProductIdList = queryByIdList((db, productIds) =>
  db
    .selectFrom('comments')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

/** The comments of several products, each product's newest first. */
export function listCommentsOfProducts(db: Executor, productIds: string[]): Promise<CommentRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return commentsByProductIdList(db, productIds);
}
