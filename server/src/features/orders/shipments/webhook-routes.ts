import { apiRoutes } from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../../db/engine/executor';
import { contractRoutes } from '../../../lib/contract-routes';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import type { OrderMail } from '../messages';
import { acceptCourierUpdate } from './courier-updates';
import { SIGNATURE_HEADER, signatureValid } from './signature';

/** A courier update is a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

/**
 * POST /api/shipping/webhook: couriers' signed status updates. The body is kept as its raw bytes (this plugin's own
 * JSON parser) so the signature is checked over exactly what was sent, before it is parsed. Without a secret
 * configured it answers 503 in words (nothing can be trusted); a missing or wrong signature 401.
 */
export function shippingWebhookRoutes(deps: {
  db: Executor;
  mail: OrderMail;
  secret: string | undefined;
}): FastifyPluginAsyncZod {
  const { db, mail, secret } = deps;
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const route = contractRoutes(app);
    route(
      apiRoutes.shipping.webhook,
      {
        schema: { tags: ['shipping'] },
        config: { access: 'courier' },
        preValidation: async (request: FastifyRequest) => {
          if (!secret) {
            throw new AppError('unavailable', 'Courier updates are not set up: SHIPPING_WEBHOOK_SECRET is not configured');
          }
          const raw = request.body;
          if (!Buffer.isBuffer(raw) || !signatureValid(secret, raw, request.headers[SIGNATURE_HEADER])) {
            request.log.warn(
              { hasSignature: Boolean(request.headers[SIGNATURE_HEADER]) },
              'courier update with a wrong signature ignored',
            );
            throw new AppError('unauthorized', 'The X-Voltcart-Signature header does not sign this body');
          }
          try {
            request.body = JSON.parse(raw.toString('utf8'));
          } catch {
            throw new AppError('invalid_data', 'The body is not JSON');
          }
        },
      },
      async (request) => {
        const result = await acceptCourierUpdate(db, mail, request.body);
        const words = {
          applied: 'Update applied',
          replay: 'Update already received',
          stale: 'Update older than the last one: ignored',
        };
        return ok(result, words[result.outcome]);
      },
    );
  };
}
