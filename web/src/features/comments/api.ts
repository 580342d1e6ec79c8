import { apiCalls, type AddCommentBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { comments } = apiCalls;

export const commentsApi = {
  /** Newest first. */
  list: (productId: string) => call(comments.list, { params: { productId } }),
  add: (body: AddCommentBody) => call(comments.add, { body }),
};
