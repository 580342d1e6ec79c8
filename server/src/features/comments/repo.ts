import type { Executor } from '../../db/engine/executor';
import type { CommentRow } from '../../db/engine/schema';

export async function insertComment(db: Executor, comment: CommentRow): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}
