import type { Db } from '../../db/database';
import type { CommentsTable } from '../../db/schema';

export type CommentRow = CommentsTable;
export type CommentWithAuthorRow = CommentRow & { author_username: string; author_image_url: string };

export async function insertComment(db: Db, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.username as author_username', 'users.image_url as author_image_url']);
}

/** A product's comments, newest first. */
export function listCommentsOfProduct(db: Db, productId: string): Promise<CommentWithAuthorRow[]> {
  return selectComments(db)
    .where('comments.product_id', '=', productId)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
}

export function findComment(db: Db, commentId: string): Promise<CommentWithAuthorRow | undefined> {
  return selectComments(db).where('comments.id', '=', commentId).executeTakeFirst();
}

export async function productExists(db: Db, productId: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}
