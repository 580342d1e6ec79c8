import type { AddCommentBody, Comment } from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import type { Executor } from '../../db/engine/executor';
import type { CommentRow } from '../../db/engine/schema';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { usersByIds } from '../auth';
import { productExists } from '../catalog';
import { readDiscussions } from './read-models/discussions-read-model';
import * as repo from './repo';

/** Comment rows with their authors; a comment whose author is gone is left out. */
async function toComments(db: Executor, rows: CommentRow[]): Promise<Comment[]> {
  const authors = await usersByIds(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const author = authors.get(row.user_id);
    if (!author) return [];
    return [
      {
        _id: row.id,
        productId: row.product_id,
        userId: { _id: author._id, username: author.username, imageUrl: author.imageUrl },
        comment: row.body,
        date: row.created_at,
      },
    ];
  });
}

/** Stores the text exactly as written (answers are JSON, so markup in it never renders). */
export async function addComment(db: Executor, userId: string, body: AddCommentBody): Promise<Comment> {
  if (!(await productExists(db, body.productId))) throw notFound('Product');
  const row: CommentRow = { id: newId(), product_id: body.productId, user_id: userId, body: body.comment, created_at: nowIso() };
  try {
    await repo.insertComment(db, row);
  } catch (error) {
    // Deleted by an admin between the check and the insert: the foreign key refuses the row.
    if (!(await productExists(db, body.productId))) throw notFound('Product');
    throw error;
  }
  const [comment] = await toComments(db, [row]);
  return comment!;
}

/**
 * Several products' discussions at once (the product pages that miss the ready answers together), by product id,
 * with the catalogue's versions they were read at (a ready answer's stamp); a product that does not exist is absent.
 */
export const discussionsAtVersion = readDiscussions;
