import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route, stated in its declaration when no guard preHandler (features/auth/guards.ts) states it:
 * - `public`: anyone; the handler decides nothing about who is asking (catalogue reads, sign-in, pages, assets), or
 *   answers only what the asker may see (the sandbox's pay page: 404 to all but the payer);
 * - `payment-provider`: the payment provider, checked by the route's own preValidation (the webhook's Authorization);
 * - `courier`: a courier's status update, checked by the route's own preValidation (the body's HMAC signature);
 * Routes with a guard preHandler need no marker: the guard is the statement. `server/test/route-table.test.ts` fails
 * for an /api route that states neither.
 */
export type RouteAccess = 'public' | 'payment-provider' | 'courier';

/**
 * Why a route under /api answers without a JSON response schema for its success status; only for answers that are
 * not the JSON envelope (the invoice PDF, the CSV files, the OpenAPI document).
 */
export type UnenvelopedAnswer = 'pdf' | 'csv';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    unenvelopedAnswer?: UnenvelopedAnswer;
    /** The key of the contract's route-table entry the route was registered from (lib/contract-routes.ts). */
    contractRoute?: string;
  }
}

/** The options of a route anyone may call, spread into its own: `{ schema, ...publicRoute }`. */
export const publicRoute = { config: { access: 'public' } } as const satisfies { config: { access: RouteAccess } };

/**
 * Marks every route registered in `app` from now on (in this plugin's scope) public: for plugins that declare routes
 * of their own (@fastify/static serving uploads and the built web app), whose declarations take no config.
 */
export function markRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: 'public' };
  });
}
