import { apiPaths, type ProductSearchData } from '@voltcart/contract';
import { apiRequest } from './api-client';
import { dataOf } from './thunks';

/** The path of `GET /api/product/search` with a ready query string (features/listing/listing-state.ts `searchApiQuery`). */
export const searchCall = (query: string): string => `${apiPaths.catalog.search}?${query}`;

/** `GET /api/product/search` with a ready query string. */
export function searchProducts(query: string, signal?: AbortSignal): Promise<ProductSearchData> {
  return dataOf(apiRequest<ProductSearchData>(searchCall(query), { signal }));
}
