import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * CORS with credentials for exactly the origins in CORS_ORIGINS (a storefront served elsewhere); off when
 * there are none. The plugin answers only a listed origin: never a reflected arbitrary one, never `null`.
 */
export async function allowListedOrigins(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
