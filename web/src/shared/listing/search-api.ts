import { apiPaths, type ProductSearchData } from '@voltcart/contract';
import { apiRequest } from '../api-client';
import { dataOf } from '../thunks';

/** `GET /api/product/search` with a ready query string (listing-state.ts `searchApiQuery`). */
export function searchProducts(query: string, signal?: AbortSignal): Promise<ProductSearchData> {
  return dataOf(apiRequest<ProductSearchData>(`${apiPaths.catalog.search}?${query}`, { signal }));
}
