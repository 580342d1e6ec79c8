import { apiPaths } from '@voltcart/contract';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

export const reviewFields = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  title: 'Does the job',
  body: 'Comfortable to hold and the battery lasts a week.',
  ...overrides,
});

/** Posts a review as the shopper (signed out without one). */
export function postReview(
  shop: TestApp,
  shopper: SignedIn | undefined,
  productId: string,
  overrides: Record<string, unknown> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.reviews.create,
    ...(shopper ? { headers: shopper.headers } : {}),
    payload: { productId, ...reviewFields(overrides) },
  });
}

/** The product's reviews answer as the caller sees it. */
export async function reviewsOf(
  shop: TestApp,
  productId: string,
  { viewer, sort, page }: { viewer?: SignedIn; sort?: string; page?: number } = {},
) {
  const query = new URLSearchParams({ ...(sort ? { sort } : {}), ...(page ? { page: String(page) } : {}) });
  return shop.app.inject({
    method: 'GET',
    url: `${apiPaths.reviews.list(productId)}${query.size ? `?${query}` : ''}`,
    ...(viewer ? { headers: viewer.headers } : {}),
  });
}
