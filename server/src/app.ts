import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import { apiPaths } from '@voltcart/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { authRoutes, createAuthService, createGuards } from './features/auth';
import { cartRoutes, createCartService } from './features/cart';
import { catalogRoutes, createCatalogService } from './features/catalog';
import { commentRoutes, createCommentService } from './features/comments';
import { healthRoutes } from './features/health/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { createOrderService, orderRoutes } from './features/orders';
import { createPaymentsService, paymentRoutes, type PaymentProvider } from './features/payments';
import { answerFrameworkError, handleError } from './lib/error-handler';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { registerHttpSafety } from './lib/http-safety';
import { registerWebAssets } from './web-assets';

export type BuildOptions = AppContext & {
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
  /** Replaces the provider PAYMENT_PROVIDER chooses (tests). */
  paymentProvider?: PaymentProvider;
};

/** Builds the whole shop as a Fastify instance without listening (tests use `app.inject`). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, logger = { level: config.logLevel } } = options;
  const context: AppContext = { config, db: options.db, engine: options.engine };

  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  const allowedMethodsOf = await registerHttpSafety(app, config);
  app.decorateRequest('user', null);

  // gzip answers over 1 KB on the fly (category listings shrink ~13×); built web assets are precompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 30, fieldSize: 64 * 1024, parts: 50 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Voltcart API', version: '1.0.0', description: 'The shop\'s HTTP API. Every answer is { success, error, message, data }.' },
    },
    transform: jsonSchemaTransform,
  });

  const auth = createAuthService(context);
  const guards = createGuards(auth);
  const catalog = createCatalogService(context);

  await app.register(healthRoutes(context));
  await app.register(authRoutes({ auth, guards, config }));
  await app.register(catalogRoutes({ catalog, guards }));
  await app.register(cartRoutes({ cart: createCartService(context), guards }));
  await app.register(orderRoutes({ orders: createOrderService(context), guards }));
  await app.register(commentRoutes({ comments: createCommentService(context), guards }));
  await app.register(newsletterRoutes(context));
  const payments = createPaymentsService(context, { provider: options.paymentProvider, log: app.log });
  await app.register(paymentRoutes({ payments, guards, config }));
  app.decorate('payments', payments);

  app.get(apiPaths.docs, { schema: { hide: true } }, async () => app.swagger());

  await registerWebAssets(app, config, allowedMethodsOf);
  return app;
}
