import { z } from 'zod';
import { envelope, Id } from './common';

import { MAX_COMMENT_LENGTH } from './limits';

export { MAX_COMMENT_LENGTH };

export const Comment = z.object({
  _id: Id,
  productId: Id,
  userId: z.object({ _id: Id, username: z.string(), imageUrl: z.string() }),
  comment: z.string(),
  date: z.string(),
});
export type Comment = z.infer<typeof Comment>;

export const AddCommentBody = z.object({
  productId: Id,
  comment: z
    .string({ message: 'Please enter a comment before submitting.' })
    .refine((text) => text.trim().length > 0, { message: 'Please enter a comment before submitting.' })
    .refine((text) => text.length <= MAX_COMMENT_LENGTH, {
      message: `comment must be at most ${MAX_COMMENT_LENGTH} characters`,
    }),
});
export type AddCommentBody = z.infer<typeof AddCommentBody>;

export const ProductIdParams = z.object({ productId: Id });

export const CommentAnswer = envelope(Comment);
export const CommentsAnswer = envelope(z.array(Comment));
