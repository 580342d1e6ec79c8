// Cart calls for the API suites.
import { apiPaths } from '@voltcart/contract';
import type { SignedIn } from './shoppers';
import type { TestApp } from './test-app';

/** POST add to cart of one product, as the shopper (or with the headers given: none for a signed-out add). */
export const addToCart = (
  shop: TestApp,
  shopper: SignedIn,
  productId: string,
  headers: Record<string, string> = shopper.headers,
) => shop.app.inject({ method: 'POST', url: apiPaths.cart.add, headers, payload: { productId } });
