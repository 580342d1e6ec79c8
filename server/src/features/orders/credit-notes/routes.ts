import { apiRoutes } from '@voltcart/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerSettings } from '../../../config/seller';
import type { Executor } from '../../../db/engine/executor';
import { contractRoutes } from '../../../lib/contract-routes';
import { signedInUser, type Guards } from '../../auth';
import { gstRegisterCsv } from './register';
import { creditNotePdfOf } from './service';

/**
 * GET /api/order/credit-note/:id: a credit note's PDF, to its order's owner (cookie) or an admin (bearer);
 * GET /api/order/admin/gst-register.csv?month=: the month's invoices and credit notes for the accountant (admin).
 */
export function creditNoteRoutes(deps: { db: Executor; guards: Guards; seller: SellerSettings }): FastifyPluginAsyncZod {
  const { db, guards, seller } = deps;
  return async (app) => {
    const route = contractRoutes(app);
    route(
      apiRoutes.orders.creditNote,
      {
        schema: {
          tags: ['orders'],
          description:
            'A GST credit note issued on a refund (application/pdf attachment): its order’s owner or an admin; others 404.',
        },
        preHandler: guards.requireUser,
      },
      async (request, reply) => {
        const viewer = { userId: signedInUser(request)._id, admin: await guards.hasAdminAccess(request) };
        const { fileName, pdf } = await creditNotePdfOf(db, seller, viewer, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
    route(
      apiRoutes.orders.gstRegister,
      {
        schema: {
          tags: ['orders'],
          description:
            'The month’s GST register (text/csv attachment): B2B lines by GSTIN, B2C by state, an HSN summary; credit notes subtract.',
        },
        preHandler: guards.requireAdmin,
      },
      async (request, reply) => {
        const csv = await gstRegisterCsv(db, seller, request.query.month);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="gst-register-${request.query.month}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
