import { pagePaths } from '@voltcart/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicRoute } from '../../../lib/route-access';
import { renderRefusedSandboxPayment, renderSandboxPayPage, renderUnknownSandboxPayment } from './sandbox-page';
import { sandboxRoutePatterns } from './sandbox-paths';
import type { SandboxPayment, SandboxProvider } from './sandbox-provider';

const SandboxParams = z.object({
  merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, { message: 'merchantTransactionId is not valid' }),
});

/** The sandbox provider's hosted pay page, served by the shop (only when PAYMENT_PROVIDER=sandbox). */
export function sandboxRoutes(deps: {
  sandbox: SandboxProvider;
  /** Called after the shopper decides, as PhonePe's webhook would be. */
  confirmPayment: (merchantTransactionId: string) => Promise<unknown>;
  /** Why the shop no longer takes this payment (a newer checkout replaced it, or it expired), or undefined while payable. */
  refusalOf: (merchantTransactionId: string) => Promise<string | undefined>;
  /** Whether the request's signed-in user placed the order this payment is for. */
  isPayer: (request: FastifyRequest, merchantTransactionId: string) => Promise<boolean>;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { sandbox, confirmPayment, refusalOf, isPayer, publicUrl } = deps;
  /** Where the shopper goes back to: the redirect URL the checkout gave (its storefront), as PhonePe does. */
  const statusUrl = (payment: Pick<SandboxPayment, 'merchantTransactionId' | 'returnUrl'>) =>
    payment.returnUrl ?? `${publicUrl}${pagePaths.paymentStatus(payment.merchantTransactionId)}`;

  const sendHtml = (reply: FastifyReply, status: number, html: string, returnTo?: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        // A form's redirect counts as its action: the storefront the shopper goes back to is allowed too.
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${publicUrl}${returnTo ? ` ${new URL(returnTo).origin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html);

  // Public routes (a pay link opens in the shopper's browser), but each handler answers 404 to anyone but the payer.
  return async (app) => {
    // The pay page's forms post urlencoded bodies with no fields; nothing in them is read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.get(
      sandboxRoutePatterns.payPage,
      { schema: { hide: true, params: SandboxParams }, ...publicRoute },
      async (request, reply) => {
        // Only the shopper who placed the order sees its pay page; to anyone else it does not exist.
        const payment = (await isPayer(request, request.params.merchantTransactionId))
          ? await sandbox.find(request.params.merchantTransactionId)
          : undefined;
        if (!payment) return sendHtml(reply, 404, renderUnknownSandboxPayment());
        const refusal = payment.state === 'PENDING' ? await refusalOf(payment.merchantTransactionId) : undefined;
        if (refusal) return sendHtml(reply, 409, renderRefusedSandboxPayment(payment, refusal, statusUrl(payment)));
        return sendHtml(reply, 200, renderSandboxPayPage(payment, statusUrl(payment)), statusUrl(payment));
      },
    );

    for (const [action, outcome] of [
      ['complete', 'COMPLETED'],
      ['fail', 'FAILED'],
    ] as const) {
      app.post(
        sandboxRoutePatterns[action],
        { schema: { hide: true, params: SandboxParams }, ...publicRoute },
        async (request, reply) => {
          const { merchantTransactionId } = request.params;
          // Anyone holding a pay link could otherwise press Pay or Fail for somebody else's order.
          if (!(await isPayer(request, merchantTransactionId))) return sendHtml(reply, 404, renderUnknownSandboxPayment());
          // A press on a page opened before a newer checkout replaced this one takes no money.
          const refusal = await refusalOf(merchantTransactionId);
          const known = refusal ? await sandbox.find(merchantTransactionId) : undefined;
          if (refusal && known?.state === 'PENDING') {
            return sendHtml(reply, 409, renderRefusedSandboxPayment(known, refusal, statusUrl(known)));
          }
          const payment = await sandbox.record(merchantTransactionId, outcome);
          if (!payment) return sendHtml(reply, 404, renderUnknownSandboxPayment());
          await confirmPayment(merchantTransactionId).catch((error: unknown) =>
            request.log.error({ err: error, merchantTransactionId }, 'sandbox confirmation failed'),
          );
          return reply.code(303).header('cache-control', 'no-store').redirect(statusUrl(payment), 303);
        },
      );
    }
  };
}
