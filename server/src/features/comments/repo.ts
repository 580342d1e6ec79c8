import type { Executor } from '../../db/executor';
import type { CommentRow } from '../../db/schema';

export async function insertComment(db: Executor, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

/** A product's comments, newest first. */
export function listCommentsOfProduct(db: Executor, productId: string): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
