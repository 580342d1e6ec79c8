import {
  apiPaths,
  apiRoutePatterns,
  CategoriesAnswer,
  CategoryParams,
  CountAnswer,
  EmptyAnswer,
  IdParams,
  PageQuery,
  ProductAnswer,
  ProductFields,
  ProductsAnswer,
  ProductSearchAnswer,
  ProductSearchQuery,
  UpdateProductBody,
} from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartFormRoutes, readMultipartForm } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/errors';
import type { UploadsStore } from '../../lib/uploads';
import type { Guards } from '../auth';
import type { ReadyAnswers } from './ready-answers';
import { categoryAnswer } from './category-answer';
import { productAnswer, type ProductLoader } from './product-answer';
import { searchAnswer } from './search-answer';
import * as catalog from './service';
import { RATE_LIMIT } from '../../lib/rate-limits';
import { publicRoute } from '../../lib/route-access';

/** The next call made ahead failed: for an unknown product as expected (the product's own read answers 404); else logged. */
function logMadeWithProduct(request: FastifyRequest, error: unknown): void {
  if (!(error instanceof AppError && error.kind === 'not_found'))
    request.log.warn({ err: error }, "making a product page's next answer ahead failed");
}

export function catalogRoutes({
  db,
  uploads,
  uploadMaxBytes,
  guards,
  ready,
  productOf,
  madeWithProduct,
}: {
  db: Executor;
  uploads: UploadsStore;
  /** The largest image a product form takes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  guards: Guards;
  /** The public reads below answer ready-made bodies, made again after the writes each shows. */
  ready: ReadyAnswers;
  /** Reads the product of a product call that missed its ready answer (shared with the product pages' HTML: app.ts). */
  productOf: ProductLoader;
  /**
   * Makes the ready answer of the call a product page makes next (its discussion), when none is kept, together with
   * a product's answer that missed them.
   */
  madeWithProduct?: (productId: string) => Promise<void>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The discussion's answer is made with the product's; the page's next call answers its own failure, never this one.
    const withProduct = (request: FastifyRequest, id: string) =>
      madeWithProduct && (() => madeWithProduct(id).catch((error: unknown) => logMadeWithProduct(request, error)));

    app.get(
      apiPaths.catalog.categories,
      { schema: { tags: ['catalog'], response: { 200: CategoriesAnswer } }, ...publicRoute, ...ready.route('fixed') },
      (request, reply) =>
        ready.answer(request, reply, { shows: 'fixed', schema: CategoriesAnswer, data: async () => catalog.listCategories() }),
    );

    app.get(
      apiRoutePatterns.catalog.byCategory,
      {
        schema: { tags: ['catalog'], params: CategoryParams, querystring: PageQuery, response: { 200: ProductsAnswer } },
        ...publicRoute,
        ...ready.route('products-and-stock'),
      },
      (request, reply) => ready.answer(request, reply, categoryAnswer(db, request.params.categories, request.query)),
    );

    app.get(
      apiPaths.catalog.search,
      {
        schema: { tags: ['catalog'], querystring: ProductSearchQuery, response: { 200: ProductSearchAnswer } },
        ...publicRoute,
        ...ready.route('products-and-stock'),
      },
      (request, reply) => ready.answer(request, reply, searchAnswer(db, request.query)),
    );

    app.post(
      apiPaths.catalog.products,
      {
        schema: {
          tags: ['catalog'],
          querystring: PageQuery,
          body: z.object({}).passthrough().nullish(),
          response: { 200: ProductsAnswer },
        },
        ...publicRoute,
      },
      // A POST (the spec's): no HTTP caching of it, but a ready body all the same.
      (request, reply) =>
        ready.answer(request, reply, {
          shows: 'products-and-stock',
          schema: ProductsAnswer,
          shared: false,
          madeAlone: request.query.limit === undefined,
          data: () => catalog.listAllProducts(db, request.query),
        }),
    );

    app.get(
      apiRoutePatterns.catalog.productById,
      {
        schema: { tags: ['catalog'], params: IdParams, response: { 200: ProductAnswer } },
        ...publicRoute,
        ...ready.route('product'),
      },
      (request, reply) =>
        ready.answer(request, reply, productAnswer(productOf, request.params.id, withProduct(request, request.params.id))),
    );

    app.get(
      apiPaths.catalog.totalProducts,
      { schema: { tags: ['catalog'], response: { 200: CountAnswer } }, ...publicRoute, ...ready.route('products') },
      (request, reply) =>
        ready.answer(request, reply, { shows: 'products', schema: CountAnswer, data: () => catalog.countProducts(db) }),
    );

    // The product forms (multipart, with images): the parser registered for these two calls alone.
    await app.register(
      multipartFormRoutes(uploadMaxBytes, (forms) => {
        forms.post(
          apiPaths.catalog.addProduct,
          {
            schema: { tags: ['admin'], consumes: ['multipart/form-data'], response: { 201: ProductAnswer } },
            preHandler: guards.requireAdmin,
            config: { rateLimit: RATE_LIMIT.upload },
          },
          async (request, reply) => {
            const form = await readMultipartForm(request, { fields: ProductFields, files: ['images'] });
            const fields = parseInput(ProductFields, form.fields);
            const product = await catalog.addProduct(
              db,
              uploads,
              fields,
              form.files.map((file) => file.bytes),
            );
            return reply.code(201).send(ok(product, 'Product added successfully'));
          },
        );

        // JSON with the kept image URLs, or multipart with the same fields (productImage repeated; one empty
        // productImage field means "keep none") plus new `images`.
        forms.put(
          apiRoutePatterns.catalog.updateProduct,
          {
            schema: { tags: ['admin'], params: IdParams, response: { 200: ProductAnswer } },
            preHandler: guards.requireAdmin,
            config: { rateLimit: RATE_LIMIT.upload },
          },
          async (request) => {
            const isForm = request.isMultipart();
            const form = isForm ? await readMultipartForm(request, { fields: UpdateProductBody, files: ['images'] }) : undefined;
            const input = form
              ? {
                  ...form.fields,
                  productImage:
                    form.fields.productImage === undefined ? undefined : [form.fields.productImage].flat().filter(Boolean),
                }
              : request.body;
            const body = parseInput(UpdateProductBody, input);
            const files = form?.files.map((file) => file.bytes) ?? [];
            return ok(await catalog.updateProduct(db, uploads, request.params.id, body, files), 'Product updated successfully');
          },
        );
      }),
    );

    app.delete(
      apiRoutePatterns.catalog.deleteProduct,
      { schema: { tags: ['admin'], params: IdParams, response: { 200: EmptyAnswer } }, preHandler: guards.requireAdmin },
      async (request) => {
        await catalog.deleteProduct(db, request.params.id);
        return ok(null, 'Product deleted successfully');
      },
    );
  };
}
