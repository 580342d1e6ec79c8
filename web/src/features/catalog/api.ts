import { apiCalls, HOME_ROW_SIZE } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { catalog } = apiCalls;

export const catalogApi = {
  /** A home row: its category's first products, by the URL the server also writes the first row's answer under (`firstPageCalls.homeRow`). */
  homeRow: (category: string) => call(catalog.byCategory, { params: { categories: category }, query: { limit: HOME_ROW_SIZE } }),
  productById: (id: string) => call(catalog.productById, { params: { id } }),
  allProducts: () => call(catalog.products, { body: {} }),
};
