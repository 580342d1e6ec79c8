import type { Executor } from '../../db/executor';
import type { CommentRow } from '../../db/schema';

export async function insertComment(db: Executor, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}
