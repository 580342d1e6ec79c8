import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertNoControlCharacters } from './control-characters';
import { AppError } from './errors';

/**
 * A plugin of its own holding `routes`, the calls that read multipart forms. Registered only where a form is read, the
 * parser costs the shop's other calls nothing (its request hooks run on this scope's calls alone), and a multipart body
 * sent to a call that takes JSON answers 415.
 */
export function multipartFormRoutes(uploadMaxBytes: number, routes: (forms: ZodInstance) => void): FastifyPluginAsyncZod {
  return async (forms) => {
    await forms.register(fastifyMultipart, {
      limits: { fileSize: uploadMaxBytes, files: 10, fields: 30, fieldSize: 64 * 1024, parts: 50 },
    });
    routes(forms);
  };
}

type ZodInstance = Parameters<FastifyPluginAsyncZod>[0];

type UploadedFile = { field: string; bytes: Buffer };
type MultipartForm = { fields: Record<string, string | string[]>; files: UploadedFile[] };

/** What a call reads of a form: the text fields of its contract schema, and the file parts of these names. */
type AskedParts = { fields: { shape: object }; files: readonly string[] };

/**
 * Reads the parts a call asks for into memory (files are capped by the multipart plugin's limits, which answer
 * 413); any other part is skipped as it arrives, a file drained without its bytes kept. A field sent more than once
 * becomes a list.
 */
export async function readMultipartForm(request: FastifyRequest, asked: AskedParts): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', 'The request must be multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    await readParts(request, { fields: new Set(Object.keys(asked.fields.shape)), files: asked.files }, form);
  } catch (error) {
    // Limits answer their own 413; anything else the parser throws means a broken or truncated body.
    if (error instanceof AppError || isClientError(error)) throw error;
    throw new AppError('invalid_data', 'The form data is broken or incomplete');
  }
  assertNoControlCharacters(form.fields, 'form');
  return form;
}

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function readParts(
  request: FastifyRequest,
  asked: { fields: Set<string>; files: readonly string[] },
  form: MultipartForm,
): Promise<void> {
  const parts = request.parts();
  // The multipart plugin ends quietly at a body cut short (its last file keeps what arrived), so the form counts
  // only if its closing boundary came. The plugin pipes the request already; this listener sees the same bytes.
  const ending = watchEnding(request.raw);
  for await (const part of parts) {
    if (part.type === 'file') {
      // Resumed, the part's bytes flow through to the next part and nothing holds them (the size limit still counts them).
      if (!asked.files.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
    } else {
      // The plugin has read a field's value (at most fieldSize) before it hands the part over; an unasked one is not kept.
      if (!asked.fields.has(part.fieldname)) continue;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const existing = form.fields[part.fieldname];
      form.fields[part.fieldname] = existing === undefined ? value : [...[existing].flat(), value];
    }
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const closing = `--${boundary?.[1] ?? boundary?.[2]}--`;
  if (!boundary || !(await ending).includes(closing)) throw new AppError('invalid_data', 'The form data is broken or incomplete');
}

/** The last bytes of a request body, once it has all arrived. */
function watchEnding(stream: Readable): Promise<string> {
  let tail = Buffer.alloc(0);
  stream.on('data', (chunk: Buffer) => {
    tail = Buffer.concat([tail, chunk]).subarray(-512);
  });
  return new Promise((resolve) => {
    if (stream.readableEnded) resolve(tail.toString('latin1'));
    stream.once('end', () => resolve(tail.toString('latin1')));
    stream.once('close', () => resolve(tail.toString('latin1')));
  });
}
