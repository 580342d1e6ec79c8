import type { z } from 'zod';

/** The success envelope of DESIGN §4. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true, error: false, message, data };
}

export function failure(message: string) {
  return { success: false, error: true, message, data: null };
}

/** The success envelope of `data` as the route's 200 schema serialises it (what Fastify's zod serialiser would send), for ready answers. */
export function okJson(schema: z.ZodType, data: unknown): string {
  return JSON.stringify(schema.parse(ok(data)));
}
