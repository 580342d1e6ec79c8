import { apiPaths, firstPageCalls, type Product } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const catalogApi = {
  /** A home row: its category's first products, by the URL the server also writes the first row's answer under. */
  homeRow: (category: string) => apiRequest<Product[]>(firstPageCalls.homeRow(category)),
  productById: (id: string) => apiRequest<Product>(apiPaths.catalog.productById(id)),
  allProducts: () => apiRequest<Product[]>(apiPaths.catalog.products, { method: 'POST', json: {} }),
};
