import { z } from 'zod';
import { envelope } from '../common';
import { SystemAnswer } from '../system';
import { opsCalls } from './calls';
import { defineRoute } from './route';

/** The health answer: `data` null (with the failure's `code`) when the database is not reachable. */
export const HealthAnswer = envelope(z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }).nullable());

/** The liveness answer: the process runs (it asks nothing of the database). */
export const LiveAnswer = envelope(z.object({ status: z.literal('live') }));

/** The OpenAPI document of the API, generated from this table. */
export const OpenApiDocument = z
  .record(z.string(), z.unknown())
  .refine((document) => typeof document.openapi === 'string', 'not an OpenAPI document');

export const opsRoutes = {
  health: defineRoute(opsCalls.health, { response: { 200: HealthAnswer }, errors: [] }),
  live: defineRoute(opsCalls.live, { response: { 200: LiveAnswer }, errors: [] }),
  docs: defineRoute(opsCalls.docs, { response: { 200: OpenApiDocument }, errors: [] }),
  system: defineRoute(opsCalls.system, { response: { 200: SystemAnswer }, errors: [401, 403] }),
};
