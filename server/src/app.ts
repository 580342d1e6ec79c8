import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { apiRoutes } from '@voltcart/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { OpenDatabase } from './db/engine/database';
import type { Executor } from './db/engine/executor';
import { isDatabaseUnavailable } from './db/engine/unavailable';
import { queueWelcomeMail, recoveryRoutes } from './features/accounts';
import { passwordCheck } from './features/accounts/password-check';
import { accountSettingsRoutes } from './features/accounts/settings-routes';
import { addressRoutes } from './features/addresses';
import { variantRoutes } from './features/variants';
import { authRoutes, createGuards, tellLockedAdmin, type RegisteredUser } from './features/auth';
import { cartRoutes } from './features/cart';
import { catalogRoutes, catalogueCsvRoutes, onRestock, productLoader, readyAnswers } from './features/catalog';
import { commentRoutes, discussionAnswers } from './features/comments';
import { cartCodTerms, codRoutes } from './features/cod';
import { couponRoutes } from './features/coupons';
import { deliveryRoutes } from './features/delivery';
import { createReadiness, type Readiness } from './features/health/readiness';
import { reviewRoutes } from './features/reviews';
import { healthRoutes } from './features/health/routes';
import { registerRequestMetrics, type ShopMetrics } from './features/metrics';
import { newsletterRoutes } from './features/newsletter/routes';
import { cartReminderRoutes } from './features/cart-reminders';
import { creditNoteRoutes, invoiceRoutes, orderRoutes, ordersCsvRoutes, shippingWebhookRoutes } from './features/orders';
import { createPaymentGateway, latestPaymentsOf, orderRefunds, paymentRoutes, type PaymentProvider } from './features/payments';
import { pageHeads, seoRoutes } from './features/seo';
import { secondFactorCheck, twoFactorKeys, twoFactorRoutes } from './features/two-factor';
import { backInStockNotifier, stockAlertRoutes } from './features/stock-alerts';
import { secretHider, secretsOf, systemRoutes } from './features/system';
import { AnswerCache, DEFAULT_ANSWER_CACHE_LIMITS } from './lib/answer-cache';
import { canonicalUrl } from './lib/canonical-url';
import { answerFrameworkError, errorHandler } from './lib/error-handler';
import { registerHttpSafety } from './lib/http-safety';
import { createJobBoard, type JobBoard } from './lib/job-board';
import { databaseLockoutStore } from './features/auth/lockout-store';
import { createLoginLockout } from './lib/lockout/lockout';
import { redisLockoutStore } from './lib/lockout/redis-store';
import { registerRateLimits } from './lib/rate-limits';
import { publicRoute } from './lib/route-access';
import { contractRoutes } from './lib/contract-routes';
import { shopLogger } from './lib/request-log';
import { connectRedis } from './lib/redis';
import { fastifyTrustProxy, warnOfUntrustedProxy } from './lib/trust-proxy';
import { createUploadsStore, type UploadsStore } from './lib/uploads';
import { absoluteUploadUrls } from './lib/uploads/absolute-urls';
import { registerWebAssets } from './web-assets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process takes requests (main.ts drains it on SIGTERM). */
    readiness: Readiness;
    /** What this process's background jobs last did and the last errors it met (the admin's System tab). */
    jobs: JobBoard;
  }
}

/** What the shop is built from: configuration and the opened database. */
type BuildOptions = OpenDatabase & {
  config: Config;
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
  /** Replaces the provider PAYMENT_PROVIDER chooses (tests). */
  paymentProvider?: PaymentProvider;
  /** Where images are written and served from; by default the store UPLOADS_STORE names. */
  uploads?: UploadsStore;
  /** Prometheus metrics (METRICS_PORT): requests are timed, the pool and the answer cache watched. */
  metrics?: ShopMetrics | undefined;
  /** Called for every route as it is declared, before any is (the route table's test reads them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the background jobs note their passes; a new one unless given. */
  jobs?: JobBoard;
};

