import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerSettings } from '../../../config/seller';
import type { Executor } from '../../../db/engine/executor';
import { contractRoutes } from '../../../lib/contract-routes';
import { signedInUser, type Guards } from '../../auth';
import { invoicePdfOf } from './service';

/** GET /api/order/invoice/:orderId: the PDF tax invoice of a paid order, to its owner (cookie) or an admin (bearer). */
export function invoiceRoutes(deps: { db: Executor; guards: Guards; seller: SellerSettings }): FastifyPluginAsyncZod {
  const { db, guards, seller } = deps;
  return async (app) => {
    contractRoutes(app)(
      apiRoutes.orders.invoice,
      {
        schema: {
          tags: ['orders'],
          // The answer is a PDF attachment, not the JSON envelope.
          description: 'The GST tax invoice of a paid order (application/pdf attachment): its owner or an admin; others 404.',
        },
        preHandler: guards.requireUser,
      },
      async (request, reply) => {
        // Any order's invoice only for an admin's admin session (an admin's own shopper session sees the admin's own orders).
        const viewer = { userId: signedInUser(request)._id, admin: await guards.hasAdminAccess(request) };
        const { fileName, pdf } = await invoicePdfOf(db, seller, viewer, request.params.orderId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
