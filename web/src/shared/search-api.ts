import { apiCalls, apiPaths } from '@voltcart/contract';
import { call } from './api-client';
import { dataOf } from './thunks';

/** The path of `GET /api/product/search` with a ready query string (features/listing/listing-state.ts `searchApiQuery`). */
export const searchCall = (query: string): string => `${apiPaths.catalog.search}?${query}`;

/** `GET /api/product/search` with a ready query string. */
export function searchProducts(query: string, signal?: AbortSignal) {
  return dataOf(call(apiCalls.catalog.search, { query: new URLSearchParams(query), signal }));
}