/** Builds the whole shop as a Fastify instance without listening (tests use `app.inject`). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, logger = { level: config.logLevel } } = options;

  const app = Fastify({
    logger: shopLogger(logger, config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    genReqId: () => crypto.randomUUID(),
    // One spelling of the path for the router and every hook that reads request.url (lib/canonical-url.ts).
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.metrics) registerRequestMetrics(app, options.metrics);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jobs = options.jobs ?? createJobBoard();
  app.decorate('jobs', jobs);
  // A failure that answers 5xx is noted by the route's pattern, never the address asked for (it may carry a token).
  const onServerError = (error: unknown, request: FastifyRequest) =>
    jobs.noteError(`${request.method} ${request.routeOptions.url ?? '(no route)'}`, error, request.id);
  app.setErrorHandler(errorHandler({ isUnavailable: isDatabaseUnavailable, onServerError }));
  warnOfUntrustedProxy(app, config.trustProxy);
  const allowedMethodsOf = await registerHttpSafety(app, config);
  app.decorateRequest('user', null);

  // A storefront on another origin reads image URLs as they are: answers name uploads on the shop's origin (before gzip).
  const finishAnswer = config.corsOrigins.length > 0 ? absoluteUploadUrls(config.publicUrl) : undefined;
  if (finishAnswer)
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof payload !== 'string' || typeof type !== 'string' || !type.startsWith('application/json'))
        return done(null, payload);
      done(null, finishAnswer(payload));
    });

  // gzip answers over 1 KB on the fly (category listings shrink ~13×); built web assets are precompressed.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Voltcart API',
        version: '1.0.0',
        description: "The shop's HTTP API. Every answer is { success, error, message, data }.",
      },
    },
    transform: jsonSchemaTransform,
  });

  const { db, engine } = options;
  const uploads = options.uploads ?? createUploadsStore(config.uploads, config.uploadsDir);
  const redis = connectRedis(app, config.redisUrl);
  const guards = createGuards(db, config);
  // Signed-in callers are counted per person: the limits ask the guards who is signed in.
  await registerRateLimits(app, { enabled: config.rateLimits, redis, personOf: guards.loadUser });
  // An admin's account that locks is told to the admin's inbox.
  const lockout = createLoginLockout(redis ? redisLockoutStore(redis) : databaseLockoutStore(db), app.log, {
    onAccountLocked: tellLockedAdmin(db),
  });
  const gateway = createPaymentGateway(config, db, { provider: options.paymentProvider, log: app.log });

  const readiness = createReadiness({ db, engine, redis });
  app.decorate('readiness', readiness);
  await app.register(healthRoutes({ engine, readiness }));
  const twoFactor = twoFactorKeys(config.sessionSecret);
  // A new account's welcome mail (with its verify link) is queued in the registration's transaction.
  const authEvents = { onRegistered: (trx: Executor, user: RegisteredUser) => queueWelcomeMail(trx, config.publicUrl, user) };
  await app.register(
    authRoutes({ db, guards, config, lockout, uploads, secondFactor: secondFactorCheck(twoFactor), events: authEvents }),
  );
  await app.register(
    twoFactorRoutes({
      db,
      guards,
      keys: twoFactor,
      checkPassword: passwordCheck(db, lockout),
      required: config.admin.twoFactorRequired,
    }),
  );
  await app.register(recoveryRoutes({ db, guards, publicUrl: config.publicUrl }));
  await app.register(accountSettingsRoutes({ db, guards, config, lockout }));
  // Public catalogue and discussion answers and shoppers' cart views, ready to send, under one memory bound.
  const answers = new AnswerCache({ ...DEFAULT_ANSWER_CACHE_LIMITS, maxBytes: config.answerCacheBytes }, finishAnswer);
  const ready = readyAnswers(db, answers);
  options.metrics?.watch({ db, engine, answers });
  app.addHook('onClose', async () => ready.close());
  const discussions = discussionAnswers(db, ready);
  const productOf = productLoader(db);
  await app.register(
    catalogRoutes({
      db,
      uploads,
      uploadMaxBytes: config.uploadMaxBytes,
      publicUrl: config.publicUrl,
      guards,
      ready,
      productOf,
      madeWithProduct: discussions.prepare,
    }),
  );
  await app.register(cartRoutes({ db, guards, answers, ready }));
  await app.register(addressRoutes({ db, guards }));
  // The cart summary carries cash on delivery's fee and word on the cart (cod reads coupons, so it is passed in).
  await app.register(couponRoutes({ db, guards, codTerms: cartCodTerms }));
  await app.register(deliveryRoutes({ db, guards }));
  await app.register(
    codRoutes({
      db,
      guards,
      mail: { publicUrl: config.publicUrl },
      storefrontUrlOf: (origin) => gateway.storefrontOf(origin),
    }),
  );
  await app.register(variantRoutes({ db, guards }));
  // Orders show each order's latest payment and refund, and cancelling refunds; payments is the one that knows them.
  await app.register(
    orderRoutes({
      db,
      guards,
      paymentsOf: latestPaymentsOf,
      refunds: orderRefunds(gateway),
      mail: { publicUrl: config.publicUrl },
    }),
  );
  await app.register(shippingWebhookRoutes({ db, mail: { publicUrl: config.publicUrl }, secret: config.shipping.webhookSecret }));
  await app.register(invoiceRoutes({ db, guards, seller: config.seller }));
  // The catalogue and the orders as spreadsheets (admin).
  await app.register(catalogueCsvRoutes({ db, uploads, publicUrl: config.publicUrl, guards }));
  await app.register(ordersCsvRoutes({ db, guards }));
  await app.register(creditNoteRoutes({ db, guards, seller: config.seller }));
  await app.register(commentRoutes({ db, guards, ready, discussions }));
  await app.register(reviewRoutes({ db, guards, publicUrl: config.publicUrl }));
  await app.register(newsletterRoutes({ db, publicUrl: config.publicUrl, secret: config.sessionSecret }));
  await app.register(cartReminderRoutes({ db, guards, secret: config.sessionSecret }));
  await app.register(stockAlertRoutes({ db, guards }));
  // Back-in-stock emails go out in the transaction of the restock (an admin's update, an order's stock returned).
  const stopBackInStock = onRestock(backInStockNotifier({ publicUrl: config.publicUrl }));
  app.addHook('onClose', async () => void stopBackInStock());
  await app.register(paymentRoutes({ db, gateway, guards }));
  await app.register(seoRoutes({ db, publicUrl: config.publicUrl }));
  await app.register(
    systemRoutes({
      db,
      engine,
      guards,
      uploads: config.uploads.store,
      notReadyBecause: readiness.notReadyBecause,
      jobs,
      hide: secretHider(secretsOf(config)),
    }),
  );
  app.decorate('payments', gateway);

  // The OpenAPI document, not the envelope: its answer schema checks it is one and lets every field through.
  contractRoutes(app)(apiRoutes.ops.docs, { schema: { hide: true }, ...publicRoute }, async () => ({
    ...app.swagger(),
  }));

  await registerWebAssets(
    app,
    config,
    uploads,
    allowedMethodsOf,
    pageHeads({ db, ready, productOf, discussions }, config.publicUrl),
  );
  return app;
}
