// Plain data, no zod: the review form checks the same bounds the server does.

export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMin: 20,
  bodyMax: 2000,
  reasonMax: 500,
  /** Reviews a product page lists at once. */
  pageSize: 10,
} as const;

export const REVIEW_SORTS = ['recent', 'helpful', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
