import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/engine/executor';
import { contractRoutes } from '../../lib/contract-routes';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import { signedInUser, type Guards } from '../auth';
import * as reviews from './service';

/**
 * Ratings and reviews: shoppers write, edit and delete their own, vote and report others'; admins hide and restore.
 * The list is public but not a ready answer: it marks the caller's own votes and review.
 */
export function reviewRoutes({
  db,
  guards,
  publicUrl,
}: {
  db: Executor;
  guards: Guards;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { reviews: table } = apiRoutes;
    const signedIn = { preHandler: guards.requireUser };
    const admin = { preHandler: guards.requireAdmin };
    const tags = ['reviews'];

    route(table.create, { schema: { tags }, ...signedIn, config: { rateLimit: RATE_LIMIT.review } }, async (request, reply) => {
      const review = await reviews.createReview(db, signedInUser(request)._id, request.body);
      return reply.code(201).send(ok(review, 'Thank you for your review'));
    });

    route(table.update, { schema: { tags }, ...signedIn }, async (request) =>
      ok(await reviews.updateReview(db, signedInUser(request)._id, request.params.id, request.body), 'Review updated'),
    );

    route(table.remove, { schema: { tags }, ...signedIn }, async (request) => {
      await reviews.deleteReview(db, signedInUser(request)._id, request.params.id);
      return ok(null, 'Review deleted');
    });

    route(table.list, { schema: { tags }, ...publicRoute }, async (request, reply) => {
      const viewer = await guards.loadUser(request);
      reply.header('cache-control', 'no-store');
      return ok(await reviews.listReviews(db, request.params.productId, request.query, viewer?._id ?? null));
    });

    route(table.helpful, { schema: { tags }, ...signedIn }, async (request) =>
      ok(await reviews.markHelpful(db, signedInUser(request)._id, request.params.id), 'Thanks for your vote'),
    );

    route(table.report, { schema: { tags }, ...signedIn }, async (request) => {
      await reviews.reportReview(db, signedInUser(request)._id, request.params.id, request.body.reason);
      return ok(null, 'Thanks, our moderators will look at this review');
    });

    route(table.adminList, { schema: { tags: ['admin'] }, ...admin }, async () => ok(await reviews.reviewsForModeration(db)));

    route(table.hide, { schema: { tags: ['admin'] }, ...admin }, async (request) =>
      ok(
        await reviews.hideReview(db, request.params.id, request.body.reason, publicUrl),
        'Review hidden; its author was emailed',
      ),
    );

    route(table.restore, { schema: { tags: ['admin'] }, ...admin }, async (request) =>
      ok(await reviews.restoreReview(db, request.params.id), 'Review restored'),
    );
  };
}
