import { apiRoutes, CategoriesAnswer, CountAnswer, ProductFields, ProductsAnswer, UpdateProductBody } from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoutes } from '../../lib/contract-routes';
import { multipartFormRoutes, readMultipartForm } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import type { Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import type { UploadsStore } from '../../lib/uploads';
import { storedUploadUrl } from '../../lib/uploads/absolute-urls';
import type { Guards } from '../auth';
import type { ReadyAnswers } from './ready-answers/ready-answers';
import { categoryAnswer } from './ready-answers/category-answer';
import { productAnswer, type ProductLoader } from './ready-answers/product-answer';
import { searchAnswer } from './ready-answers/search-answer';
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
  publicUrl,
  guards,
  ready,
  productOf,
  madeWithProduct,
}: {
  db: Executor;
  uploads: UploadsStore;
  /** The largest image a product form takes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** The shop's own origin: kept images may come back as the absolute URLs answers gave (lib/uploads/absolute-urls.ts). */
  publicUrl: string;
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
    const route = contractRoutes(app);
    const { catalog: table } = apiRoutes;
    // The discussion's answer is made with the product's; the page's next call answers its own failure, never this one.
    const withProduct = (request: FastifyRequest, id: string) =>
      madeWithProduct && (() => madeWithProduct(id).catch((error: unknown) => logMadeWithProduct(request, error)));

    route(table.categories, { schema: { tags: ['catalog'] }, ...publicRoute, ...ready.route('fixed') }, (request, reply) =>
      ready.answer(request, reply, { shows: 'fixed', schema: CategoriesAnswer, data: async () => catalog.listCategories() }),
    );

    route(
      table.byCategory,
      {
        schema: { tags: ['catalog'] },
        ...publicRoute,
        ...ready.route('products-and-stock'),
      },
      (request, reply) => ready.answer(request, reply, categoryAnswer(db, request.params.categories, request.query)),
    );

    route(
      table.search,
      {
        schema: { tags: ['catalog'] },
        ...publicRoute,
        ...ready.route('products-and-stock'),
      },
      (request, reply) => ready.answer(request, reply, searchAnswer(db, request.query)),
    );

    route(
      table.products,
      {
        schema: { tags: ['catalog'] },
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

    route(
      table.productById,
      {
        schema: { tags: ['catalog'] },
        ...publicRoute,
        ...ready.route('product'),
      },
      (request, reply) =>
        ready.answer(request, reply, productAnswer(productOf, request.params.id, withProduct(request, request.params.id))),
    );

    route(table.totalProducts, { schema: { tags: ['catalog'] }, ...publicRoute, ...ready.route('products') }, (request, reply) =>
      ready.answer(request, reply, { shows: 'products', schema: CountAnswer, data: () => catalog.countProducts(db) }),
    );

    // The product forms (multipart, with images): the parser registered for these two calls alone.
    await app.register(
      multipartFormRoutes(uploadMaxBytes, (forms) => {
        const formRoute = contractRoutes(forms);
        formRoute(
          table.addProduct,
          {
            schema: { tags: ['admin'], consumes: ['multipart/form-data'] },
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
        formRoute(
          table.updateProduct,
          {
            schema: { tags: ['admin'] },
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
            const parsed = parseInput(UpdateProductBody, input);
            const kept = parsed.productImage?.map((url) => storedUploadUrl(url, publicUrl));
            const body = kept ? { ...parsed, productImage: kept } : parsed;
            const files = form?.files.map((file) => file.bytes) ?? [];
            return ok(await catalog.updateProduct(db, uploads, request.params.id, body, files), 'Product updated successfully');
          },
        );
      }),
    );

    route(table.deleteProduct, { schema: { tags: ['admin'] }, preHandler: guards.requireAdmin }, async (request) => {
      await catalog.deleteProduct(db, request.params.id);
      return ok(null, 'Product deleted successfully');
    });
  };
}
