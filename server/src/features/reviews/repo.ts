import type { ReviewSort } from '@voltcart/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/engine/executor';
import type { ReviewRow } from '../../db/engine/schema';

export function insertReview(db: Executor, row: ReviewRow): Promise<unknown> {
  return db.insertInto('reviews').values(row).execute();
}

export function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReviewOf(db: Executor, productId: string, userId: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function updateReview(
  db: Executor,
  id: string,
  changes: Partial<Pick<ReviewRow, 'rating' | 'title' | 'body' | 'verified' | 'updated_at' | 'hidden_at' | 'hidden_reason'>>,
): Promise<void> {
  await db.updateTable('reviews').set(changes).where('id', '=', id).execute();
}

export async function deleteReview(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

/** The product's shown reviews per star. */
export async function starCounts(db: Executor, productId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
    .where('product_id', '=', productId)
    .where('hidden_at', 'is', null)
    .groupBy('rating')
    .execute();
  return new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
}

const ORDERS: Record<ReviewSort, (query: ReturnType<typeof shownOf>) => ReturnType<typeof shownOf>> = {
  recent: (query) => query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  helpful: (query) => query.orderBy('helpful_count', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc'),
  rating: (query) => query.orderBy('rating', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc'),
};

const shownOf = (db: Executor, productId: string) =>
  db.selectFrom('reviews').selectAll().where('product_id', '=', productId).where('hidden_at', 'is', null);

/** A page of the product's shown reviews in `sort`'s order (ties: newest first). */
export function shownReviews(
  db: Executor,
  productId: string,
  page: { sort: ReviewSort; limit: number; offset: number },
): Promise<ReviewRow[]> {
  return ORDERS[page.sort](shownOf(db, productId)).limit(page.limit).offset(page.offset).execute();
}

/** Which of the reviews the user marked helpful. */
export async function votedOf(db: Executor, userId: string, reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('review_votes')
    .select('review_id')
    .where('user_id', '=', userId)
    .where('review_id', 'in', reviewIds)
    .execute();
  return new Set(rows.map((row) => row.review_id));
}

/** A vote, once per user: false when they had voted already. Counted on the review in the same transaction. */
export async function addVote(db: Executor, reviewId: string, userId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('review_votes')
    .values({ review_id: reviewId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('reviews')
    .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
    .where('id', '=', reviewId)
    .execute();
  return true;
}

/** A report, once per user: false when they had reported it already. */
export async function addReport(db: Executor, reviewId: string, userId: string, reason: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('review_reports')
    .values({ review_id: reviewId, user_id: userId, reason, created_at: at })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('reviews')
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', reviewId)
    .execute();
  return true;
}

/** The most reviews the moderators' list shows at once. */
const MODERATION_LIST_SIZE = 500;

/** For moderation: shown reviews with reports first (most reported first), then the rest, newest first. */
export function reviewsForModeration(db: Executor): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .orderBy(sql`case when report_count > 0 and hidden_at is null then 0 else 1 end`)
    .orderBy('report_count', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MODERATION_LIST_SIZE)
    .execute();
}

/** The reports' reasons of each review, newest first. */
export async function reportReasonsOf(db: Executor, reviewIds: string[]): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>();
  if (reviewIds.length === 0) return reasons;
  const rows = await db
    .selectFrom('review_reports')
    .select(['review_id', 'reason'])
    .where('review_id', 'in', reviewIds)
    .orderBy('created_at', 'desc')
    .execute();
  for (const row of rows) reasons.set(row.review_id, [...(reasons.get(row.review_id) ?? []), row.reason]);
  return reasons;
}
