import {
  REVIEW_LIMITS,
  type AdminReview,
  type Review,
  type ReviewBody,
  type ReviewChangesBody,
  type ReviewsData,
  type ReviewsQuery,
  type ReviewSummary,
} from '@voltcart/contract';
import { nowIso } from '../../db/engine/database';
import { inTransaction, type Executor } from '../../db/engine/executor';
import type { ReviewRow } from '../../db/engine/schema';
import { isUniqueViolation } from '../../db/engine/unique-violation';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { usersByIds } from '../auth';
import { productExists, productRating, productsByIds } from '../catalog';
import { enqueueMail } from '../mail';
import { hasDeliveredOrderOf } from '../orders';
import { idsOfItsGroup } from '../variants';
import { reviewHiddenMail } from './hidden-mail';
import * as repo from './repo';

const ALREADY_REVIEWED = 'You have already reviewed this product. Edit your review instead.';

/** Whether the author bought the product, or another variant of its group, and it was delivered. */
const boughtAndDelivered = async (db: Executor, userId: string, productId: string) =>
  hasDeliveredOrderOf(db, userId, await idsOfItsGroup(db, productId));

/** The summary of the product's shown reviews: a hidden review counts nowhere. */
async function summaryOf(db: Executor, productId: string): Promise<ReviewSummary> {
  const stars = await repo.starCounts(db, productId);
  const perStar = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const star of [1, 2, 3, 4, 5] as const) {
    perStar[star] = stars.get(star) ?? 0;
    count += perStar[star];
    total += star * perStar[star];
  }
  return { average: count === 0 ? 0 : Math.round((total * 10) / count) / 10, count, perStar };
}

/** Recounts the product's stars onto the product (after its row lock was taken, in the write's transaction). */
async function recount(trx: Executor, productId: string): Promise<void> {
  const { average, count } = await summaryOf(trx, productId);
  await productRating.set(trx, productId, { tenths: Math.round(average * 10), count });
}

/** A review write on a product: its row lock first, so the product's review writes take turns and each recount is right. */
function onProduct<T>(db: Executor, productId: string, work: (trx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    if (!(await productRating.lock(trx, productId))) throw notFound('Product');
    const result = await work(trx);
    await recount(trx, productId);
    return result;
  });
}

async function toReviews(db: Executor, rows: ReviewRow[], viewerId: string | null): Promise<Review[]> {
  const authors = await usersByIds(
    db,
    rows.map((row) => row.user_id),
  );
  const voted = viewerId
    ? await repo.votedOf(
        db,
        viewerId,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  return rows.map((row) => ({
    _id: row.id,
    productId: row.product_id,
    author: authors.get(row.user_id)?.username ?? 'A shopper',
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    date: row.created_at,
    verified: Number(row.verified) === 1,
    helpfulCount: Number(row.helpful_count),
    voted: voted.has(row.id),
    mine: row.user_id === viewerId,
  }));
}

async function toReview(db: Executor, row: ReviewRow, viewerId: string): Promise<Review> {
  const [review] = await toReviews(db, [row], viewerId);
  return review!;
}

export async function createReview(db: Executor, userId: string, body: ReviewBody): Promise<Review> {
  try {
    const row = await onProduct(db, body.productId, async (trx) => {
      if (await repo.findReviewOf(trx, body.productId, userId)) throw new AppError('conflict', ALREADY_REVIEWED);
      const now = nowIso();
      const row: ReviewRow = {
        id: newId(),
        product_id: body.productId,
        user_id: userId,
        rating: body.rating,
        title: body.title,
        body: body.body,
        verified: (await boughtAndDelivered(trx, userId, body.productId)) ? 1 : 0,
        helpful_count: 0,
        report_count: 0,
        hidden_at: null,
        hidden_reason: null,
        created_at: now,
        updated_at: now,
      };
      await repo.insertReview(trx, row);
      return row;
    });
    return await toReview(db, row, userId);
  } catch (error) {
    // Two first reviews sent at once: the unique index keeps one.
    if (isUniqueViolation(error)) throw new AppError('conflict', ALREADY_REVIEWED);
    throw error;
  }
}

/** The author's own review; anyone else's answers 404, as an unknown id does. */
async function ownReview(db: Executor, userId: string, id: string): Promise<ReviewRow> {
  const row = await repo.findReview(db, id);
  if (!row || row.user_id !== userId) throw notFound('Review');
  return row;
}

export async function updateReview(db: Executor, userId: string, id: string, changes: ReviewChangesBody): Promise<Review> {
  const found = await ownReview(db, userId, id);
  await onProduct(db, found.product_id, async (trx) => {
    await ownReview(trx, userId, id);
    await repo.updateReview(trx, id, {
      rating: changes.rating,
      title: changes.title,
      body: changes.body,
      verified: (await boughtAndDelivered(trx, userId, found.product_id)) ? 1 : 0,
      updated_at: nowIso(),
    });
  });
  return toReview(db, await ownReview(db, userId, id), userId);
}

export async function deleteReview(db: Executor, userId: string, id: string): Promise<void> {
  const found = await ownReview(db, userId, id);
  await onProduct(db, found.product_id, async (trx) => {
    await ownReview(trx, userId, id);
    await repo.deleteReview(trx, id);
  });
}

/** A product's shown reviews, a page at a time, with the summary; `viewerId` marks their votes and their own review. */
export async function listReviews(
  db: Executor,
  productId: string,
  query: ReviewsQuery,
  viewerId: string | null,
): Promise<ReviewsData> {
  if (!(await productExists(db, productId))) throw notFound('Product');
  const summary = await summaryOf(db, productId);
  const { pageSize } = REVIEW_LIMITS;
  const rows = await repo.shownReviews(db, productId, { sort: query.sort, limit: pageSize, offset: (query.page - 1) * pageSize });
  const mine = viewerId ? await repo.findReviewOf(db, productId, viewerId) : undefined;
  return {
    ...summary,
    reviews: await toReviews(db, rows, viewerId),
    page: query.page,
    pages: Math.ceil(summary.count / pageSize),
    myReview: mine && viewerId ? { ...(await toReview(db, mine, viewerId)), hidden: mine.hidden_at !== null } : null,
  };
}

/** Another shopper's shown review (a hidden one is not there to vote on or report). */
async function othersShownReview(db: Executor, userId: string, id: string, own: string): Promise<ReviewRow> {
  const row = await repo.findReview(db, id);
  if (!row || row.hidden_at !== null) throw notFound('Review');
  if (row.user_id === userId) throw new AppError('business_rule', own);
  return row;
}

export async function markHelpful(db: Executor, userId: string, id: string): Promise<{ helpfulCount: number; voted: boolean }> {
  return inTransaction(db, async (trx) => {
    await othersShownReview(trx, userId, id, 'You cannot mark your own review helpful.');
    if (!(await repo.addVote(trx, id, userId, nowIso())))
      throw new AppError('conflict', 'You have already marked this review helpful.');
    const row = await repo.findReview(trx, id);
    return { helpfulCount: Number(row!.helpful_count), voted: true };
  });
}

export async function reportReview(db: Executor, userId: string, id: string, reason: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await othersShownReview(trx, userId, id, 'You cannot report your own review.');
    if (!(await repo.addReport(trx, id, userId, reason, nowIso())))
      throw new AppError('conflict', 'You have already reported this review.');
  });
}

