import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './shop-metrics';

/**
 * Times every request by its route's pattern (`/api/product/getProductById/:id`, never the address asked for: one
 * series per route, whatever ids are sent). Pages and files matched by no route are `(page or file)`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    metrics.inFlight.inc();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.inFlight.dec();
    metrics.observeRequest(
      request.routeOptions.url ?? '(page or file)',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  // A client that goes away before its answer: no onResponse, but no longer in flight.
  app.addHook('onRequestAbort', (_request, done) => {
    metrics.inFlight.dec();
    done();
  });
}
