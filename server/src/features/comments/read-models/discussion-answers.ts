import { apiPaths, CommentsAnswer, type Comment } from '@voltcart/contract';
import { batchedLoad, PRODUCT_PAGE_BATCHES } from '../../../db/batches/batched-load';
import type { Executor } from '../../../db/engine/executor';
import { notFound } from '../../../lib/errors';
import type { ReadyAnswerRecipe, ReadyAnswers } from '../../catalog';
import { discussionsAtVersion } from '../service';

/** A product's discussion as a ready answer (catalog/ready-answers/ready-answers.ts), for its call and ahead of it. */
export type DiscussionAnswers = {
  /** The comments call's recipe: the product's discussion, 404 'Product' when the product does not exist. */
  recipeOf: (productId: string) => ReadyAnswerRecipe<Comment[]>;
  /**
   * Makes and keeps the product's discussion answer when none is kept: a product page asks for it right after the
   * product, and made with the product's answer it costs that page one miss instead of two.
   */
  prepare: (productId: string) => Promise<void>;
};

export function discussionAnswers(db: Executor, ready: ReadyAnswers): DiscussionAnswers {
  // Discussions that miss the ready answers together are read together.
  const discussionOf = batchedLoad(async (productIds) => {
    const { discussions, version } = await discussionsAtVersion(db, productIds);
    return new Map([...discussions].map(([id, discussion]) => [id, { data: discussion, version }]));
  }, PRODUCT_PAGE_BATCHES);
  const recipeOf = (productId: string): ReadyAnswerRecipe<Comment[]> => ({
    shows: 'discussion',
    schema: CommentsAnswer,
    dataAtVersion: async () => {
      const discussion = await discussionOf(productId);
      if (!discussion) throw notFound('Product');
      return discussion;
    },
  });
  return { recipeOf, prepare: (productId) => ready.prepare(apiPaths.comments.list(productId), recipeOf(productId)) };
}
