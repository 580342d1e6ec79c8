import { apiCalls, type ReviewBody, type ReviewChangesBody, type ReviewSort } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { reviews } = apiCalls;

export const reviewsApi = {
  /** A page of the product's shown reviews with the summary; signed in, the caller's votes and own review. */
  list: (productId: string, sort: ReviewSort, page: number) =>
    call(reviews.list, { params: { productId }, query: { sort, page } }),
  create: (body: ReviewBody) => call(reviews.create, { body }),
  update: (id: string, body: ReviewChangesBody) => call(reviews.update, { params: { id }, body }),
  remove: (id: string) => call(reviews.remove, { params: { id } }),
  helpful: (id: string) => call(reviews.helpful, { params: { id } }),
  report: (id: string, reason: string) => call(reviews.report, { params: { id }, body: { reason } }),
};
