import { z } from 'zod';
import { envelope, Id } from './common';
import { indianDigits } from './money';
import { REVIEW_LIMITS, REVIEW_SORTS } from './review-limits';

export { REVIEW_LIMITS, REVIEW_SORTS, type ReviewSort } from './review-limits';

const { titleMax, bodyMin, bodyMax, reasonMax } = REVIEW_LIMITS;

/** Messages name the field as its label does: the form shows them under the field. */
export const ReviewBody = z.object({
  productId: Id,
  rating: z
    .number({ message: 'Choose a rating from 1 to 5 stars' })
    .int({ message: 'Choose a rating from 1 to 5 stars' })
    .min(1, { message: 'Choose a rating from 1 to 5 stars' })
    .max(5, { message: 'Choose a rating from 1 to 5 stars' }),
  title: z
    .string({ message: 'Enter a title' })
    .trim()
    .min(1, { message: 'Enter a title' })
    .max(titleMax, { message: `Title is too long: at most ${titleMax} characters` }),
  body: z
    .string({ message: 'Write your review' })
    .trim()
    .min(bodyMin, { message: `Review is too short: at least ${bodyMin} characters` })
    .max(bodyMax, { message: `Review is too long: at most ${indianDigits(bodyMax)} characters` }),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

/** An edit: the same fields but the product, which a review never changes. */
export const ReviewChangesBody = ReviewBody.omit({ productId: true });
export type ReviewChangesBody = z.infer<typeof ReviewChangesBody>;

const reason = z
  .string({ message: 'Say why' })
  .trim()
  .min(1, { message: 'Say why' })
  .max(reasonMax, { message: `Reason is too long: at most ${reasonMax} characters` });

export const ReviewReportBody = z.object({ reason });
export const ReviewHideBody = z.object({ reason });

export const ReviewProductParams = z.object({ productId: Id });

export const ReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('recent'),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int()
    .min(1, { message: 'page starts at 1' })
    .max(10_000)
    .default(1),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const Review = z.object({
  _id: Id,
  productId: Id,
  /** The author's display name (their username). */
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  date: z.string(),
  /** Written by someone with a Delivered order holding the product. */
  verified: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  /** Whether the caller marked it helpful (false signed out). */
  voted: z.boolean(),
  /** Whether the caller wrote it (false signed out). */
  mine: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/** Shown reviews only (a hidden review counts nowhere): the mean rounded to one decimal, 0 with none. */
export const ReviewSummary = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** Reviews per star, "1" to "5". */
  perStar: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewsData = ReviewSummary.extend({
  reviews: z.array(Review),
  page: z.number().int().min(1),
  pages: z.number().int().nonnegative(),
  /** The caller's own review of the product, shown or hidden, for the edit form (null signed out or none). */
  myReview: Review.extend({ hidden: z.boolean() }).nullable(),
});
export type ReviewsData = z.infer<typeof ReviewsData>;

/** A review as the moderators see it. */
export const AdminReview = z.object({
  _id: Id,
  productId: Id,
  productName: z.string(),
  author: z.string(),
  authorEmail: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  date: z.string(),
  verified: z.boolean(),
  helpfulCount: z.number().int(),
  reportCount: z.number().int(),
  /** The reports' reasons, newest first. */
  reportReasons: z.array(z.string()),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const ReviewAnswer = envelope(Review);
export const ReviewsAnswer = envelope(ReviewsData);
export const AdminReviewsAnswer = envelope(z.array(AdminReview));
export const AdminReviewAnswer = envelope(AdminReview);
export const HelpfulAnswer = envelope(z.object({ helpfulCount: z.number().int().nonnegative(), voted: z.boolean() }));
