import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

// C0 controls and DEL, except tab, line feed and carriage return (descriptions and comments have lines).
// PostgreSQL refuses NUL in text outright; the other controls have no place in a shop's words either.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * How many arrays and objects deep any request input may nest. The shop's own bodies nest three deep at most; this
 * walk is the first to see every JSON body, so deeper input answers 400 here and no schema or later walk ever meets it.
 */
export const MAX_INPUT_DEPTH = 32;

/** A value still to look at; an object's entry also carries its key and the object's own path. */
type Pending = { value: unknown; path: string; depth: number; key?: string; parent?: string };

/**
 * The path of the first string in `value` that holds a control character ('' for the value itself), in document
 * order. Iterative, with a stack of its own: a 10,000-deep body costs no call stack, and is refused past MAX_INPUT_DEPTH.
 */
function findControlCharacter(value: unknown, where: string): string | undefined {
  const pending: Pending[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, depth, key, parent } = next;
    // An object's key is checked as its entry comes up, before the entry's value.
    if (key !== undefined && CONTROL.test(key)) return parent || key;
    const item = next.value;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path;
      continue;
    }
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_INPUT_DEPTH)
      throw new AppError('invalid_data', `${where}: must not nest more than ${MAX_INPUT_DEPTH} levels deep`);
    // Children go on the stack last first, so the first in the document comes off first.
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1)
        pending.push({ value: item[index], path: `${path}[${index}]`, depth: depth + 1 });
    } else {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, child] = entries[index]!;
        pending.push({ value: child, path: path ? `${path}.${name}` : name, depth: depth + 1, key: name, parent: path });
      }
    }
  }
  return undefined;
}

/** 400 naming the field when `value` holds a control character, or nests deeper than MAX_INPUT_DEPTH. */
export function assertNoControlCharacters(value: unknown, where: string): void {
  const field = findControlCharacter(value, where);
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
