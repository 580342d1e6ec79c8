import { EmptyAnswer, IdParams } from '../common';
import {
  AdminReviewAnswer,
  AdminReviewsAnswer,
  HelpfulAnswer,
  ReviewAnswer,
  ReviewBody,
  ReviewChangesBody,
  ReviewHideBody,
  ReviewProductParams,
  ReviewReportBody,
  ReviewsAnswer,
  ReviewsQuery,
} from '../review';
import { reviewCalls } from './calls';
import { defineRoute, signedInErrors } from './route';

export const reviewRoutes = {
  create: defineRoute(reviewCalls.create, {
    body: ReviewBody,
    response: { 201: ReviewAnswer },
    errors: [...signedInErrors, 404, 409, 429],
  }),
  update: defineRoute(reviewCalls.update, {
    params: IdParams,
    body: ReviewChangesBody,
    response: { 200: ReviewAnswer },
    errors: [...signedInErrors, 404],
  }),
  remove: defineRoute(reviewCalls.remove, { params: IdParams, response: { 200: EmptyAnswer }, errors: [...signedInErrors, 404] }),
  list: defineRoute(reviewCalls.list, {
    params: ReviewProductParams,
    query: ReviewsQuery,
    response: { 200: ReviewsAnswer },
    errors: [404],
  }),
  helpful: defineRoute(reviewCalls.helpful, {
    params: IdParams,
    response: { 200: HelpfulAnswer },
    errors: [...signedInErrors, 404, 409, 422],
  }),
  report: defineRoute(reviewCalls.report, {
    params: IdParams,
    body: ReviewReportBody,
    response: { 200: EmptyAnswer },
    errors: [...signedInErrors, 404, 409, 422],
  }),
  adminList: defineRoute(reviewCalls.adminList, { response: { 200: AdminReviewsAnswer }, errors: signedInErrors }),
  hide: defineRoute(reviewCalls.hide, {
    params: IdParams,
    body: ReviewHideBody,
    response: { 200: AdminReviewAnswer },
    errors: [...signedInErrors, 404],
  }),
  restore: defineRoute(reviewCalls.restore, {
    params: IdParams,
    response: { 200: AdminReviewAnswer },
    errors: [...signedInErrors, 404],
  }),
};
