import { apiRoutes } from '@voltcart/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { contractRoutes } from '../../lib/contract-routes';
import { ok } from '../../lib/reply';
import { signedInUser, type Guards } from '../auth';
import { SandboxProvider } from './providers/sandbox-provider';
import { sandboxRoutes } from './providers/sandbox-routes';
import type { Executor } from '../../db/engine/executor';
import { keptCheckoutReads } from './checkout/read-models/kept-read';
import { confirmPayment } from './confirmation';
import type { PaymentGateway } from './providers/gateway';
import * as payments from './service';

export function paymentRoutes({
  db,
  gateway,
  guards,
}: {
  db: Executor;
  gateway: PaymentGateway;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { provider } = gateway;
  const checkoutReads = keptCheckoutReads(db);
  return async (app) => {
    const route = contractRoutes(app);
    const { payment: table } = apiRoutes;
    // Its guard reads the session with the stamp of the cart and the payable checkout, and those with it unless the read
    // kept under that stamp is at hand (checkout/read-models/kept-read.ts), and checks the session as requireUser does.
    const withCheckout = guards.requireUserJoined(checkoutReads.ofSession);
    route(
      table.initiate,
      {
        schema: { tags: ['payments'] },
        preHandler: withCheckout.preHandler,
      },
      async (request) => {
        const joined = withCheckout.joinedOf(request)?.joined;
        const initiated = await payments.initiatePayment(
          db,
          gateway,
          signedInUser(request)._id,
          request.body,
          joined?.sessionRow ? joined : undefined,
          gateway.storefrontOf(request.headers.origin),
        );
        // The spec reads redirectUrl at the top level too (contract: InitiatePaymentAnswer).
        return { success: true, error: false, message: 'Payment initiated', data: initiated, redirectUrl: initiated.redirectUrl };
      },
    );

    route(
      table.status,
      {
        schema: { tags: ['payments'] },
        preHandler: guards.requireUser,
      },
      async (request) => {
        const { note, ...status } = await payments.paymentStatusOf(
          db,
          gateway,
          signedInUser(request)._id,
          request.params.transactionId,
        );
        const message =
          note ??
          (status.state === 'COMPLETED'
            ? 'Payment successful'
            : status.state === 'FAILED'
              ? 'Payment failed'
              : 'Payment pending');
        // A superseded checkout is never a successful purchase, even if money arrived for it (it is refunded).
        return { success: status.state === 'COMPLETED' && !note, error: false, message, data: status };
      },
    );

    route(
      table.webhook,
      {
        schema: { tags: ['payments'] },
        // Checked before the body is even parsed: a forged call changes nothing and learns nothing.
        config: { access: 'payment-provider' },
        preValidation: async (request: FastifyRequest) => {
          if (!provider.verifyWebhook(request.headers.authorization)) {
            request.log.warn(
              { provider: provider.name, hasAuthorization: Boolean(request.headers.authorization) },
              'payment webhook with a wrong Authorization header ignored',
            );
            throw new AppError('unauthorized', 'The webhook authorization is not valid');
          }
        },
      },
      async (request) => {
        const { event = '', payload } = request.body;
        // Refund events (pg.refund.completed / failed / accepted) carry the refund's id; payment events the payment's.
        if (event.startsWith('pg.refund.') || (payload.merchantRefundId && !payload.merchantOrderId)) {
          if (payload.merchantRefundId) await payments.acceptRefundWebhook(db, gateway, payload.merchantRefundId);
        } else if (payload.merchantOrderId) {
          await payments.acceptWebhook(db, gateway, payload.merchantOrderId);
        }
        return ok(null, 'Received');
      },
    );

    if (provider instanceof SandboxProvider) {
      await app.register(
        sandboxRoutes({
          sandbox: provider,
          confirmPayment: (merchantTransactionId) => confirmPayment(db, gateway, merchantTransactionId),
          refusalOf: (merchantTransactionId) => payments.refusalOf(db, merchantTransactionId),
          isPayer: async (request, merchantTransactionId) => {
            const user = await guards.loadUser(request);
            return user !== null && (await payments.payerOf(db, merchantTransactionId)) === user._id;
          },
          publicUrl: gateway.publicUrl,
        }),
      );
    }
  };
}