async function toAdminReviews(db: Executor, rows: ReviewRow[]): Promise<AdminReview[]> {
  const ids = rows.map((row) => row.id);
  const [authors, products, reasons] = await Promise.all([
    usersByIds(
      db,
      rows.map((row) => row.user_id),
    ),
    productsByIds(
      db,
      rows.map((row) => row.product_id),
    ),
    repo.reportReasonsOf(db, ids),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    productId: row.product_id,
    productName: products.get(row.product_id)?.productName ?? '',
    author: authors.get(row.user_id)?.username ?? '',
    authorEmail: authors.get(row.user_id)?.email ?? '',
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    date: row.created_at,
    verified: Number(row.verified) === 1,
    helpfulCount: Number(row.helpful_count),
    reportCount: Number(row.report_count),
    reportReasons: reasons.get(row.id) ?? [],
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
  }));
}

export async function reviewsForModeration(db: Executor): Promise<AdminReview[]> {
  return toAdminReviews(db, await repo.reviewsForModeration(db));
}

async function adminReviewOf(db: Executor, id: string): Promise<AdminReview> {
  const row = await repo.findReview(db, id);
  if (!row) throw notFound('Review');
  return (await toAdminReviews(db, [row]))[0]!;
}

/** Hides a review from the product page and its stars, and emails its author the reason (in the same transaction). */
export async function hideReview(db: Executor, id: string, reason: string, publicUrl: string): Promise<AdminReview> {
  const found = await repo.findReview(db, id);
  if (!found) throw notFound('Review');
  await onProduct(db, found.product_id, async (trx) => {
    const hiddenAt = nowIso();
    await repo.updateReview(trx, id, { hidden_at: hiddenAt, hidden_reason: reason });
    const [author, product] = [
      (await usersByIds(trx, [found.user_id])).get(found.user_id),
      (await productsByIds(trx, [found.product_id])).get(found.product_id),
    ];
    if (author && product)
      await enqueueMail(
        trx,
        reviewHiddenMail({ reviewId: id, hiddenAt, to: author.email, product, title: found.title, reason, publicUrl }),
      );
  });
  return adminReviewOf(db, id);
}

export async function restoreReview(db: Executor, id: string): Promise<AdminReview> {
  const found = await repo.findReview(db, id);
  if (!found) throw notFound('Review');
  await onProduct(db, found.product_id, (trx) => repo.updateReview(trx, id, { hidden_at: null, hidden_reason: null }));
  return adminReviewOf(db, id);
}
