import type { ErrorCode } from '@voltcart/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** The success envelope (docs/design.md, "The answer envelope"). */
export function ok<T>(data: T, message = 'OK') {
  return { success: true, error: false, message, data };
}

/**
 * The failure envelope (contract ErrorAnswer): the spec's fields and the machine-readable `code`, and for a form's 400
 * the words of each refused field (`fields`), left out when there are none.
 */
export function failure(code: ErrorCode, message: string, fields?: Record<string, string>) {
  const answer = { success: false as const, error: true as const, message, data: null, code };
  return fields && Object.keys(fields).length > 0 ? { ...answer, fields } : answer;
}

/**
 * The success envelope of `data` as the route's 200 schema serialises it, for ready answers: the schema's parse, then
 * JSON.stringify of what it answers, exactly what fastify-type-provider-zod's serializerCompiler does with a route's
 * response schema (same fields, same order; data the schema refuses throws instead of being sent).
 */
export function okJson(schema: z.ZodType, data: unknown): string {
  return JSON.stringify(schema.parse(ok(data)));
}

/** Where an envelope's `data` starts in its JSON text: no earlier field's text can hold `,"data":` (quotes in it are escaped). */
const DATA_FIELD = ',"data":';

/** The `data` of a success envelope's JSON text (okJson's), as JSON text. */
export function dataJsonOf(envelopeJson: Buffer): string {
  const start = envelopeJson.indexOf(DATA_FIELD);
  if (start === -1 || envelopeJson[envelopeJson.length - 1] !== 0x7d) throw new Error('not a success envelope');
  return envelopeJson.toString('utf8', start + DATA_FIELD.length, envelopeJson.length - 1);
}

/** The success envelope's JSON text around data already serialised (as JSON.stringify(ok(data, message)) writes it). */
export function okJsonOfDataJson(dataJson: string, message: string): string {
  return `{"success":true,"error":false,"message":${JSON.stringify(message)},"data":${dataJson}}`;
}

/** Sends JSON text made beforehand (okJson's, okJsonOfDataJson's) as it is: Fastify serialises no string. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
