import { ErrorAnswer, type ApiRoute } from '@voltcart/contract';
import type {
  ContextConfigDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodInstance = Parameters<FastifyPluginAsyncZod>[0];

type Field<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
/** A body the route's schema parses: JSON ones; a form or a body its handler parses itself is read by the handler. */
type ParsedBody<R extends ApiRoute> = R extends { readonly bodyKind: 'json-in-handler' | 'multipart' | 'json-or-multipart' }
  ? undefined
  : Field<R, 'body'>;

/** The Fastify schema of a table entry: its params, query, body and every answer (success and failures) by status. */
export type SchemaOfRoute<R extends ApiRoute> = {
  params: Field<R, 'params'>;
  querystring: Field<R, 'query'>;
  body: ParsedBody<R>;
  /** An answer that is not the JSON envelope (a PDF) is sent as it is, its failures as the error handler writes them. */
  response: R extends { readonly unenveloped: string }
    ? undefined
    : R['response'] & { [S in R['errors'][number]]: typeof ErrorAnswer };
};

/** Fastify's options of a route with its handler, typed by the entry's schema through the Zod type provider. */
type FastifyRouteOf<R extends ApiRoute> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOfRoute<R>,
  ZodTypeProvider
>;

/** What the feature's routes file still states itself: the guard (preHandler) or access, hooks, config, the docs. */
type FeatureOptions<R extends ApiRoute> = Omit<FastifyRouteOf<R>, 'schema' | 'handler'> & {
  schema?: { tags?: string[]; description?: string; consumes?: string[]; hide?: boolean };
};

type HandlerOf<R extends ApiRoute> = FastifyRouteOf<R>['handler'];

/** The Fastify schema of an entry, as the route is registered (and /api/docs describes it). */
export function schemaOfRoute(route: ApiRoute): Record<string, unknown> {
  const parsedBody = route.bodyKind === undefined || route.bodyKind === 'json';
  return {
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && parsedBody && { body: route.body }),
    ...(!route.unenveloped && {
      response: { ...route.response, ...Object.fromEntries(route.errors.map((status) => [status, ErrorAnswer])) },
    }),
  };
}

/**
 * Registers routes from the contract's route table (contract/src/routes): the method, path and schemas come from the
 * entry, the guard, hooks and handler from the feature. `config.contractRoute` names the entry, so the route check
 * (server/test/route-table.test.ts) finds every /api route in the table and every entry registered.
 */
export function contractRoutes(app: ZodInstance) {
  return function declare<const R extends ApiRoute>(route: R, options: FeatureOptions<R>, handler: HandlerOf<R>): void {
    const { schema: docs, config, ...rest } = options;
    app.route({
      ...rest,
      method: route.call.method,
      url: route.call.path,
      schema: { ...docs, ...schemaOfRoute(route) },
      config: {
        ...config,
        contractRoute: route.call.key,
        ...(route.unenveloped && { unenvelopedAnswer: route.unenveloped }),
      },
      handler,
    } as never);
  };
}
