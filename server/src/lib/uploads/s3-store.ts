import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import { failure } from '../reply';
import { IMMUTABLE_YEAR, keyOfUrl, uploadHeaders, type S3Settings, type UploadsStore } from './store';

/**
 * Uploads in an S3-compatible bucket (UPLOADS_STORE=s3): every process and machine reads and writes the same
 * images. The shop serves them at the same `/uploads/` URLs, streaming from the bucket.
 */
export function s3UploadsStore(settings: S3Settings): UploadsStore {
  // Loaded only by a shop that stores in S3: the SDK is a large share of a process's memory.
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } = createRequire(import.meta.url)(
    '@aws-sdk/client-s3',
  ) as typeof import('@aws-sdk/client-s3');
  const s3 = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Plain requests that every S3-compatible server understands (no streaming checksums).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const missing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

  return {
    async put(key, bytes, contentType) {
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_YEAR }),
      );
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async serve(app) {
      app.get('/uploads/*', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
        const key = keyOfUrl(request.url);
        if (!key) return reply.code(404).send(failure('not_found', 'No such image'));
        try {
          const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
          reply.headers({
            ...uploadHeaders(key),
            'cache-control': IMMUTABLE_YEAR,
            'content-type': object.ContentType ?? 'application/octet-stream',
          });
          if (object.ETag) reply.header('etag', object.ETag);
          if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
          return reply.send(Buffer.from(await object.Body!.transformToByteArray()));
        } catch (error) {
          if (missing(error)) return reply.code(404).send(failure('not_found', 'No such image'));
          throw error;
        }
      });
    },
  };
}
