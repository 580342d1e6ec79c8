import { z } from 'zod';
import { CategoriesAnswer } from '../category';
import { CountAnswer, EmptyAnswer, IdParams, PageQuery } from '../common';
import { CategoryParams, ProductAnswer, ProductFields, ProductsAnswer, UpdateProductBody } from '../product';
import { ProductSearchAnswer, ProductSearchQuery } from '../search';
import { catalogCalls } from './calls';
import { defineRoute } from './route';

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
    // A POST: the cross-site guard refuses it from another site's page.
    errors: [403],
  }),
  productById: defineRoute(catalogCalls.productById, { params: IdParams, response: { 200: ProductAnswer }, errors: [404] }),
  totalProducts: defineRoute(catalogCalls.totalProducts, { response: { 200: CountAnswer }, errors: [] }),
  /** Multipart: the product fields and repeated `images` files. */
  addProduct: defineRoute(catalogCalls.addProduct, {
    body: ProductFields,
    bodyKind: 'multipart',
    response: { 201: ProductAnswer },
    errors: [401, 403, 429],
  }),
  /** JSON (fields plus the kept `productImage` URLs) or, with new images, multipart with the same fields. */
  updateProduct: defineRoute(catalogCalls.updateProduct, {
    params: IdParams,
    body: UpdateProductBody,
    bodyKind: 'json-or-multipart',
    response: { 200: ProductAnswer },
    errors: [401, 403, 404, 429],
  }),
  deleteProduct: defineRoute(catalogCalls.deleteProduct, {
    params: IdParams,
    response: { 200: EmptyAnswer },
    errors: [401, 403, 404],
  }),
};
