import { z } from 'zod';
import { CategoriesAnswer } from '../category';
import { CountAnswer, EmptyAnswer, IdParams, PageQuery } from '../common';
import { apiPaths, apiRoutePatterns } from '../paths';
import { CategoryParams, ProductAnswer, ProductFields, ProductsAnswer, UpdateProductBody } from '../product';
import { ProductSearchAnswer, ProductSearchQuery } from '../search';
import { callsOf, defineRoute } from './route';

const { catalog } = apiPaths;
const patterns = apiRoutePatterns.catalog;

export const catalogCalls = callsOf('catalog', {
  categories: { method: 'GET', path: catalog.categories },
  byCategory: { method: 'GET', path: patterns.byCategory },
  search: { method: 'GET', path: catalog.search },
  /** The spec's POST listing. */
  products: { method: 'POST', path: catalog.products },
  productById: { method: 'GET', path: patterns.productById },
  totalProducts: { method: 'GET', path: catalog.totalProducts },
  addProduct: { method: 'POST', path: catalog.addProduct },
  updateProduct: { method: 'PUT', path: patterns.updateProduct },
  deleteProduct: { method: 'DELETE', path: patterns.deleteProduct },
});

export const catalogRoutes = {
  categories: defineRoute(catalogCalls.categories, { response: { 200: CategoriesAnswer }, errors: [] }),
  byCategory: defineRoute(catalogCalls.byCategory, {
    params: CategoryParams,
    query: PageQuery,
    response: { 200: ProductsAnswer },
    errors: [],
  }),
  search: defineRoute(catalogCalls.search, { query: ProductSearchQuery, response: { 200: ProductSearchAnswer }, errors: [] }),
  products: defineRoute(catalogCalls.products, {
    query: PageQuery,
    body: z.object({}).passthrough().nullish(),
    response: { 200: ProductsAnswer },
    errors: [],
  }),
  productById: defineRoute(catalogCalls.productById, { params: IdParams, response: { 200: ProductAnswer }, errors: [404] }),
  totalProducts: defineRoute(catalogCalls.totalProducts, { response: { 200: CountAnswer }, errors: [] }),
  /** Multipart: the product fields and repeated `images` files. */
  addProduct: defineRoute(catalogCalls.addProduct, {
    body: ProductFields,
    bodyKind: 'multipart',
    response: { 201: ProductAnswer },
    errors: [401, 403, 413, 415, 429],
  }),
  /** JSON (fields plus the kept `productImage` URLs) or, with new images, multipart with the same fields. */
  updateProduct: defineRoute(catalogCalls.updateProduct, {
    params: IdParams,
    body: UpdateProductBody,
    bodyKind: 'json-or-multipart',
    response: { 200: ProductAnswer },
    errors: [401, 403, 404, 413, 415, 429],
  }),
  deleteProduct: defineRoute(catalogCalls.deleteProduct, {
    params: IdParams,
    response: { 200: EmptyAnswer },
    errors: [401, 403, 404],
  }),
};
