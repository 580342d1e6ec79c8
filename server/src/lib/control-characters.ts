import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// C0 controls and DEL, except tab, line feed and carriage return (descriptions and comments have lines).
// PostgreSQL refuses NUL in text outright; the other controls have no place in a shop's words either.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The path of the first string in `value` that holds a control character ('' for the value itself). */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) return path || key;
      const found = findControlCharacter(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function assertNoControlCharacters(value: unknown, where: string): void {
  const field = findControlCharacter(value);
  if (field !== undefined) throw new AppError('invalid_data', `${field || where}: must not contain control characters`);
}

/** Every JSON body, query and path parameter is checked before its route's schema sees it. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoControlCharacters(request.params, 'path');
    assertNoControlCharacters(request.query, 'query');
    // A multipart form has no body here (readMultipartForm checks its fields as it reads them).
    assertNoControlCharacters(request.body, 'body');
  });
}
