import { apiPaths } from '@voltcart/contract';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

/** Posts a comment as the shopper (signed out without one); the payload goes as it is, to test what the shop refuses too. */
export function postComment(shop: TestApp, shopper: SignedIn | undefined, payload: unknown) {
  return shop.app.inject({
    method: 'POST',
    url: apiPaths.comments.add,
    ...(shopper ? { headers: shopper.headers } : {}),
    payload: payload as object,
  });
}
