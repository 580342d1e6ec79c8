import { apiPaths, type AddCommentBody, type Comment } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const commentsApi = {
  /** Newest first. */
  list: (productId: string) => apiRequest<Comment[]>(apiPaths.comments.list(productId)),
  add: (body: AddCommentBody) => apiRequest<Comment>(apiPaths.comments.add, { method: 'POST', json: body }),
};
