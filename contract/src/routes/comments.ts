import { AddCommentBody, CommentAnswer, CommentsAnswer, ProductIdParams } from '../comment';
import { commentCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

export const commentRoutes = {
  /** Its handler parses the body, so a missing product id answers the spec's own sentence. */
  add: defineRoute(commentCalls.add, {
    body: AddCommentBody,
    bodyKind: 'json-in-handler',
    response: { 201: CommentAnswer },
    errors: [...signedInErrors, 404, 429],
  }),
  list: defineRoute(commentCalls.list, { params: ProductIdParams, response: { 200: CommentsAnswer }, errors: [404] }),
};
