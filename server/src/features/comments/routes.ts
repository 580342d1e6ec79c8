import { AddCommentBody, apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { publicRoute } from '../../lib/route-access';
import { parseInput } from '../../lib/validation';
import { signedInUser, type Guards } from '../auth';
import type { Executor } from '../../db/engine/executor';
import type { ReadyAnswers } from '../catalog';
import type { DiscussionAnswers } from './read-models/discussion-answers';
import * as comments from './service';
import { RATE_LIMIT } from '../../lib/rate-limits';

/**
 * Parsed here rather than by the route schema so a missing product id answers the spec's own sentence
 * ('Product ID is missing.') instead of a generic field-prefixed validation line.
 */
function parseAddCommentBody(input: unknown): AddCommentBody {
  const productId = input && typeof input === 'object' ? (input as { productId?: unknown }).productId : undefined;
  if (productId === undefined || productId === null || productId === '')
    throw new AppError('invalid_data', 'Product ID is missing.');
  return parseInput(AddCommentBody, input);
}

/** `ready`: a product's discussion answers a ready body until the next comment write (any process's). */
export function commentRoutes({
  db,
  guards,
  ready,
  discussions,
}: {
  db: Executor;
  guards: Guards;
  ready: ReadyAnswers;
  discussions: DiscussionAnswers;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app);
    const { comments: table } = apiRoutes;
    route(
      table.add,
      {
        schema: { tags: ['comments'] },
        preHandler: guards.requireUser,
        config: { rateLimit: RATE_LIMIT.comment },
      },
      async (request, reply) => {
        const body = parseAddCommentBody(request.body);
        const comment = await comments.addComment(db, signedInUser(request)._id, body);
        return reply.code(201).send(ok(comment, 'Comment added successfully!'));
      },
    );

    // Public: anyone reading a product page sees its discussion.
    route(
      table.list,
      {
        schema: { tags: ['comments'] },
        ...publicRoute,
        ...ready.route('discussion'),
      },
      (request, reply) => ready.answer(request, reply, discussions.recipeOf(request.params.productId)),
    );
  };
}
