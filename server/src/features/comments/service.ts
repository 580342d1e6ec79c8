import type { AddCommentBody, Comment } from '@voltcart/contract';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import * as repo from './repo';

function toComment(row: repo.CommentWithAuthorRow): Comment {
  return {
    _id: row.id,
    productId: row.product_id,
    userId: { _id: row.user_id, username: row.author_username, imageUrl: row.author_image_url },
    comment: row.body,
    date: row.created_at,
  };
}

export function createCommentService({ db }: AppContext) {
  return {
    /** Stores the text exactly as written (answers are JSON, so markup in it never renders). */
    async addComment(userId: string, body: AddCommentBody): Promise<Comment> {
      if (!(await repo.productExists(db, body.productId))) throw notFound('Product');
      const id = newId();
      try {
        await repo.insertComment(db, {
          id,
          product_id: body.productId,
          user_id: userId,
          body: body.comment,
          created_at: nowIso(),
        });
      } catch (error) {
        // Deleted by an admin between the check and the insert: the foreign key refuses the row.
        if (!(await repo.productExists(db, body.productId))) throw notFound('Product');
        throw error;
      }
      return toComment((await repo.findComment(db, id))!);
    },

    async listComments(productId: string): Promise<Comment[]> {
      const rows = await repo.listCommentsOfProduct(db, productId);
      if (rows.length === 0 && !(await repo.productExists(db, productId))) throw notFound('Product');
      return rows.map(toComment);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
