import { apiPaths, type Product } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const catalogApi = {
  /** Products of one or more categories (names or aliases, comma-joined); `limit` keeps only the first few. */
  byCategory: (categories: string, limit?: number) =>
    apiRequest<Product[]>(`${apiPaths.catalog.byCategory(categories)}${limit ? `?limit=${limit}` : ''}`),
  productById: (id: string) => apiRequest<Product>(apiPaths.catalog.productById(id)),
  allProducts: () => apiRequest<Product[]>(apiPaths.catalog.products, { method: 'POST', json: {} }),
};
