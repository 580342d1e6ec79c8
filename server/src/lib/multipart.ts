import type { FastifyRequest } from 'fastify';
import { assertNoControlCharacters } from './control-characters';
import { AppError } from './errors';

type UploadedFile = { field: string; bytes: Buffer };
type MultipartForm = { fields: Record<string, string | string[]>; files: UploadedFile[] };

/**
 * Reads a whole multipart form into memory (files are capped by the multipart plugin's limits, which answer
 * 413). A field sent more than once becomes a list.
 */
export async function readMultipartForm(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', 'The request must be multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    await readParts(request, fileFields, form);
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

async function readParts(request: FastifyRequest, fileFields: readonly string[], form: MultipartForm): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (!fileFields.includes(part.fieldname)) continue;
      if (bytes.length > 0) form.files.push({ field: part.fieldname, bytes });
    } else {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const existing = form.fields[part.fieldname];
      form.fields[part.fieldname] = existing === undefined ? value : [...[existing].flat(), value];
    }
  }
}
