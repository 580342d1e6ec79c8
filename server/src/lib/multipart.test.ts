import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartBody } from '../../test/multipart';
import { errorHandler } from './error-handler';
import { multipartFormRoutes, readMultipartForm } from './multipart';

const PhotoForm = z.object({ title: z.string() });

let app: FastifyInstance;
/** The file parts whose bytes were collected, by field name, for the request being read. */
let collected: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler({ isUnavailable: () => false }));
  await app.register(
    multipartFormRoutes(1024 * 1024, (forms) => {
      forms.post('/photo', async (request) => {
        // Watches every file part the form reader is handed: which of them it reads into memory.
        const parts = request.parts.bind(request);
        request.parts = (...options) => {
          const each = parts(...options);
          return (async function* watched() {
            for await (const part of each) {
              if (part.type === 'file') {
                const toBuffer = part.toBuffer.bind(part);
                part.toBuffer = () => {
                  collected.push(part.fieldname);
                  return toBuffer();
                };
              }
              yield part;
            }
          })() as ReturnType<typeof parts>;
        };
        const form = await readMultipartForm(request, { fields: PhotoForm, files: ['photo'] });
        return { fields: form.fields, files: form.files.map((file) => ({ field: file.field, bytes: file.bytes.length })) };
      });
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

const file = (field: string, bytes: number) => ({
  field,
  filename: `${field}.bin`,
  contentType: 'application/octet-stream',
  bytes: Buffer.alloc(bytes, 7),
});

describe('reading a multipart form', () => {
  it('keeps the parts the call asks for and drains the others without collecting their bytes', async () => {
    collected = [];
    const body = multipartBody({ title: 'Sunset', extra: 'not asked for' }, [
      file('other', 900 * 1024),
      file('photo', 2048),
      file('another', 300 * 1024),
    ]);
    const answer = await app.inject({ method: 'POST', url: '/photo', payload: body.payload, headers: body.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ fields: { title: 'Sunset' }, files: [{ field: 'photo', bytes: 2048 }] });
    expect(collected).toEqual(['photo']);
  });

  it('still answers 413 for an unasked file over the size limit', async () => {
    const body = multipartBody({ title: 'Sunset' }, [file('other', 1024 * 1024 + 1)]);
    const answer = await app.inject({ method: 'POST', url: '/photo', payload: body.payload, headers: body.headers });
    expect(answer.statusCode).toBe(413);
  });

  it('refuses a form cut short even when the cut falls in a drained part', async () => {
    const body = multipartBody({ title: 'Sunset' }, [file('other', 64 * 1024)]);
    const answer = await app.inject({
      method: 'POST',
      url: '/photo',
      payload: body.payload.subarray(0, body.payload.length - 2000),
      headers: body.headers,
    });
    expect(answer.statusCode).toBe(400);
  });
});
